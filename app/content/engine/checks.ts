/**
 * The publish check (docs/decisions/0017-words-as-data.md): every rule a revision of the site's
 * words and facts must keep, run by `npm run content -- publish`, by the words editor before a
 * publish (issue 40) and by the tests over the shipped files. Each finding names the topic, the
 * part (facts, en, hi) and the field's path; errors block a publish, warnings do not.
 *
 * - schema        each topic's schema: types, lengths, choices, list sizes, a template's slots;
 *                 and its rules across facts and words (a topic's `rules`);
 * - keys          the words of a facts list have one entry per item, in both languages;
 * - shape         the Hindi words have the English words' shape (same lists, same lengths);
 * - english       a Hindi field left in English;
 * - glossary      a Hindi term written another way than docs/hindi-glossary.md says;
 * - spelling      the Hindi spelling rules of the glossary;
 * - placeholder   placeholder text written into a field (what launch-check lists: an example
 *                 domain, a number of zeros, "lorem ipsum"); the shipped placeholders may remain,
 *                 launch-check lists them;
 * - slot          a figure typed into words where the facts hold it (a price, a phone number);
 * - picture       a chosen picture: in the media library, with alt text in both languages that
 *                 a screen reader reads well (not a file name, not "photo of…", not the title
 *                 again, not English in the Hindi);
 * - outdated      (warning) an English field that changed while its Hindi twin did not.
 */
import { z } from "zod";
import { formatters } from "~/base/format";
import {
  type ContentDocuments,
  type DataTopicName,
  dataTopicNames,
  parseDocument,
  topicNamed,
} from "./content";
import type { DocumentPart, TopicDocument } from "./document";
import type { PictureChoice } from "./fields";
import { type GlossaryTerm, glossary, latinInHindi, spellingRules } from "./hindi-glossary";
import {
  formatPath,
  leavesOf,
  namedPath,
  type PathSegment,
  parsePath,
  stringsOf,
  valueAt,
} from "./paths";
import { isPictureChoice } from "./pictures";

export type CheckRule =
  | "schema"
  | "keys"
  | "shape"
  | "english"
  | "glossary"
  | "spelling"
  | "placeholder"
  | "slot"
  | "picture"
  | "outdated";

export interface ContentIssue {
  topic: string;
  part: DocumentPart;
  /** The field, within its part; list items by id. */
  path: PathSegment[];
  rule: CheckRule;
  severity: "error" | "warning";
  message: string;
}

/** "pricing hi.plans.seo-kickstart.name: …", as the command line prints a finding. */
export function describeIssue(issue: ContentIssue): string {
  const at = formatPath([issue.part, ...issue.path]);
  return `${issue.topic} ${at}: ${issue.message}`;
}

const devanagari = /[\u0900-\u097F]/u;
const letter = "[\\p{L}\\p{M}]";

/**
 * Text a field must not be given: what launch-check would list as a placeholder. Checked only
 * on values that differ from the shipped files, whose placeholders launch-check lists.
 */
export const placeholderPatterns: readonly { pattern: RegExp; what: string }[] = [
  {
    pattern: /[\w.-]*[\w-]\.example\b|\bexample\.(?:com|org|net|in)\b/i,
    what: "an example address",
  },
  { pattern: /\+91[\s-]*0|\b0{5,}\b/, what: "a placeholder phone number" },
  { pattern: /\blorem\b|\bipsum\b/i, what: "lorem ipsum" },
  { pattern: /\b(?:todo|tbd|tba|fixme|xxx+)\b/i, what: "a to-do marker" },
  { pattern: /coming soon|\bplaceholder\b/i, what: "placeholder text" },
];

/**
 * The longest text the rules below read. No field holds more than a few hundred characters (the
 * schema refuses anything longer, and names the field); a longer text, pasted into a draft by
 * mistake, is left to that refusal: some of the patterns take time that grows with the square of
 * a text's length, and a 200 KB paste kept the server busy for minutes.
 */
export const LONGEST_CHECKED_TEXT = 5_000;

