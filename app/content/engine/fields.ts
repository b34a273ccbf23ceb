/**
 * The field builders every topic's schema is made of (docs/decisions/0017-words-as-data.md). Each
 * gives a zod schema that carries its whole rule: a label and a line of help (`.meta()`), the
 * bounds of every string, the choices of a select, the slots of a template and the size of a
 * list. `z.toJSONSchema` exports them without loss of what an editor needs (the words editor at
 * /admin/content is built from that export), and the publish check (./checks.ts) runs them.
 *
 * Labels and help are written for the agency's staff, who are not developers: say what the field
 * is on the page ("Price of the logo design, in rupees"), not how the code uses it.
 */
import { z } from "zod";
import type { Template } from "~/base/template";

/** What every field says about itself in the editor. */
export type FieldMeta = {
  /** The field's label: a few words. */
  title: string;
  /** One line of help: where it shows and what to write. */
  description: string;
};

/**
 * The meta keys this project adds to zod's (all exported by `z.toJSONSchema`):
 * - `slots`: a template's named slots, such as ["price"] for "from {price}";
 * - `optionalSlots`: the slots a template may hold or leave out (one FAQ answer quotes the
 *   prices, the next none);
 * - `keyedBy`: the facts list whose ids key a map of words (its path in the topic, "facts.plans");
 * - `multiline`: a paragraph, edited in a text area;
 * - `picture`: a picture chosen from the media library (`picture()` below);
 * - `altOf`: the picture that words describe (`pictureAlt()` below): the picture field's path in
 *   the facts, from the facts list's item when the words are in a `keyed` map, else from the root;
 * - `caption`: the words' sibling field the picture's alt text must not repeat (its title).
 */
export type ContentMeta = FieldMeta & {
  slots?: readonly string[];
  optionalSlots?: readonly string[];
  keyedBy?: string;
  multiline?: boolean;
  picture?: true;
  altOf?: string;
  caption?: string;
};

/**
 * Characters a string of words may hold: at least `min` (default 1), at most `max`. A `min` of 0
 * lets the field be left empty (words one language shows and another does not).
 */
export interface Length {
  min?: number;
  max: number;
}

/** No leading or trailing white space, no empty string: what a person means by "filled in". */
function words(length: Length) {
  const min = length.min ?? 1;
  return z
    .string()
    .min(min)
    .max(length.max)
    .regex(
      min === 0 ? /^(?:\S(?:[\s\S]*\S)?)?$/ : /^\S(?:[\s\S]*\S)?$/,
      "no spaces at the start or the end",
    );
}

/** Words shown on the page: a label, a title, a sentence. */
export function text(meta: FieldMeta, length: Length) {
  return words(length).meta(meta);
}

/** A section's eyebrow and heading: the fields most sections of the site's pages open with. */
export function sectionHeading(
  bounds: { eyebrow: number; title: number },
  eyebrowHelp = "The small line over the section's heading.",
) {
  return {
    eyebrow: text({ title: "Eyebrow", description: eyebrowHelp }, { min: 2, max: bounds.eyebrow }),
    title: text(
      { title: "Heading", description: "The section's heading." },
      { min: 5, max: bounds.title },
    ),
  };
}

/** The sentence under a section's heading. */
export function sectionIntro(max: number) {
  return text(
    { title: "Introduction", description: "The sentence under the section's heading." },
    { min: 20, max },
  );
}

/**
 * The letters of an initials avatar or a monogram, as the language writes them: Latin initials
 * in English ("PS"), and in Hindi one whole akshara, with its conjunct, vowel sign and nukta
 * (प्रि, स्ने, फ़ै): two Devanagari letters always read as a word (कम, रव), and a computed first
 * letter drops half of one (प्रिया → प). docs/hindi-glossary.md, "Initials and monograms".
 */
export function avatarLetters(whose: string) {
  return text(
    {
      title: "Avatar letters",
      description: `What ${whose} avatar shows: in English its initials (PS); in Hindi the first akshara of the first name, whole (प्रि, not प or पश).`,
    },
    // An akshara can take several code points: स्ने is four, स्त्री six.
    { min: 1, max: 6 },
  );
}

/** A paragraph: edited in a text area. */
export function paragraph(meta: FieldMeta, length: Length) {
  return words(length).meta({ ...meta, multiline: true });
}

