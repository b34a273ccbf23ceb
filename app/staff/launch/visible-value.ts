/**
 * What a launch-check item says, as a visitor reads it on the site (the owners' launch page,
 * /admin/launch): sentences with their slots filled, lists by their visible titles, pictures as
 * "a picture chosen" or "no picture yet"; never an id, a slot token or a field's inner name.
 *
 * A slot is filled from the site as it is built: the sentence's template is matched against every
 * text the pages show (the built dictionary), so the figure is the one visitors see. A sentence the
 * pages never show whole keeps a plain gap ("…") where a figure goes.
 */

/** Keys whose value is the visible name of a list item, best first. */
const titleKeys = [
  "title",
  "name",
  "graphicTitle",
  "question",
  "heading",
  "label",
  "network",
  "personName",
  "text",
  "description",
];

/** Keys that hold no visible words: ids, icons, colours, picture references, addresses. */
const hiddenKey =
  /^(id|slug|icon|tone|hue|initials|monogram|imgSrc|img_path|image|photo|href|url|hash|decorative)$|Alt$|Picture$/;

/** A picture field: a reference to the media library, or none yet. */
function isPicture(value: unknown): value is { hash: string | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    "hash" in value &&
    "decorative" in value &&
    Object.keys(value).length <= 3
  );
}

const slotPattern = /\{(\w*)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Every string the built pages show, once each (the dictionary walked). */
export function visibleStrings(dictionary: unknown): string[] {
  const out = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 12) return;
    if (typeof value === "string") out.add(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, depth + 1);
    else if (value && typeof value === "object")
      for (const item of Object.values(value)) walk(item, depth + 1);
  };
  walk(dictionary, 0);
  return [...out];
}

export interface VisibleContext {
  /** Every string the built English pages show (`visibleStrings`). */
  shown: readonly string[];
  /** The topic's English words: a list item of the facts named by id takes its title from them. */
  words: unknown;
  /** Plain words for a picture field. */
  picture: { chosen: string; missing: string };
}

/** A sentence with slots as the pages show it; a gap (…) where no shown text matches. */
export function filledSentence(sentence: string, shown: readonly string[]): string {
  if (!/\{\w*\}/.test(sentence)) return sentence;
  const parts = sentence.split(slotPattern);
  // split keeps the slot names at odd indices: the text between them is matched as it is.
  const pattern = new RegExp(
    `^${parts.map((part, i) => (i % 2 === 1 ? "([\\s\\S]+?)" : escapeRegExp(part))).join("")}$`,
  );
  const match = shown.find((text) => pattern.test(text));
  return match ?? sentence.replace(slotPattern, "…");
}

/** The title a list item shows, from itself or, for facts named by id, from the topic's words. */
function titleOf(item: Record<string, unknown>, context: VisibleContext): string | null {
  for (const key of titleKeys) {
    const value = item[key];
    if (typeof value === "string" && value.trim()) return filledSentence(value, context.shown);
  }
  if (typeof item.id === "string") {
    const named = findById(context.words, item.id, 0);
    if (named) return titleOf(named, { ...context, words: undefined });
  }
  for (const [key, value] of Object.entries(item))
    if (typeof value === "string" && value.trim() && !hiddenKey.test(key))
      return filledSentence(value, context.shown);
  return null;
}

/** The words of the list item `id` anywhere in `words` (a keyed map entry, or an item with it). */
function findById(words: unknown, id: string, depth: number): Record<string, unknown> | null {
  if (!words || typeof words !== "object" || depth > 6) return null;
  if (!Array.isArray(words)) {
    const direct = (words as Record<string, unknown>)[id];
    if (direct && typeof direct === "object" && !Array.isArray(direct))
      return direct as Record<string, unknown>;
  }
  for (const value of Object.values(words)) {
    if (
      Array.isArray(words) &&
      value &&
      typeof value === "object" &&
      (value as { id?: unknown }).id === id
    )
      return value as Record<string, unknown>;
    const found = findById(value, id, depth + 1);
    if (found) return found;
  }
  return null;
}

/** An object of plain values as one phrase: "Monday – Saturday, 10:00 – 19:00", "1 years". */
function phraseOf(value: Record<string, unknown>): string {
  const plain = Object.entries(value).filter(
    ([key, item]) => !hiddenKey.test(key) && (typeof item === "string" || typeof item === "number"),
  );
  const get = (key: string) => value[key];
  const pairs: string[] = [];
  const used = new Set<string>();
  for (const [from, to] of [
    ["from", "to"],
    ["opens", "closes"],
    ["min", "max"],
  ] as const)
    if (get(from) !== undefined && get(to) !== undefined) {
      pairs.push(`${String(get(from))} – ${String(get(to))}`);
      used.add(from).add(to);
    }
  const rest = plain.filter(([key]) => !used.has(key)).map(([, item]) => String(item));
  return [pairs.join(", "), rest.join(" ")].filter(Boolean).join(", ");
}

/** One field's value as the visitor sees it: a line per list item, at most `max` lines. */
export function visibleLines(value: unknown, context: VisibleContext): string[] {
  if (value === undefined || value === null || value === "") return [];
  if (typeof value === "string") return [filledSentence(value, context.shown)];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (isPicture(value)) return [value.hash ? context.picture.chosen : context.picture.missing];
  const entries = Array.isArray(value)
    ? value
    : Object.values(value as Record<string, unknown>).filter((item) => item !== undefined);
  if (!Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    // A single thing (a section, a person, the hours): its title, or its plain values.
    const title = titleOf(record, { ...context, words: undefined });
    const isMap = entries.every((item) => item && typeof item === "object");
    if (!isMap) {
      if (title && (typeof record.title === "string" || typeof record.name === "string"))
        return [title];
      const paired = ["from", "opens", "min"].some((key) => key in record);
      // Words by key (a label per number, a title per post): a line each.
      if (!paired && entries.every((item) => typeof item === "string"))
        return entries.map((item) => filledSentence(item as string, context.shown));
      if (entries.every((item) => typeof item !== "object")) return [phraseOf(record)];
      return title ? [title] : [];
    }
  }
  if (entries.every((item) => typeof item !== "object"))
    return [entries.map((item) => filledSentence(String(item), context.shown)).join(", ")];
  return entries.flatMap((item) => {
    if (isPicture(item)) return [item.hash ? context.picture.chosen : context.picture.missing];
    if (Array.isArray(item)) return visibleLines(item, context);
    if (item && typeof item === "object") {
      const title = titleOf(item as Record<string, unknown>, context);
      return title ? [title] : [];
    }
    return item === undefined || item === null ? [] : [String(item)];
  });
}