/** The publish check's view of one topic: its document now, as shipped, and as live before. */
export interface TopicCheckInput {
  topic: DataTopicName;
  document: { facts?: unknown; en?: unknown; hi?: unknown };
  shipped: TopicDocument;
  /** The live document before this revision: the Hindi fields left behind by an English change. */
  previous?: TopicDocument;
}

/**
 * What a publish check knows past the documents: the content hashes of the media library's
 * pictures (server/media reads them), so a chosen picture that is not there is refused. Without
 * it (the shipped files' tests), chosen pictures are not looked up.
 */
export interface CheckOptions {
  library?: ReadonlySet<string>;
}

/** Where a words schema holds a picture's alt text (a `pictureAlt` field). */
export interface AltPlace {
  /** Its path in the words; "*" stands for the id of a `keyed` map. */
  path: string[];
  /** The facts list keying the map the path crosses, if it crosses one. */
  keyedBy?: string;
  /** The picture field's path in the facts (from the list's item when keyed). */
  altOf: string;
  /** The sibling words field it must not repeat. */
  caption?: string;
  title: string;
}

/** Every `pictureAlt` field of a topic's words schema (the seeding of tests/support reads them too). */
export function altPlacesOf(name: DataTopicName): AltPlace[] {
  const found: AltPlace[] = [];
  const walk = (node: Record<string, unknown>, path: string[], keyedBy?: string) => {
    if (typeof node.altOf === "string") {
      found.push({
        path,
        keyedBy,
        altOf: node.altOf,
        caption: typeof node.caption === "string" ? node.caption : undefined,
        title: String(node.title ?? "The picture's description"),
      });
      return;
    }
    const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
    for (const [key, child] of Object.entries(properties ?? {}))
      walk(child, [...path, key], keyedBy);
    const each = node.additionalProperties;
    if (typeof node.keyedBy === "string" && each && typeof each === "object")
      walk(each as Record<string, unknown>, [...path, "*"], node.keyedBy);
  };
  walk(z.toJSONSchema(topicNamed(name).wordsSchema, { unrepresentable: "any" }) as never, []);
  return found;
}
const altPlaceCache = new Map<DataTopicName, AltPlace[]>();

const contentHash = /^[0-9a-f]{64}$/;
const imageExtension = /\.(?:jpe?g|jfif|png|webp|avif|gif|heic|heif|svg|tiff?|bmp)$/i;
const cameraFileName = /^(?:IMG|DSC|DSCN|DCIM|PXL|MVIMG|WhatsApp Image|Screenshot)[\s_-]*\d/i;
const englishPictureWords =
  /^(?:(?:an?|the)\s+)?(?:image|photo|photograph|picture|pic|screenshot)\s+of(?![\p{L}])/iu;
// फ़ with its nukta as one letter or two: the texts are compared in NFC, where it is two.
const hindiPictureWord = "(?:चित्र|तस्वीर|फ़ोटो|फोटो|छवि|इमेज)".normalize("NFC");
const hindiStartsPicture = new RegExp(
  `^(?:एक\\s+)?${hindiPictureWord}\\s+(?:का|की|के|में)(?![\\p{L}\\p{M}])`,
  "u",
);
const hindiEndsPicture = new RegExp(`(?:का|की|के)\\s+(?:एक\\s+)?${hindiPictureWord}\\s*[।.]?$`, "u");

/** Text as compared with a caption: lower case, punctuation and runs of space as one space. */
const comparable = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+/gu, " ")
    .trim();

/**
 * What a screen reader would read badly in a picture's alt text, in one language: each a
 * sentence naming the field by its label.
 */
export function altTextProblems(
  title: string,
  written: string,
  locale: "en" | "hi",
  caption?: string,
): string[] {
  const problems: string[] = [];
  const text = written.normalize("NFC");
  if (imageExtension.test(text) || cameraFileName.test(text))
    problems.push(
      `${title} is a file name ("${text.slice(0, 40)}"): say what the picture shows instead`,
    );
  const start = text.match(englishPictureWords) ?? text.match(hindiStartsPicture);
  const end = locale === "hi" ? text.match(hindiEndsPicture) : null;
  if (start)
    problems.push(
      `${title} starts with "${start[0]}": screen readers already say it is a picture; say what it shows`,
    );
  else if (end)
    problems.push(
      `${title} ends with "${end[0].trim()}": screen readers already say it is a picture; say what it shows`,
    );
  if (caption && comparable(caption) !== "" && comparable(caption) === comparable(text))
    problems.push(
      `${title} repeats the title ("${caption}"): say what the picture shows, which the title does not`,
    );
  if (locale === "hi") {
    const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
    const hindi = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
    if (latin > hindi)
      problems.push(`${title} is mostly in English: write the description in Hindi`);
  }
  return problems;
}

