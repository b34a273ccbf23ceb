/**
 * zod schema of the JSON-LD's own words (app/content/structured-data/en.ts and its Hindi twin):
 * names of things that have no visible heading of their own.
 */
import { z } from "zod";

const text = z.string().min(1);

export const structuredDataCopySchema = z.object({
  structuredDataCopy: z.object({
    /** The first step of every breadcrumb trail. */
    breadcrumbHome: text,
    /** The agency's area served. */
    country: text,
    pricing: z.object({
      catalog: text,
      /** One catalog per price list on /pricing. */
      graphic: text,
      app: text,
      website: text,
      marketing: text,
      /** The unit of a monthly plan's price. */
      perMonth: text,
    }),
    course: z.object({
      fee: text,
      registrationFee: text,
      free: text,
      paid: text,
      certificate: text,
    }),
  }),
});
export type StructuredDataCopy = z.infer<typeof structuredDataCopySchema>["structuredDataCopy"];
