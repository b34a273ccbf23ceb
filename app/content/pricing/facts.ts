/**
 * TRANSITION ONLY (issue 38): the figures of ./facts.json, checked, under the names the topics
 * still written as TypeScript import (home quotes the "from" prices). Removed with the last of
 * them; the site reads the prices from the dictionary's `pricing` entry.
 */
import facts from "./facts.json";
import { fromPriceAmounts } from "./index";
import { pricingFactsSchema, type SeoPlanId } from "./schema";

const parsed = pricingFactsSchema.parse(facts);

export const graphicPrices = parsed.graphicPrices;
export const appPackage = { id: "app-development", ...parsed.appPackage } as const;
export const websitePackages = parsed.websitePackages;
export const seoPlans = parsed.seoPlans;
export const popularSeoPlan: SeoPlanId | null =
  parsed.seoPlans.find((plan) => plan.popular)?.id ?? null;
/** The "from" prices quoted in page descriptions and answers, derived from the lists above. */
export const fromPrices = fromPriceAmounts(parsed);
export {
  type GraphicPriceId,
  type SeoFeature,
  type SeoPlanId,
  type SupportChannel,
  seoFeatures,
  supportChannels,
  type WebsitePackageId,
} from "./schema";
