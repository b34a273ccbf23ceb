/**
 * TRANSITION ONLY (issue 38): the agency's facts of ./facts.json, checked and derived, and what
 * each language says about them, for the topics still written as TypeScript modules. Removed
 * with the last of them.
 */
import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import en from "./en.json";
import facts from "./facts.json";
import hi from "./hi.json";
import { siteFactsCopy, site as siteTopic } from "./index";
import { siteFactsSchema, siteWordsSchema } from "./schema";

const parsedFacts = siteFactsSchema.parse(facts);
export const site = siteFactsCopy(parsedFacts);
export const replyTime = { days: site.replyDays };

const siteWordsIn = (locale: Locale, words: unknown) =>
  siteTopic.join({
    facts: parsedFacts,
    words: siteWordsSchema.parse(words),
    locale,
    format: formatters[locale],
    topics: {} as never,
  }).site;

/** What each language says about the agency, as the `site` entry. */
export const siteWordsEn = siteWordsIn("en", en);
export const siteWordsHi = siteWordsIn("hi", hi);
