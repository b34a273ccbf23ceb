/**
 * /services/website-development: its twelve cards (./facts.json: ids and icons) and the words of
 * the cards and the page (./en.json, ./hi.json).
 */
import { fill } from "~/base/template";
import { defineTopic, withWords } from "../engine/topic";
import { quoteActionsOf } from "../shell";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { webServicesFactsSchema, webServicesWordsSchema } from "./schema";

export const webServices = defineTopic({
  name: "webServices",
  title: "Website development",
  description: "The twelve cards and the sections of the Website development page.",
  factsSchema: webServicesFactsSchema,
  wordsSchema: webServicesWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  join: ({ facts, words, format, topics }) => {
    const renewalNotice = format.duration({
      days: topics.policies.facts.clientTerms.renewalNoticeDays,
    });
    const { sections, cta } = words.websiteDevelopmentPage;
    return {
      webServices: {
        /** The twelve cards in the order of the facts, each with its words. */
        webServices: withWords(facts.webServices, words.cards).map((card) => ({
          ...card,
          description: fill(card.description, { renewalNotice }),
        })),
        websiteDevelopmentPage: {
          hero: {
            eyebrow: topics.services.words.servicePageEyebrow,
            /** The buttons that jump to the two sections carry their eyebrows. */
            actions: { services: sections.services.eyebrow, projects: sections.projects.eyebrow },
          },
          sections,
          cta: { ...cta, ...quoteActionsOf(topics.shell) },
        },
      },
    };
  },
});

/** What /services/website-development shows, in one language. */
export type WebServicesCopy = ReturnType<typeof webServices.join>["webServices"];