/**
 * The picture rules of one topic: each chosen picture in the library (when the check is given
 * the library), and each picture's alt text in English and Hindi: required for a chosen picture
 * that is not decorative, and readable where given.
 */
function pictureIssues(
  topic: DataTopicName,
  doc: TopicDocument,
  library: ReadonlySet<string> | undefined,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (library)
    // A value that is no hash at all is the schema's refusal.
    for (const { path, value } of leavesOf(doc.facts, isPictureChoice))
      if (
        typeof value.hash === "string" &&
        contentHash.test(value.hash) &&
        !library.has(value.hash)
      )
        issues.push({
          topic,
          part: "facts",
          path: [...path, "hash"],
          rule: "picture",
          severity: "error",
          message:
            "the picture chosen is not in the media library (removed?): choose one from the library, or no picture",
        });

  altPlaceCache.set(topic, altPlaceCache.get(topic) ?? altPlacesOf(topic));
  for (const place of altPlaceCache.get(topic) ?? []) {
    // Each use of the place: the facts' item (by id) when keyed, with its words' path.
    const star = place.path.indexOf("*");
    const uses: { wordsPath: PathSegment[]; facts: unknown }[] = [];
    if (place.keyedBy && star >= 0) {
      const items = valueAt(doc, parsePath(place.keyedBy));
      for (const item of Array.isArray(items) ? items : []) {
        const id = (item as { id?: unknown } | null)?.id;
        if (typeof id !== "string") continue;
        uses.push({ wordsPath: place.path.map((s) => (s === "*" ? id : s)), facts: item });
      }
    } else uses.push({ wordsPath: place.path, facts: doc.facts });

    for (const use of uses) {
      const choice = valueAt(use.facts, parsePath(place.altOf));
      const chosen = isPictureChoice(choice) && typeof choice.hash === "string";
      const needed = chosen && !(choice as PictureChoice).decorative;
      for (const part of ["en", "hi"] as const) {
        const alt = valueAt(doc[part], use.wordsPath);
        const text = typeof alt === "string" ? alt : "";
        const issue = (message: string) =>
          issues.push({
            topic,
            part,
            path: use.wordsPath,
            rule: "picture",
            severity: "error",
            message,
          });
        if (text.trim() === "") {
          if (needed)
            issue(
              `${place.title} is empty: say what the picture shows, for people who cannot see it (or mark the picture decorative)`,
            );
          continue;
        }
        if (text.length > LONGEST_CHECKED_TEXT) continue;
        const caption = place.caption
          ? valueAt(doc[part], [...use.wordsPath.slice(0, -1), place.caption])
          : undefined;
        for (const problem of altTextProblems(
          place.title,
          text,
          part,
          typeof caption === "string" ? caption : undefined,
        ))
          issue(problem);
      }
    }
  }
  return issues;
}

/** Every `keyed` map of a words schema: its path in the words and the facts list that keys it. */
function keyedMaps(name: DataTopicName): { path: string[]; keyedBy: string }[] {
  const found: { path: string[]; keyedBy: string }[] = [];
  const walk = (node: Record<string, unknown>, path: string[]) => {
    if (typeof node.keyedBy === "string") found.push({ path, keyedBy: node.keyedBy });
    const properties = node.properties as Record<string, Record<string, unknown>> | undefined;
    for (const [key, child] of Object.entries(properties ?? {})) walk(child, [...path, key]);
  };
  walk(z.toJSONSchema(topicNamed(name).wordsSchema, { unrepresentable: "any" }) as never, []);
  return found;
}
const keyedCache = new Map<DataTopicName, { path: string[]; keyedBy: string }[]>();

