/**
 * Schemas of /services/app-development (app/content/en/app-services.ts and its Hindi twin) and
 * of the 'Why Choose Us' reasons it shares with /paid-internship.
 */
import { z } from "zod";
import { callToActionSchema, heroCopySchema, pageCopySchema, sectionCopySchema } from "../schema";
import { offeringSchema } from "../web-services/schema";

/** One reason in the 'Why Choose Us' list. */
export const reasonSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3).max(48),
  text: z.string().min(30).max(200),
});
export type Reason = z.infer<typeof reasonSchema>;
/** What each language says for a reason; its id is a fact. */
export type ReasonWords = Pick<Reason, "title" | "text">;

/** Copy of a service page built from the section blocks, closing with a call to action. */
export const servicePageCopySchema = pageCopySchema.extend({ cta: callToActionSchema });

/** Copy of /services/app-development: hero, three sections and the closing call to action. */
export const appDevelopmentPageSchema = servicePageCopySchema.extend({
  hero: heroCopySchema.omit({ actions: true }),
  sections: z.object({
    services: sectionCopySchema,
    projects: sectionCopySchema,
    whyChooseUs: sectionCopySchema,
  }),
});

/** Everything app/content/en/app-services.ts and its Hindi twin export. */
export const appServicesCopySchema = z.object({
  /** The eight cards, in the order of ./app-services.ts. */
  appServices: z.array(offeringSchema),
  appWhyChooseUs: z.array(reasonSchema),
  appDevelopmentPage: appDevelopmentPageSchema,
});
export type AppServicesCopy = z.infer<typeof appServicesCopySchema>;

export { offeringSchema };
