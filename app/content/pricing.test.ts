import { describe, expect, it } from "vitest";
import {
  appPackage,
  featureLabels,
  formatInr,
  fromPrices,
  graphicPrices,
  planCardCopy,
  priceLabels,
  pricingPage,
  seoPlans,
  websitePackages,
} from "./pricing";
import {
  packageSchema,
  pricingLabelsSchema,
  pricingPageSchema,
  seoPlanSchema,
  startingPriceSchema,
} from "./pricing.schema";

describe("formatInr", () => {
  it("formats whole rupees the Indian way", () => {
    expect(formatInr(74999)).toBe("₹74,999");
    expect(formatInr(499)).toBe("₹499");
    expect(formatInr(150000)).toBe("₹1,50,000");
  });
});

describe("pricing content (docs/requirements.md)", () => {
  it("starts app development at ₹74,999", () => {
    packageSchema.parse(appPackage);
    expect(appPackage.price).toBe(74999);
  });

  it("has the four SEO plans with their prices and counts", () => {
    for (const plan of seoPlans) seoPlanSchema.parse(plan);
    expect(
      seoPlans.map((p) => [p.name, p.monthlyPrice, p.keywords, p.backlinks, p.landingPages]),
    ).toEqual([
      ["SEO Kickstart", 16550, 25, 50, 5],
      ["SEO Essential", 28999, 50, 100, 10],
      ["SEO Advanced", 40999, 75, 150, 15],
      ["SEO Professional", 60999, 100, 200, 30],
    ]);
  });

  it("widens support channels with each tier", () => {
    const counts = seoPlans.map((p) => p.support.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(counts[3] ?? 0);
    for (let i = 1; i < seoPlans.length; i++) {
      for (const channel of seoPlans[i - 1]?.support ?? []) {
        expect(seoPlans[i]?.support).toContain(channel);
      }
    }
  });

  it("includes GMB and 8 posts on four networks in SEO Advanced", () => {
    const advanced = seoPlans.find((p) => p.id === "seo-advanced");
    const included = advanced?.features.filter((f) => f.included).map((f) => f.label) ?? [];
    expect(included.join(" | ")).toMatch(/GMB/);
    expect(included.join(" | ")).toMatch(/8 posts a month on each of 4 social networks/);
  });

  it("claims no plan is the most popular (the brief says none is)", () => {
    for (const plan of seoPlans) expect(seoPlanSchema.parse(plan).popular).toBe(false);
  });

  it("invents no counts: every number in a plan's features is one the brief gives", () => {
    // 8 posts on each of four networks (SEO Advanced); 16 posts, 4 blogs, 30 bookmarkings.
    const specified = new Set(["8", "4", "16", "30"]);
    for (const plan of seoPlans) {
      for (const feature of plan.features) {
        for (const n of feature.label.match(/\d+/g) ?? []) {
          expect(specified.has(n), `${plan.name}: ${feature.label}`).toBe(true);
        }
      }
    }
  });

  it("derives the 'from' prices of the page descriptions from the lists", () => {
    expect(fromPrices).toEqual({
      website: 30000,
      app: 74999,
      graphic: 499,
      logo: 999,
      socialPost: 499,
      seoMonthly: 16550,
    });
  });

  it("has the graphic design starting prices", () => {
    for (const item of graphicPrices) startingPriceSchema.parse(item);
    expect(graphicPrices.map((g) => [g.name, g.price])).toEqual([
      ["Logo Design", 999],
      ["Poster Design", 699],
      ["Banner / Flex Board", 899],
      ["UI/UX Design", 1499],
      ["Social Media Post", 499],
    ]);
  });

  it("has the three website packages", () => {
    for (const item of websitePackages) packageSchema.parse(item);
    expect(websitePackages.map((w) => [w.price, "scope" in w ? w.scope : null])).toEqual([
      [30000, "10–15 pages"],
      [45999, "20–25 pages"],
      [75999, null],
    ]);
  });
});

describe("pricing page copy", () => {
  it("is valid", () => {
    pricingPageSchema.parse(pricingPage);
    pricingLabelsSchema.parse({
      price: priceLabels,
      feature: featureLabels,
      planCard: planCardCopy,
    });
  });

  it("names the plan in the Contact Us link", () => {
    expect(planCardCopy.contactLabel("SEO Essential")).toContain("SEO Essential");
  });
});