/** The values of the schema's rupee facts, as each language writes them ("₹12,345"). */
function formattedPrices(documents: Partial<ContentDocuments>): string[] {
  const prices: string[] = [];
  for (const name of dataTopicNames) {
    const facts = documents[name]?.facts;
    if (!facts) continue;
    for (const { path, value } of numbersOf(facts)) {
      if (!/price|fee|amount|cost/i.test(path.join("."))) continue;
      if (value < 100) continue;
      prices.push(formatters.en.price(value), formatters.hi.price(value));
    }
  }
  return [...new Set(prices)];
}

const isNumber = (at: unknown): at is number => typeof at === "number";

/** Every number of `value` with its path (list items by position). */
const numbersOf = (value: unknown) => leavesOf(value, isNumber, [], true);

const within = (where: string, places: readonly string[] | undefined) =>
  places?.some((place) => where === place || where.startsWith(`${place}.`)) ?? false;

function glossaryApplies(term: GlossaryTerm, where: string): boolean {
  return (!term.scope || within(where, term.scope)) && !within(where, term.except);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A variant as a whole word, or a word start when it ends in "*". */
export function variantPattern(variant: string): RegExp {
  const prefix = variant.endsWith("*");
  const word = escapeRegExp(prefix ? variant.slice(0, -1) : variant);
  return new RegExp(`(?<!${letter})${word}${prefix ? "" : `(?!${letter})`}`, "u");
}
/** The letters each variant's pattern needs in a text, literally ("word*": "word"). */
const variantLetters = new Map(
  glossary.flatMap((term) =>
    term.avoid.map((variant) => [variant, variant.endsWith("*") ? variant.slice(0, -1) : variant]),
  ),
);
const variantPatterns = new Map(
  glossary.flatMap((term) => term.avoid.map((variant) => [variant, variantPattern(variant)])),
);

/** The Latin words of a Hindi text that are not slots, addresses or allowed words. */
export function latinWords(text: string, allowed: ReadonlySet<string>): string[] {
  const words = text
    .replace(/\{\w+\}/g, " ")
    .replace(/\S+@\S+|https?:\/\/\S+|[\w-]*\.(?:example|in|com)\b/g, " ")
    .match(/[A-Za-z][A-Za-z/.-]*[A-Za-z-]|[A-Za-z]/g);
  return (words ?? []).filter((word) => !allowed.has(word));
}

/** Checks the Hindi text of one field: the glossary, the spelling rules, English left in it. */
function hindiIssues(
  topic: DataTopicName,
  path: PathSegment[],
  text: string,
  english: string | undefined,
  allowedLatin: ReadonlySet<string>,
  sameInBoth: readonly string[],
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const where = formatPath([topic, ...path]);
  const issue = (rule: CheckRule, message: string, severity: "error" | "warning" = "error") =>
    issues.push({ topic, part: "hi", path, rule, severity, message });
  for (const term of glossary) {
    // A variant's letters must be in the text for its pattern to match: a search for them
    // first spares the 147 patterns' work on almost every text (most of a check's time).
    let applies: boolean | undefined;
    for (const variant of term.avoid) {
      if (!text.includes(variantLetters.get(variant) as string)) continue;
      applies ??= glossaryApplies(term, where);
      if (!applies) break;
      const match = text.match(variantPatterns.get(variant) as RegExp);
      if (match) issue("glossary", `write ${term.hindi} (${term.english}), not "${match[0]}"`);
    }
  }
  for (const { rule, pattern, example } of spellingRules) {
    const match = text.match(pattern);
    if (match) issue("spelling", `"${match[0]}": ${rule} (${example})`);
  }
  const latin = latinWords(text, allowedLatin);
  const same = english !== undefined && text === english;
  if (same && !sameInBoth.includes(text) && latinWords(english, allowedLatin).length > 0)
    issue("english", "is the English text: translate it");
  else if (latin.length > 0 && !devanagari.test(text.replace(/\{\w+\}/g, "")))
    issue("english", `is in English ("${latin.slice(0, 3).join(" ")}"): translate it`);
  else if (latin.length > 0)
    issue(
      "english",
      `has English words (${latin.slice(0, 5).join(", ")}): write them in Devanagari, unless they are names the glossary keeps in Latin`,
      "warning",
    );
  return issues;
}

/** Compares the Hindi words' shape with the English: lists of the same length, the same keys. */
function shapeIssues(topic: DataTopicName, en: unknown, hi: unknown): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const flag = (path: PathSegment[], message: string) =>
    issues.push({ topic, part: "hi", path, rule: "shape", severity: "error", message });
  const walk = (a: unknown, b: unknown, path: PathSegment[]) => {
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length)
        flag(path, `has ${b.length} items where the English has ${a.length}`);
      a.slice(0, b.length).forEach((item, i) => {
        walk(item, b[i], [...path, i]);
      });
    } else if (a && b && typeof a === "object" && typeof b === "object") {
      for (const key of Object.keys(a))
        if (key in b) walk((a as never)[key], (b as never)[key], [...path, key]);
        else flag([...path, key], "is missing: the English has it");
      for (const key of Object.keys(b))
        if (!(key in a)) flag([...path, key], "is not in the English");
    }
  };
  walk(en, hi, []);
  return issues;
}

