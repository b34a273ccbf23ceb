/**
 * TRANSITION ONLY (issue 38): the shell's words as the topics still written as TypeScript
 * import them (./en.ts, ./hi.ts), made by the shell's join from ./facts.json, ./en.json and
 * ./hi.json and the agency's files. Removed with the last of those topics.
 */
import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import siteEn from "../site/en.json";
import siteFacts from "../site/facts.json";
import siteHi from "../site/hi.json";
import { siteFactsSchema, siteWordsSchema } from "../site/schema";
import en from "./en.json";
import facts from "./facts.json";
import hi from "./hi.json";
import { shell } from "./index";
import { shellFactsSchema, shellWordsSchema } from "./schema";

/** The shell's entries in `locale`, under the names its old modules exported. */
export function shellModule(locale: Locale) {
  const copy = shell.join({
    facts: shellFactsSchema.parse(facts),
    words: shellWordsSchema.parse(locale === "en" ? en : hi),
    locale,
    format: formatters[locale],
    topics: {
      site: {
        facts: siteFactsSchema.parse(siteFacts),
        words: siteWordsSchema.parse(locale === "en" ? siteEn : siteHi),
      },
    } as never,
  });
  return {
    ui: copy.ui,
    navigation: copy.navigation,
    themeSwitch: copy.theme,
    promo: copy.promo,
    carouselCopy: copy.carousel,
    quoteActions: copy.sections.quoteActions,
    contactLabels: copy.sections.contactLabels,
    exploreServices: copy.sections.exploreServices,
  };
}
