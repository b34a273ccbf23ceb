/**
 * TRANSITION ONLY (issue 38): the words of the shell and of the topics converted with it, as
 * the topics still written as TypeScript import them (their old en.ts, hi.ts, facts.ts), made
 * by the joins from the shipped files. Removed with the last of those topics.
 */
import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import { site } from "../site";
import type { Topic, TopicView } from "../topic";
import { shell } from "./index";

/** A data topic's shipped files, checked, as a join reads them in `locale`. */
export function shippedView<Facts, Words>(
  topic: Topic<string, Facts, Words, object>,
  locale: Locale,
): TopicView<Facts, Words> {
  return {
    facts: topic.factsSchema.parse(topic.shipped.facts),
    words: topic.wordsSchema.parse(topic.shipped[locale]),
  };
}

/** A data topic's entries in `locale`, its join given the views of the topics it reads. */
export function shippedCopy<Facts, Words, Copy extends object>(
  topic: Topic<string, Facts, Words, Copy>,
  locale: Locale,
  topics: Partial<Record<string, TopicView>>,
): Copy {
  const { facts, words } = shippedView(topic, locale);
  return topic.join({ facts, words, locale, format: formatters[locale], topics: topics as never });
}

/** The shell's entries in `locale`, under the names its old modules exported. */
export function shellModule(locale: Locale) {
  const copy = shippedCopy(shell, locale, { site: shippedView(site, locale) });
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