/**
 * The rules a document must keep for its pages to be made, past its schema: its topic's own
 * rules (on a document the schema accepts), a list's words for each of its items in both
 * languages, and the Hindi with the English's shape. Cheap (no text is searched): the live
 * content runs them on every stored topic at each revision (server/content/live.ts).
 */
export function structuralIssues(
  topic: DataTopicName,
  doc: TopicDocument,
  schemaAccepts = true,
): ContentIssue[] {
  const definition = topicNamed(topic);
  const issues: ContentIssue[] = [];
  // The topic's own rules across its parts, on a document its schemas accept.
  if (schemaAccepts)
    for (const { part, path, message } of definition.rules(doc))
      issues.push({ topic, part, path, rule: "schema", severity: "error", message });

  // keys: a facts list's words, one entry per item, in both languages.
  keyedCache.set(topic, keyedCache.get(topic) ?? keyedMaps(topic));
  for (const { path, keyedBy } of keyedCache.get(topic) ?? []) {
    const list = valueAt(doc, parsePath(keyedBy));
    const ids = Array.isArray(list) ? list.map((item) => (item as { id: string }).id) : [];
    const known = new Set(ids);
    for (const part of ["en", "hi"] as const) {
      const map = (valueAt(doc[part], path) ?? {}) as Record<string, unknown>;
      for (const id of ids)
        if (!(id in map))
          issues.push({
            topic,
            part,
            path: [...path, id],
            rule: "keys",
            severity: "error",
            message: `the item "${id}" of ${keyedBy} has no words here`,
          });
      for (const key of Object.keys(map))
        if (!known.has(key))
          issues.push({
            topic,
            part,
            path: [...path, key],
            rule: "keys",
            severity: "error",
            message: `no item "${key}" in ${keyedBy}: remove these words or add the item`,
          });
    }
  }

  issues.push(...shapeIssues(topic, doc.en, doc.hi));
  return issues;
}