/**
 * Words that end with a space on purpose (a prefix read before another text, "Step 1: "): only
 * the start is checked for spaces.
 */
export function prefix(meta: FieldMeta, length: Length) {
  return z
    .string()
    .min(length.min ?? 1)
    .max(length.max)
    .regex(/^\S/, "no spaces at the start")
    .meta(meta);
}

/**
 * Words read right after another text (after a link: " देखें।", "."), which may start with a space
 * on purpose: only the end is checked for spaces.
 */
export function suffix(meta: FieldMeta, length: Length) {
  return z
    .string()
    .min(length.min ?? 1)
    .max(length.max)
    .regex(/\S$/, "no spaces at the end")
    .meta(meta);
}

/** The slot names a sentence holds, in order of first appearance: "{price} a {unit}" → price, unit. */
export function slotsIn(sentence: string): string[] {
  return [...new Set([...sentence.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string))];
}

/**
 * A sentence with named slots that the topic fills from its facts ("Websites from {price}"): it
 * must hold every one of `slots` and no other, so a figure typed once in the facts can never be
 * lost from a sentence or misspelt. The type carries the slots, so the join that fills it does
 * not compile without a value for each (app/base/template.ts).
 *
 * `optionalSlots` are slots it may hold or leave out, for the items of a list that share one
 * rule but not one figure (one FAQ answer quotes the prices, the next none); the join fills them
 * all the same.
 */
export function template<const Slot extends string, const Optional extends string = never>(
  meta: FieldMeta & {
    slots: readonly Slot[];
    optionalSlots?: readonly Optional[];
    multiline?: boolean;
  },
  length: Length,
) {
  const expected = [...meta.slots];
  const optional = [...(meta.optionalSlots ?? [])];
  const allowed: string[] = [...expected, ...optional];
  const schema = words(length)
    .check(
      z.refine(
        (value: string) => {
          const found = slotsIn(value);
          return (
            expected.every((slot) => found.includes(slot)) &&
            found.every((slot) => allowed.includes(slot))
          );
        },
        {
          error: (issue) => {
            const found = slotsIn(String(issue.input));
            const missing = expected.filter((slot) => !found.includes(slot));
            const unknown = found.filter((slot) => !allowed.includes(slot));
            return [
              missing.length > 0 ? `keep ${missing.map((s) => `{${s}}`).join(", ")}` : "",
              unknown.length > 0
                ? `${unknown.map((s) => `{${s}}`).join(", ")} is not a slot here (slots: ${allowed.map((s) => `{${s}}`).join(", ")})`
                : "",
            ]
              .filter(Boolean)
              .join("; ");
          },
        },
      ),
    )
    .meta(
      optional.length > 0
        ? { ...meta, slots: expected, optionalSlots: optional }
        : { ...meta, slots: expected },
    );
  return schema as unknown as z.ZodType<Template<Slot | Optional>, string>;
}

/** One of a fixed set of choices (an icon, a tone, a layout): a select in the editor. */
export function choice<const Option extends string>(
  options: readonly [Option, ...Option[]],
  meta: FieldMeta,
) {
  return z.enum(options).meta(meta);
}

/** A whole number between `min` and `max` (a count, a year, a number of pages). */
export function count(meta: FieldMeta, range: { min: number; max: number }) {
  return z.number().int().min(range.min).max(range.max).meta(meta);
}

/** An amount in whole rupees; with `{ free: true }`, 0 is allowed too (a free programme's fee). */
export function rupees(meta: FieldMeta, options: { free?: boolean } = {}) {
  return z
    .number()
    .int("a whole number of rupees")
    .min(options.free ? 0 : 1)
    .max(100_000_000)
    .meta(meta);
}

/** A yes-or-no setting. */
export function flag(meta: FieldMeta) {
  return z.boolean().meta(meta);
}

/** An address on the web, https only. */
export function webAddress(meta: FieldMeta) {
  return z
    .url({ protocol: /^https$/, error: "an address starting with https://" })
    .max(300)
    .meta(meta);
}

/** An email address. */
export function emailAddress(meta: FieldMeta) {
  return z.email("an email address such as hello@agency.in").max(254).meta(meta);
}

