/**
 * /services/app-development: its eight cards and Why Choose Us reasons (./facts.json: ids and
 * icons) and the words of the cards, the reasons and the page (./en.json, ./hi.json).
 */
import { fill } from "~/base/template";
import { defineTopic, withWords } from "../engine/topic";
import { quoteActionsOf } from "../shell";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { appServicesFactsSchema, appServicesWordsSchema } from "./schema";

export const appServices = defineTopic({
  name: "appServices",
  title: "App development",
  description:
    "The eight cards, the Why Choose Us list and the sections of the App development page.",
  factsSchema: appServicesFactsSchema,
  wordsSchema: appServicesWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  join: ({ facts, words, format, topics }) => {
    const { sections, cta } = words.appDevelopmentPage;
    return {
      appServices: {
        /** The eight cards in the order of the facts, each with its words. */
        appServices: withWords(facts.appServices, words.cards),
        appWhyChooseUs: withWords(facts.reasons, words.reasons),
        appDevelopmentPage: {
          hero: { eyebrow: topics.services.words.servicePageEyebrow },
          sections: {
            services: sections.services,
            projects: {
              ...sections.projects,
              intro: fill(sections.projects.intro, {
                appCount: format.countWordCapital(topics.work.facts.apps.length),
              }),
            },
            whyChooseUs: sections.whyChooseUs,
          },
          cta: { ...cta, ...quoteActionsOf(topics.shell) },
        },
      },
    };
  },
});

/** What /services/app-development shows, in one language. */
export type AppServicesCopy = ReturnType<typeof appServices.join>["appServices"];
