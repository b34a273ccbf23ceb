/**
 * /services/digital-marketing: its six cards (./facts.json: ids and icons), the social networks
 * the agency posts on for clients (quoted by /pricing and /career too) and the words of the cards
 * and the page (./en.json, ./hi.json).
 */
import { fill } from "~/base/template";
import { defineTopic, withWords } from "../engine/topic";
import { quoteActionsOf } from "../shell";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { digitalServicesFactsSchema, digitalServicesWordsSchema } from "./schema";

export const digitalServices = defineTopic({
  name: "digitalServices",
  title: "Digital marketing",
  description:
    "The six cards, the SEO plans' summary and the sections of the Digital marketing page.",
  factsSchema: digitalServicesFactsSchema,
  wordsSchema: digitalServicesWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  join: ({ facts, words, format, topics }) => {
    const { sections, planCounts, comparePlans, cta } = words.digitalMarketingPage;
    return {
      digitalServices: {
        /** The six cards in the order of the facts, each with its words. */
        digitalServices: withWords(facts.digitalServices, words.cards).map((card) => ({
          ...card,
          description: fill(card.description, {
            networks: format.list(facts.socialNetworks, "and"),
          }),
        })),
        digitalMarketingPage: {
          hero: { eyebrow: topics.services.words.servicePageEyebrow },
          sections: {
            services: {
              ...sections.services,
              intro: fill(sections.services.intro, {
                serviceCount: format.countWordCapital(facts.digitalServices.length),
              }),
            },
            seoPlans: sections.seoPlans,
          },
          /** Filled by the page with each plan's counts. */
          planCounts,
          comparePlans: { label: comparePlans.label, to: facts.comparePlansHref },
          cta: { ...cta, ...quoteActionsOf(topics.shell) },
        },
      },
    };
  },
});

/** What /services/digital-marketing shows, in one language. */
export type DigitalServicesCopy = ReturnType<typeof digitalServices.join>["digitalServices"];
