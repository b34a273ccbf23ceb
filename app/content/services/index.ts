/**
 * The four services: their facts (./facts.json) and words (./en.json, ./hi.json), for their
 * cards and menu entries, /services, and what the four service pages share.
 */
import { fill } from "~/base/template";
import { defineTopic, withWords } from "../engine/topic";
import { quoteActionsOf } from "../shell";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { servicesFactsSchema, servicesWordsSchema } from "./schema";

export const services = defineTopic({
  name: "services",
  title: "Services",
  description:
    "The four services' names and summaries (on the home page, the menus, the footer and the Services page) and the Services page's own words.",
  factsSchema: servicesFactsSchema,
  wordsSchema: servicesWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  join: ({ facts, words, format, topics }) => ({
    services: {
      /** The four services in the order of the facts, each with its words. */
      services: withWords(facts.services, words.cards),
      serviceCardCopy: words.serviceCardCopy,
      servicePageEyebrow: words.servicePageEyebrow,
      servicesPage: {
        hero: words.servicesPage.hero,
        listHeading: fill(words.servicesPage.listHeading, {
          serviceCount: format.countWord(facts.services.length),
        }),
        cta: { ...words.servicesPage.cta, ...quoteActionsOf(topics.shell) },
      },
    },
  }),
});

/** What the services' join gives the dictionary, in one language. */
export type ServicesCopy = ReturnType<typeof services.join>["services"];

/** One service as its card, its menu entry and its page show it. */
export type Service = ServicesCopy["services"][number];
