/** Schemas of /pricing (docs/requirements.md): starting prices and the monthly SEO plans. */
import { z } from "zod";
import { linkCopySchema, pageCopySchema, sectionCopySchema } from "./sections.schema";

const slug = z.string().regex(/^[a-z0-9-]+$/);
/** Whole rupees. */
const rupees = z.number().int().positive();

/** A service priced "from": a graphic design item or the app development package. */
export const startingPriceSchema = z.object({
  id: slug,
  name: z.string().min(3).max(40),
  price: rupees,
  description: z.string().min(20).max(160),
});
export type StartingPrice = z.infer<typeof startingPriceSchema>;

/** A package with a feature list (apps, websites). */
export const packageSchema = startingPriceSchema.extend({
  /** e.g. "10–15 pages". */
  scope: z.string().min(3).max(30).optional(),
  features: z.array(z.string().min(5).max(60)).min(3).max(7),
});
export type Package = z.infer<typeof packageSchema>;

export const supportChannelSchema = z.enum(["email", "phone", "chat", "meeting"]);
export type SupportChannel = z.infer<typeof supportChannelSchema>;

/** Pricing plan (docs/requirements.md): name, monthly price, features with included markers. */
export const seoPlanSchema = z.object({
  id: slug,
  name: z.string().min(3).max(30),
  monthlyPrice: rupees,
  keywords: z.number().int().positive(),
  backlinks: z.number().int().positive(),
  landingPages: z.number().int().positive(),
  features: z.array(z.object({ label: z.string().min(5).max(60), included: z.boolean() })).min(4),
  support: z.array(supportChannelSchema).min(1),
  popular: z.boolean().default(false),
});
export type SeoPlan = z.input<typeof seoPlanSchema>;

const label = z.string().min(2);

/** Words around a price and a plan feature, and the labels of the plan cards. */
export const pricingLabelsSchema = z.object({
  price: z.object({ startingAt: label, perMonth: label }),
  feature: z.object({ included: label, notIncluded: label }),
  planCard: z.object({
    getQuote: linkCopySchema,
    mostPopular: label,
    stats: z.object({ keywords: label, backlinks: label, landingPages: label }),
    support: label,
    contact: label,
  }),
});

/** Copy of /pricing: the four sections, whose eyebrows are also the hero's jump links. */
export const pricingPageSchema = pageCopySchema.extend({
  sections: z.object({
    graphic: sectionCopySchema,
    app: sectionCopySchema,
    website: sectionCopySchema,
    digital: sectionCopySchema,
  }),
});
