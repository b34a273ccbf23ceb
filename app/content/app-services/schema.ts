/**
 * Schemas of /services/app-development (./en.ts and its Hindi twin) and
 * of the 'Why Choose Us' reasons it shares with /paid-internship.
 */
import { z } from "zod";
import { byId, heroCopySchema, sectionCopySchema, servicePageCopySchema } from "../schema";
import { offeringSchema, offeringWordsSchema } from "../web-services/schema";
import { appReasonIds, appServiceFacts } from "./facts";

/** One reason in the 'Why Choose Us' list. */
export const reasonSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3).max(48),
  text: z.string().min(30).max(200),
});
export type Reason = z.infer<typeof reasonSchema>;
/** What each language says for a reason; its id is a fact. */
export const reasonWordsSchema = reasonSchema.pick({ title: true, text: true });

/** Copy of /services/app-development: hero, three sections and the closing call to action. */
export const appDevelopmentPageSchema = servicePageCopySchema.extend({
  hero: heroCopySchema.omit({ actions: true }),
  sections: z.object({
    services: sectionCopySchema,
    projects: sectionCopySchema,
    whyChooseUs: sectionCopySchema,
  }),
});

/** The words of ./en.ts and its Hindi twin: each card's and reason's, by the ids of ./facts.ts. */
export const appServicesWordsSchema = z.object({
  cards: byId(
    appServiceFacts.map((card) => card.id),
    offeringWordsSchema,
  ),
  reasons: byId(appReasonIds, reasonWordsSchema),
  appDevelopmentPage: appDevelopmentPageSchema,
});
export type AppServicesWords = z.infer<typeof appServicesWordsSchema>;

/** What /services/app-development shows: the words joined to the facts. */
export const appServicesCopySchema = z.object({
  /** The eight cards, in the order of ./facts.ts. */
  appServices: z.array(offeringSchema),
  appWhyChooseUs: z.array(reasonSchema),
  appDevelopmentPage: appDevelopmentPageSchema,
});
export type AppServicesCopy = z.infer<typeof appServicesCopySchema>;
