/** Schemas of /services/digital-marketing: its words (./en.ts and its Hindi twin) and its copy. */
import { z } from "zod";
import {
  byId,
  heroCopySchema,
  linkCopySchema,
  sectionCopySchema,
  servicePageCopySchema,
  templateSchema,
} from "../schema";
import { offeringSchema, offeringWordsSchema } from "../web-services/schema";
import { digitalServiceFacts } from "./facts";

/** Copy of /services/digital-marketing: hero, two sections, the SEO plan summary, closing band. */
export const digitalMarketingPageSchema = servicePageCopySchema.extend({
  hero: heroCopySchema.omit({ actions: true }),
  sections: z.object({ services: sectionCopySchema, seoPlans: sectionCopySchema }),
  /** A plan's counts in one line, "25 keywords · 50 backlinks · 5 landing pages". */
  planCounts: templateSchema("keywords", "backlinks", "landingPages"),
  comparePlans: linkCopySchema,
});

/**
 * The words of ./en.ts and its Hindi twin: each card's, by the id of ./facts.ts, and the page's.
 */
export const digitalServicesWordsSchema = z.object({
  cards: byId(
    digitalServiceFacts.map((card) => card.id),
    offeringWordsSchema,
  ),
  digitalMarketingPage: digitalMarketingPageSchema,
});
export type DigitalServicesWords = z.infer<typeof digitalServicesWordsSchema>;

/** What /services/digital-marketing shows: the cards' words joined to their facts. */
export const digitalServicesCopySchema = z.object({
  /** The six cards, in the order of ./facts.ts. */
  digitalServices: z.array(offeringSchema),
  digitalMarketingPage: digitalMarketingPageSchema,
});
export type DigitalServicesCopy = z.infer<typeof digitalServicesCopySchema>;
