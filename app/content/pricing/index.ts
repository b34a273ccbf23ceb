/**
 * Every price and plan of the site: the figures (./facts.json, in whole rupees) joined to the
 * words of one language (./en.json, ./hi.json) into what /pricing and the pages that quote its
 * prices show. Prices are formatted here, once, by that language's formatter; beside each one the
 * entry keeps its amount in rupees (`amount`, `monthlyAmount`, `fromPrices`), which the Offer
 * JSON-LD (app/lib/pages/structured-data/pricing.server.ts) and the /services cards
 * (app/lib/pages/services-overview.server.ts) read, so a published price reaches them too.
 */
import type { Formatter } from "~/base/format";
import { fill } from "~/base/template";
import { defineTopic, wordsOf } from "../engine/topic";
import { pricingEditorSections } from "./editor-sections";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import {
  type FromPriceId,
  type PlanFeature,
  type PricingCopy,
  type PricingFacts,
  type PricingWords,
  pricingFactsSchema,
  pricingWordsSchema,
  type SeoFeature,
  seoFeatures,
  supportChannels,
} from "./schema";

type SeoPlanFacts = PricingFacts["seoPlans"][number];

function seoFeatureLabel(
  words: PricingWords["seoFeatures"],
  feature: SeoFeature,
  counts: SeoPlanFacts["counts"],
): string {
  if (feature === "blogs" && counts.blogs !== undefined)
    return fill(words.blogsCount, { count: counts.blogs });
  if (feature === "bookmarking" && counts.bookmarking !== undefined)
    return fill(words.bookmarkingCount, { count: counts.bookmarking });
  if (feature === "socialPosts" && counts.socialPosts !== undefined)
    return fill(words.socialPostsCount, {
      count: counts.socialPosts.perNetwork,
      networks: counts.socialPosts.networks,
    });
  return words[feature];
}

function priceOf(list: readonly { id: string; price: number }[], id: string): number {
  const item = list.find((entry) => entry.id === id);
  if (!item) throw new Error(`no price ${id}`);
  return item.price;
}

/**
 * The "from" prices the page descriptions, the home page and the /services cards quote, in whole
 * rupees: each the lowest of its list (the logo's and the social post's are their own items).
 */
export function fromPriceAmounts(facts: PricingFacts): Record<FromPriceId, number> {
  const lowest = (amounts: readonly number[]) => Math.min(...amounts);
  return {
    website: lowest(facts.websitePackages.map((p) => p.price)),
    app: facts.appPackage.price,
    graphic: lowest(facts.graphicPrices.map((p) => p.price)),
    logo: priceOf(facts.graphicPrices, "logo-design"),
    socialPost: priceOf(facts.graphicPrices, "social-media-post"),
    seoMonthly: lowest(facts.seoPlans.map((p) => p.monthlyPrice)),
  };
}

export function pricingCopy(
  facts: PricingFacts,
  words: PricingWords,
  format: Formatter,
  /** The networks the agency posts on for clients (the digital marketing topic's facts). */
  socialNetworks: readonly string[],
): PricingCopy {
  const amounts = fromPriceAmounts(facts);
  const { getQuote, ...planCardCopy } = words.planCardCopy;
  return {
    graphicPrices: facts.graphicPrices.map((item) => ({
      id: item.id,
      ...wordsOf(words.graphic, item.id),
      description: fill(wordsOf(words.graphic, item.id).description, {
        networks: format.list(socialNetworks, "or"),
      }),
      price: format.price(item.price),
      amount: item.price,
    })),
    appPackage: {
      id: "app-development",
      ...words.app,
      price: format.price(facts.appPackage.price),
      amount: facts.appPackage.price,
    },
    websitePackages: facts.websitePackages.map((item) => ({
      id: item.id,
      ...wordsOf(words.websites, item.id),
      price: format.price(item.price),
      amount: item.price,
      ...(item.pages ? { scope: fill(words.pageRange, item.pages) } : {}),
    })),
    seoPlans: facts.seoPlans.map((plan) => ({
      id: plan.id,
      name: wordsOf(words.seoPlanNames, plan.id),
      monthlyPrice: format.price(plan.monthlyPrice),
      monthlyAmount: plan.monthlyPrice,
      keywords: plan.keywords,
      backlinks: plan.backlinks,
      landingPages: plan.landingPages,
      features: seoFeatures.map(
        (feature): PlanFeature => ({
          label: seoFeatureLabel(words.seoFeatures, feature, plan.counts),
          included: plan.includes.includes(feature),
        }),
      ),
      support: supportChannels.map((channel) => ({
        id: channel,
        label: words.support[channel],
        included: plan.support.includes(channel),
      })),
      popular: plan.popular,
    })),
    fromPrices: Object.fromEntries(
      Object.entries(amounts).map(([id, amount]) => [id, { amount, price: format.price(amount) }]),
    ) as PricingCopy["fromPrices"],
    planCardCopy: { getQuote: { label: getQuote, to: facts.quotePath }, ...planCardCopy },
    pricingPage: words.pricingPage,
  };
}

export const pricing = defineTopic({
  name: "pricing",
  title: "Prices",
  description:
    "Every price and plan of the Pricing page, and the starting prices the service pages, the home page and the page descriptions quote.",
  factsSchema: pricingFactsSchema,
  wordsSchema: pricingWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  editorSections: pricingEditorSections,
  join: ({ facts, words, format, topics }) => ({
    pricing: pricingCopy(facts, words, format, topics.digitalServices.facts.socialNetworks),
  }),
});
