/**
 * Joins the pricing words of one language to the figures of ./facts.ts: what /pricing and the
 * pages that quote its prices show. Prices are formatted here, once, by that language's
 * formatter; the browser receives them as text.
 */

import type { Formatter } from "~/base/format";
import { fill } from "~/base/template";
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import {
  appPackage,
  graphicPrices,
  popularSeoPlan,
  seoFeatures,
  seoPlans,
  supportChannels,
  websitePackages,
} from "./facts";
import * as hi from "./hi";
import type { PlanFeature, PricingCopy, PricingWords } from "./schema";
import { pricingWordsSchema } from "./schema";

function seoFeatureLabel(
  words: PricingWords["seoFeatures"],
  feature: (typeof seoFeatures)[number],
  counts: (typeof seoPlans)[number]["counts"],
): string {
  if (feature === "blogs" && "blogs" in counts)
    return fill(words.blogsCount, { count: counts.blogs });
  if (feature === "bookmarking" && "bookmarking" in counts)
    return fill(words.bookmarkingCount, { count: counts.bookmarking });
  if (feature === "socialPosts" && "socialPosts" in counts)
    return fill(words.socialPostsCount, {
      count: counts.socialPosts.perNetwork,
      networks: counts.socialPosts.networks,
    });
  return words[feature];
}

function pricingCopy(words: PricingWords, format: Formatter): PricingCopy {
  return {
    graphicPrices: graphicPrices.map((item) => ({
      id: item.id,
      ...words.graphic[item.id],
      price: format.price(item.price),
    })),
    appPackage: { id: appPackage.id, ...words.app, price: format.price(appPackage.price) },
    websitePackages: websitePackages.map((item) => ({
      id: item.id,
      ...words.websites[item.id],
      price: format.price(item.price),
      ...("pages" in item ? { scope: fill(words.pageRange, item.pages) } : {}),
    })),
    seoPlans: seoPlans.map((plan) => ({
      id: plan.id,
      name: words.seoPlanNames[plan.id],
      monthlyPrice: format.price(plan.monthlyPrice),
      keywords: plan.keywords,
      backlinks: plan.backlinks,
      landingPages: plan.landingPages,
      features: seoFeatures.map(
        (feature): PlanFeature => ({
          label: seoFeatureLabel(words.seoFeatures, feature, plan.counts),
          included: (plan.includes as readonly string[]).includes(feature),
        }),
      ),
      support: supportChannels.map((channel) => ({
        id: channel,
        label: words.support[channel],
        included: (plan.support as readonly string[]).includes(channel),
      })),
      popular: popularSeoPlan === plan.id,
    })),
    planCardCopy: words.planCardCopy,
    pricingPage: words.pricingPage,
  };
}

export const pricing = defineLegacyTopic({
  schema: pricingWordsSchema,
  en: en.pricingWords,
  hi: hi.pricingWords,
  join: (words, format) => ({ pricing: pricingCopy(words, format) }),
  sameInBoth: ["UI/UX Design"],
});
