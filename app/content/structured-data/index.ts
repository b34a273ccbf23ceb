/**
 * The words of the JSON-LD search engines read (app/lib/pages/structured-data/ builds it): names
 * of things that have no visible heading of their own. The join adds what comes from other
 * topics: the brand (in the price list's name), the country (the site topic's words) and the
 * services' names (the services topic's).
 */
import { fill } from "~/base/template";
import { noFacts } from "../engine/fields";
import { defineTopic, wordsOf } from "../engine/topic";
import en from "./en.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { type StructuredDataCopy, structuredDataWordsSchema } from "./schema";

export const structuredData = defineTopic({
  name: "structuredData",
  title: "Search engines' words",
  description:
    "Names search engines read about the pages, never shown on them: the first step of the page trail, the price lists, the programmes' fees.",
  factsSchema: noFacts,
  wordsSchema: structuredDataWordsSchema,
  shipped: { en, hi },
  join: ({ words, topics }) => {
    const service = (id: string) => wordsOf(topics.services.words.cards, id).title;
    const copy: StructuredDataCopy = {
      breadcrumbHome: words.breadcrumbHome,
      country: topics.site.words.country,
      pricing: {
        catalog: fill(words.pricing.catalog, { brand: topics.site.facts.brandName }),
        graphic: words.pricing.graphic,
        app: service("app-development"),
        website: service("website-development"),
        marketing: service("digital-marketing"),
        perMonth: words.pricing.perMonth,
      },
      course: words.course,
    };
    return { structuredData: copy };
  },
});
