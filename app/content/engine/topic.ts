/**
 * A topic of the content layer: one folder (app/content/pricing/, app/content/home/…) with its
 * data files, which hold no code (docs/decisions/0017-words-as-data.md):
 *
 *   facts.json   what is the same in every language: prices, counts, ids, icons (optional)
 *   en.json      the English words, with a named slot ("from {price}") for every figure
 *   hi.json      the Hindi words, in the English words' shape
 *
 * and its code: schema.ts (the whole rule of the facts and the words, with a label and a line of
 * help for every field) and index.ts, which calls `defineTopic` below with its join: the function
 * that fills the words' slots from the facts (its own and other topics') and returns what the
 * dictionary holds for the topic, its entries.
 *
 * The files as shipped are the site's first revision; staff publish later ones into the
 * database (server/content/), and the join runs again on whatever is live (./content.ts).
 */
import type { z } from "zod";
import type { Formatter } from "~/base/format";
import type { Locale } from "~/base/locale";
import type { DocumentPart, TopicDocument } from "./document";
import type { EditorSectionSpec } from "./editor-sections";
import type { LaunchCheckItem } from "./launch-check";
import type { PathSegment } from "./paths";

/**
 * A rule that reads more than one part of a topic's document (the words' slots against the
 * figures the facts give), which no one schema can check: the field it names and why.
 */
export interface DocumentRuleIssue {
  part: DocumentPart;
  /** The field, within its part; list items by id. */
  path: PathSegment[];
  message: string;
}

/** What a join reads of another topic: its facts, and its words in the join's language. */
export interface TopicView<Facts = unknown, Words = unknown> {
  facts: Facts;
  words: Words;
}

/**
 * Every topic's facts and words, as a join reads them. Empty here: the registry of topics
 * (app/content/topics.ts) fills it in from the topics' schemas, so the engine names no topic.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the registry's module augmentation
export interface TopicViews {}

export interface JoinInput<Facts, Words> {
  facts: Facts;
  words: Words;
  locale: Locale;
  /** The language's formatter: prices, counts, hours and dates as that language writes them. */
  format: Formatter;
  /** Every topic's facts and words (in this language), for the slots a topic fills from others. */
  topics: TopicViews;
}

export interface Topic<
  Name extends string = string,
  Facts = unknown,
  Words = unknown,
  Copy = object,
> {
  name: Name;
  /** What staff see in the editor's list: "Prices", "Home page". */
  title: string;
  /** One line: which pages show it. */
  description: string;
  /** The rule of facts.json (an empty object for a topic without facts). */
  factsSchema: z.ZodType<Facts>;
  /** The rule of en.json and hi.json. */
  wordsSchema: z.ZodType<Words>;
  /** The files as shipped, not yet checked (./content.ts parses them). */
  shipped: { facts: unknown; en: unknown; hi: unknown };
  join(input: JoinInput<Facts, Words>): Copy;
  /**
   * Words a Hindi page keeps as they are (product names, initials): the publish check lets these
   * equal their English twin.
   */
  sameInBoth: readonly string[];
  /** What launch-check lists of it until settled (its launch-check.ts). */
  launchCheck: readonly LaunchCheckItem[];
  /**
   * How the editor groups its fields for staff (its editor-sections.ts): one section per thing a
   * visitor sees, whichever part stores each field. Empty: the editor's sections follow the
   * schemas.
   */
  editorSections: readonly EditorSectionSpec[];
  /**
   * The rules across its parts, run by the publish check on a document its schemas accept (so
   * the join never meets what they forbid).
   */
  rules(document: TopicDocument<Facts, Words>): DocumentRuleIssue[];
}

/** Declares a topic (its index.ts). */
export function defineTopic<const Name extends string, Facts, Words, Copy>(topic: {
  name: Name;
  title: string;
  description: string;
  factsSchema: z.ZodType<Facts>;
  wordsSchema: z.ZodType<Words>;
  shipped: { facts?: unknown; en: unknown; hi: unknown };
  join: (input: JoinInput<Facts, Words>) => Copy;
  sameInBoth?: readonly string[];
  launchCheck?: readonly LaunchCheckItem[];
  editorSections?: readonly EditorSectionSpec[];
  rules?: (document: TopicDocument<Facts, Words>) => DocumentRuleIssue[];
}): Topic<Name, Facts, Words, Copy> {
  return {
    ...topic,
    shipped: { facts: topic.shipped.facts ?? {}, en: topic.shipped.en, hi: topic.shipped.hi },
    sameInBoth: topic.sameInBoth ?? [],
    launchCheck: topic.launchCheck ?? [],
    editorSections: topic.editorSections ?? [],
    rules: topic.rules ?? (() => []),
  };
}

/**
 * The words of a facts list's item, found by the item's id (a `keyed` map of the schema). The
 * publish check makes every id have its words, so a missing one is a bug, not a visitor's problem.
 */
export function wordsOf<Item>(map: Record<string, Item>, id: string): Item {
  const item = map[id];
  if (item === undefined) throw new Error(`no words for the item "${id}"`);
  return item;
}

/** Each fact of a list with its words in one language, found by the fact's id. */
export function withWords<Fact extends { id: string }, Words extends object>(
  facts: readonly Fact[],
  words: Record<string, Words>,
): (Fact & Words)[] {
  return facts.map((fact) => ({ ...fact, ...wordsOf(words, fact.id) }));
}
