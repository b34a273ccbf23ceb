import { describe, expect, it } from "vitest";
import * as en from "../pricing";
import {
  packageSchema,
  pricingLabelsSchema,
  pricingPageSchema,
  seoPlanSchema,
  startingPriceSchema,
  supportChannelSchema,
} from "../pricing.schema";
import { compareTwins } from "../twins";
import * as hi from "./pricing";

/** A plan's `support` lists channel ids (email, phone…): identifiers, not words. */
const sameInBoth = supportChannelSchema.options;

const digits = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe("Hindi pricing", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        {
          graphicPrices: en.graphicPrices,
          appPackage: en.appPackage,
          websitePackages: en.websitePackages,
          supportChannels: en.supportChannels,
          seoPlans: en.seoPlans,
          priceLabels: en.priceLabels,
          featureLabels: en.featureLabels,
          planCardCopy: en.planCardCopy,
          pricingPage: en.pricingPage,
        },
        {
          graphicPrices: hi.graphicPrices,
          appPackage: hi.appPackage,
          websitePackages: hi.websitePackages,
          supportChannels: hi.supportChannels,
          seoPlans: hi.seoPlans,
          priceLabels: hi.priceLabels,
          featureLabels: hi.featureLabels,
          planCardCopy: hi.planCardCopy,
          pricingPage: hi.pricingPage,
        },
        sameInBoth,
      ),
    ).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const item of hi.graphicPrices) startingPriceSchema.parse(item);
    packageSchema.parse(hi.appPackage);
    for (const item of hi.websitePackages) packageSchema.parse(item);
    for (const plan of hi.seoPlans) seoPlanSchema.parse(plan);
    pricingPageSchema.parse(hi.pricingPage);
    pricingLabelsSchema.parse({
      price: hi.priceLabels,
      feature: hi.featureLabels,
      planCard: hi.planCardCopy,
    });
  });

  it("keeps every price, count and support channel of the English plans", () => {
    const facts = (plans: typeof en.seoPlans | typeof hi.seoPlans) =>
      plans.map((p) => [
        p.id,
        p.monthlyPrice,
        p.keywords,
        p.backlinks,
        p.landingPages,
        p.support,
        p.features.map((f) => f.included),
      ]);
    expect(facts(hi.seoPlans)).toEqual(facts(en.seoPlans));
    expect(hi.graphicPrices.map((g) => [g.id, g.price])).toEqual(
      en.graphicPrices.map((g) => [g.id, g.price]),
    );
    expect(hi.websitePackages.map((w) => [w.id, w.price])).toEqual(
      en.websitePackages.map((w) => [w.id, w.price]),
    );
    expect(hi.appPackage.price).toBe(en.appPackage.price);
  });

  it("says the same numbers as the English in every feature and scope", () => {
    hi.seoPlans.forEach((plan, i) => {
      plan.features.forEach((feature, j) => {
        expect(digits(feature.label), feature.label).toEqual(
          digits(en.seoPlans[i]?.features[j]?.label ?? ""),
        );
      });
    });
    hi.websitePackages.forEach((pkg, i) => {
      const english = en.websitePackages[i];
      expect("scope" in pkg ? digits(pkg.scope) : null).toEqual(
        english && "scope" in english ? digits(english.scope) : null,
      );
    });
  });

  it("names the plan in the Contact Us link and links the quote button like the English", () => {
    expect(hi.planCardCopy.contactLabel("SEO एसेंशियल")).toContain("SEO एसेंशियल");
    expect(hi.planCardCopy.getQuote.to).toBe(en.planCardCopy.getQuote.to);
  });

  it("re-exports no price helper: prices are formatted by the English module", () => {
    expect("formatInr" in hi).toBe(false);
    expect("fromPrices" in hi).toBe(false);
  });
});
