/** Schema of /services/digital-marketing's words (app/content/en/digital-services.ts and its Hindi twin). */
import { z } from "zod";
import { servicePageCopySchema } from "../app-services/schema";
import { heroCopySchema, linkCopySchema, sectionCopySchema, templateSchema } from "../schema";
import { offeringSchema } from "../web-services/schema";

/** Copy of /services/digital-marketing: hero, two sections, the SEO plan summary, closing band. */
export const digitalMarketingPageSchema = servicePageCopySchema.extend({
  hero: heroCopySchema.omit({ actions: true }),
  sections: z.object({ services: sectionCopySchema, seoPlans: sectionCopySchema }),
  /** A plan's counts in one line, "25 keywords · 50 backlinks · 5 landing pages". */
  planCounts: templateSchema("keywords", "backlinks", "landingPages"),
  comparePlans: linkCopySchema,
});

/** Everything app/content/en/digital-services.ts and its Hindi twin export. */
export const digitalServicesCopySchema = z.object({
  /** The six cards, in the order of ./digital-services.ts. */
  digitalServices: z.array(offeringSchema),
  digitalMarketingPage: digitalMarketingPageSchema,
});
export type DigitalServicesCopy = z.infer<typeof digitalServicesCopySchema>;