/** A path of this site ("/pricing", "/contact-us#form"). */
export function sitePath(meta: FieldMeta) {
  // Never "//host": that is another site's address (a protocol-relative URL).
  return z
    .string()
    .max(120)
    .regex(/^\/(?!\/)[A-Za-z0-9\-/#]*$/, "a path of this site starting with /")
    .meta(meta);
}

/** The longest alt text: one short sentence, as a screen reader reads it in one breath. */
export const LONGEST_ALT_TEXT = 150;

/**
 * A picture chosen from the media library (docs/decisions/0022): its content hash, or null while
 * none is chosen (the page shows its drawing), and whether it is decorative (screen readers skip
 * it, so it needs no alt text). The choice is a fact, the same in every language; the alt text is
 * words, in each language's document (`pictureAlt`). The publish check refuses a hash the
 * library does not hold.
 */
export function picture(meta: FieldMeta) {
  return z
    .strictObject({
      hash: z
        .string()
        .regex(/^[0-9a-f]{64}$/, "a picture of the media library (its content hash)")
        .nullable()
        .meta({
          title: "Picture",
          description: "The picture chosen from the media library; none shows the drawing.",
        }),
      decorative: z.boolean().meta({
        title: "Decorative",
        description:
          "Only decoration: screen readers skip it, so it needs no description. Leave it off for a picture that shows something.",
      }),
    })
    .meta({ ...meta, picture: true });
}
export type PictureChoice = z.infer<ReturnType<typeof picture>>;

/** No picture chosen: the drawing shows (what the shipped files hold). */
export const noPicture: PictureChoice = { hash: null, decorative: false };

/**
 * The alt text of a picture field, in one language: what the picture shows, for people who
 * cannot see it. Empty while no picture is chosen or the picture is decorative; the publish check
 * requires it for a chosen picture and refuses what screen readers read badly (./checks.ts).
 * `altOf` is the picture field's path in the facts (from the list's item for words in a `keyed`
 * map); `caption` the sibling words field it must not repeat.
 */
export function pictureAlt(meta: FieldMeta & { altOf: string; caption?: string }) {
  return z
    .string()
    .max(
      LONGEST_ALT_TEXT,
      `runs over ${LONGEST_ALT_TEXT} characters: keep the picture's description to one short sentence`,
    )
    .regex(/^(?:\S(?:[\s\S]*\S)?)?$/, "no spaces at the start or the end")
    .meta(meta);
}

/** The stable id of a list item: lower-case letters, digits and dashes; never shown. */
export const itemId = z
  .string()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and dashes")
  .meta({
    title: "Id",
    description: "Names the item for the site's code and history; never shown to visitors.",
  });

/** A group of fields that belong together: a section, a card, a plan. */
export function group<Shape extends z.ZodRawShape>(meta: FieldMeta, shape: Shape) {
  return z.strictObject(shape).meta(meta);
}

/**
 * A list of `min` to `max` items (./list-bounds.ts holds every topic list's bounds; a structural
 * list has `min` = `max`); the items that have an `id` have each their own.
 */
export function list<Item extends z.ZodType>(
  meta: FieldMeta,
  item: Item,
  size: { min: number; max: number },
) {
  const schema = z.array(item);
  return (size.min === size.max ? schema.length(size.min) : schema.min(size.min).max(size.max))
    .superRefine((items, context) => {
      // Items with ids (a facts list): each id once, so no count is reached by a repeat.
      const seen = new Set<string>();
      items.forEach((entry, index) => {
        const id = (entry as { id?: unknown } | null)?.id;
        if (typeof id !== "string") return;
        if (seen.has(id))
          context.addIssue({
            code: "custom",
            message: `the id "${id}" is used twice: give each item its own`,
            path: [index, "id"],
          });
        seen.add(id);
      });
    })
    .meta(meta);
}

/**
 * The words of each item of a facts list, by the item's id: `keyedBy` is the list's path in the
 * topic ("facts.plans"). The publish check makes the keys and the list's ids the same, in both
 * languages; the editor shows each item's facts and words together.
 */
export function keyed<Item extends z.ZodType>(meta: FieldMeta & { keyedBy: string }, item: Item) {
  return z.record(itemId, item).meta(meta);
}

/** The facts of a topic that has none: its words are all it holds. */
export const noFacts = z.strictObject({}).meta({
  title: "Shared values",
  description: "Everything this topic holds is written in each language.",
});
