/**
 * Schemas of /pricing (docs/requirements.md): the words of each language
 * (`pricingWordsSchema`: app/content/pricing/en.ts and its Hindi twin) and what a page shows,
 * the words joined to the figures of ./facts.ts (`PricingCopy`, built by ./index.ts).
 */
import { z } from "zod";
import { byId, linkCopySchema, pageCopySchema, sectionCopySchema, templateSchema } from "../schema";
import {
  graphicPrices,
  type SeoPlanId,
  type SupportChannel,
  seoPlans,
  supportChannels,
  websitePackages,
} from "./facts";

const label = z.string().min(2);
const name = z.string().min(3).max(40);
const description = z.string().min(20).max(160);
const features = z.array(z.string().min(5).max(60)).min(3).max(7);

export const pricingWordsSchema = z.object({
  graphic: byId(
    graphicPrices.map((g) => g.id),
    z.object({ name, description }),
  ),
  app: z.object({ name, description, features }),
  websites: byId(
    websitePackages.map((w) => w.id),
    z.object({ name, description, features }),
  ),
  /** A website package's size: "10–15 pages". */
  pageRange: templateSchema("min", "max"),
  support: byId(supportChannels, label),
  seoPlanNames: byId(
    seoPlans.map((p) => p.id),
    name,
  ),
  /** The features of the SEO plans, without a figure and with one where a plan has it. */
  seoFeatures: z.object({
    reports: label,
    gmb: label,
    blogs: label,
    blogsCount: templateSchema("count"),
    bookmarking: label,
    bookmarkingCount: templateSchema("count"),
    socialPosts: label,
    socialPostsCount: templateSchema("count", "networks"),
  }),
  planCardCopy: z.object({
    getQuote: linkCopySchema,
    mostPopular: label,
    stats: z.object({ keywords: label, backlinks: label, landingPages: label }),
    support: label,
    contact: label,
    contactLabel: templateSchema("plan"),
  }),
  /** Copy of /pricing: the four sections, whose eyebrows are also the hero's jump links. */
  pricingPage: pageCopySchema.extend({
    sections: z.object({
      graphic: sectionCopySchema,
      app: sectionCopySchema,
      website: sectionCopySchema,
      digital: sectionCopySchema,
    }),
  }),
});
export type PricingWords = z.infer<typeof pricingWordsSchema>;

/** A service priced "from": a graphic design item or the app development package. */
export interface StartingPrice {
  id: string;
  name: string;
  /** Formatted: "₹1,23,456". */
  price: string;
  description: string;
}

/** A package with a feature list (apps, websites). */
export interface Package extends StartingPrice {
  /** e.g. "10–15 pages". */
  scope?: string;
  features: string[];
}

export interface PlanFeature {
  label: string;
  included: boolean;
}

/** A monthly SEO plan as its card shows it. */
export interface SeoPlan {
  id: SeoPlanId;
  name: string;
  /** Formatted: "₹12,345". */
  monthlyPrice: string;
  keywords: number;
  backlinks: number;
  landingPages: number;
  features: PlanFeature[];
  /** Every support channel, marked included or not. */
  support: (PlanFeature & { id: SupportChannel })[];
  popular: boolean;
}

/** What /pricing and the pages that quote its prices show, in one language. */
export interface PricingCopy {
  graphicPrices: StartingPrice[];
  appPackage: Package;
  websitePackages: Package[];
  seoPlans: SeoPlan[];
  planCardCopy: PricingWords["planCardCopy"];
  pricingPage: PricingWords["pricingPage"];
}
