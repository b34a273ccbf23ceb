/**
 * A topic of the content layer: one folder (app/content/pricing/, app/content/home/…) with its
 * facts (facts.ts, the same in every language), the shape of its words (schema.ts), its words in
 * each language (en.ts, hi.ts) and its join (index.ts), which calls `defineTopic` below. The
 * dictionary is the list of topics (./dictionary.server.ts).
 *
 * Words meet facts in one place, a topic's `join`, run here once per language when the server
 * starts: the formatter of that language writes the figures, and what the join returns is what
 * the dictionary holds for the topic (one or more of its entries).
 */
import type { ZodType } from "zod";
import { type Formatter, formatters } from "~/base/format";
import { type Locale, locales } from "~/base/locale";

export interface Topic<Words, Copy> {
  /** The shape the English and the Hindi words must both have: the content tests parse them. */
  schema: ZodType;
  /** The words of each language, as ./en.ts and ./hi.ts give them. */
  words: Record<Locale, Words>;
  /** What the dictionary holds for the topic in each language: the words joined to the facts. */
  copy: Record<Locale, Copy>;
  /**
   * English strings a Hindi page keeps as they are (product names, initials): the content tests
   * let these equal their English twin.
   */
  sameInBoth: readonly string[];
}

export function defineTopic<Words, Copy>(topic: {
  schema: ZodType;
  en: Words;
  hi: Words;
  join: (words: Words, format: Formatter, locale: Locale) => Copy;
  sameInBoth?: readonly string[];
}): Topic<Words, Copy> {
  const words: Record<Locale, Words> = { en: topic.en, hi: topic.hi };
  const copy = Object.fromEntries(
    locales.map((locale) => [locale, topic.join(words[locale], formatters[locale], locale)]),
  ) as Record<Locale, Copy>;
  return { schema: topic.schema, words, copy, sameInBoth: topic.sameInBoth ?? [] };
}

/** Each fact of a list with its words in one language, found by the fact's id. */
export function withWords<Fact extends { id: string }, Words extends Record<Fact["id"], object>>(
  facts: readonly Fact[],
  words: Words,
): (Fact & Words[Fact["id"]])[] {
  return facts.map((fact) => ({ ...fact, ...words[fact.id as Fact["id"]] }));
}