/** The check of one topic's document; `context` gives the site-wide lists and the library. */
export function checkTopic(
  input: TopicCheckInput,
  context: {
    prices: readonly string[];
    phones: readonly string[];
    library?: ReadonlySet<string>;
  },
): ContentIssue[] {
  const { topic, document, shipped, previous } = input;
  const definition = topicNamed(topic);
  const parsed = parseDocument(topic, document);
  const issues: ContentIssue[] = parsed.ok
    ? []
    : parsed.failures.flatMap(({ part, issues }) =>
        issues.map((issue) => ({
          topic,
          part,
          path: namedPath(document[part], issue.path as PathSegment[]),
          rule: "schema" as const,
          severity: "error" as const,
          message: issue.message,
        })),
      );
  // The other rules read the document as it is, so every finding shows at once.
  const doc: TopicDocument = parsed.ok
    ? parsed.document
    : { facts: document.facts ?? {}, en: document.en ?? {}, hi: document.hi ?? {} };
  issues.push(...structuralIssues(topic, doc, parsed.ok));
  issues.push(...pictureIssues(topic, doc, context.library));

  // Hindi: glossary, spelling, English left in it.
  const allowedLatin = new Set([
    ...latinInHindi,
    ...definition.sameInBoth.flatMap((text) => text.split(/\s+/)),
  ]);
  const englishAt = new Map(stringsOf(doc.en).map(({ path, text }) => [formatPath(path), text]));
  for (const { path, text } of stringsOf(doc.hi)) {
    if (text.length > LONGEST_CHECKED_TEXT) continue;
    issues.push(
      ...hindiIssues(
        topic,
        path,
        text,
        englishAt.get(formatPath(path)),
        allowedLatin,
        definition.sameInBoth,
      ),
    );
  }

  // Placeholder text written into a field, and figures typed where a slot belongs.
  const figures = [...context.prices, ...context.phones];
  for (const part of ["facts", "en", "hi"] as const) {
    const shippedAt = new Map(
      stringsOf(shipped[part]).map(({ path, text }) => [formatPath(path), text]),
    );
    for (const { path, text } of stringsOf(doc[part])) {
      if (shippedAt.get(formatPath(path)) === text || text.length > LONGEST_CHECKED_TEXT) continue;
      for (const { pattern, what } of placeholderPatterns) {
        const match = text.match(pattern);
        if (match)
          issues.push({
            topic,
            part,
            path,
            rule: "placeholder",
            severity: "error",
            message: `"${match[0]}" is ${what}: write the real one`,
          });
      }
      if (part === "facts") continue;
      const figure = figures.find((value) => text.includes(value));
      if (figure)
        issues.push({
          topic,
          part,
          path,
          rule: "slot",
          severity: "error",
          message: `"${figure}" is typed in: the website fills this figure in for you, so put back its part in curly brackets`,
        });
    }
  }

  // An English field changed while its Hindi twin stayed as it was.
  if (previous) {
    const before = (part: "en" | "hi") =>
      new Map(stringsOf(previous[part]).map(({ path, text }) => [formatPath(path), text]));
    const [enBefore, hiBefore] = [before("en"), before("hi")];
    const hiNow = new Map(stringsOf(doc.hi).map(({ path, text }) => [formatPath(path), text]));
    for (const [at, text] of englishAt) {
      const was = enBefore.get(at);
      if (was === undefined || was === text) continue;
      if (hiBefore.get(at) === hiNow.get(at))
        issues.push({
          topic,
          part: "hi",
          path: parsePath(at),
          rule: "outdated",
          severity: "warning",
          message: "the English changed and this did not: check it still says the same",
        });
    }
  }
  return issues;
}

/**
 * The check of a revision: every topic of `documents` (the whole site as it would be live), with
 * placeholders judged against `shipped`, the Hindi out of date against `previous` and chosen
 * pictures against the media library of `options`.
 */
export function checkContent(
  documents: ContentDocuments,
  shipped: ContentDocuments,
  previous?: ContentDocuments,
  topics: readonly DataTopicName[] = dataTopicNames,
  options: CheckOptions = {},
): ContentIssue[] {
  const site = documents.site?.facts as { phoneMobile?: string; phoneDesktop?: string } | undefined;
  const context = {
    prices: formattedPrices(documents),
    phones: [site?.phoneMobile, site?.phoneDesktop].filter((p): p is string => Boolean(p)),
    library: options.library,
  };
  const partOrder = { facts: 0, en: 1, hi: 2 };
  return topics
    .flatMap((topic) =>
      checkTopic(
        {
          topic,
          document: documents[topic] as TopicDocument,
          shipped: shipped[topic] as TopicDocument,
          previous: previous?.[topic] as TopicDocument | undefined,
        },
        context,
      ),
    )
    .map((issue, index) => ({ issue, index }))
    .sort(
      (a, b) =>
        topics.indexOf(a.issue.topic as DataTopicName) -
          topics.indexOf(b.issue.topic as DataTopicName) ||
        partOrder[a.issue.part] - partOrder[b.issue.part] ||
        a.index - b.index,
    )
    .map(({ issue }) => issue);
}
