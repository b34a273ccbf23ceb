import { describe, expect, it } from "vitest";
import { dictionary } from "../shipped";
import { appPackage, fromPrices, graphicPrices, seoPlans, websitePackages } from "./facts";

describe("prices (docs/requirements.md)", () => {
  it("starts app development at ₹74,999", () => {
    expect(appPackage.price).toBe(74999);
  });

  it("has the four SEO plans with their prices and counts", () => {
    expect(
      seoPlans.map((p) => [p.id, p.monthlyPrice, p.keywords, p.backlinks, p.landingPages]),
    ).toEqual([
      ["seo-kickstart", 16550, 25, 50, 5],
      ["seo-essential", 28999, 50, 100, 10],
      ["seo-advanced", 40999, 75, 150, 15],
      ["seo-professional", 60999, 100, 200, 30],
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

  it("has the graphic design starting prices and the three website packages", () => {
    expect(graphicPrices.map((g) => g.price)).toEqual([999, 699, 899, 1499, 499]);
    expect(websitePackages.map((w) => [w.price, "pages" in w ? w.pages : null])).toEqual([
      [30000, { min: 10, max: 15 }],
      [45999, { min: 20, max: 25 }],
      [75999, null],
    ]);
  });
});

describe("pricing as the pages show it", () => {
  const { pricing } = dictionary("en");

  it("prints each price from the figures, in the language's format", () => {
    expect(pricing.graphicPrices.map((g) => [g.name, g.price])).toEqual([
      ["Logo Design", "₹999"],
      ["Poster Design", "₹699"],
      ["Banner / Flex Board", "₹899"],
      ["UI/UX Design", "₹1,499"],
      ["Social Media Post", "₹499"],
    ]);
    expect(pricing.websitePackages.map((w) => w.scope ?? null)).toEqual([
      "10–15 pages",
      "20–25 pages",
      null,
    ]);
    expect(dictionary("hi").pricing.websitePackages[0]?.scope).toBe("10–15 पेज");
  });

  it("includes GMB and 8 posts on four networks in SEO Advanced, counts only where given", () => {
    const advanced = pricing.seoPlans.find((p) => p.id === "seo-advanced");
    const included = advanced?.features.filter((f) => f.included).map((f) => f.label) ?? [];
    expect(included.join(" | ")).toMatch(/GMB/);
    expect(included).toContain("8 posts a month on each of 4 social networks");
    const professional = pricing.seoPlans.find((p) => p.id === "seo-professional");
    expect(professional?.features.map((f) => f.label)).toEqual([
      "SEO progress reports",
      "Google My Business (GMB) optimisation",
      "4 blogs a month, and articles",
      "30 social bookmarkings a month",
      "16 posts a month on each of 4 social networks",
    ]);
  });

  it("invents no counts: every number in a plan's features is one the brief gives", () => {
    const specified = new Set(["8", "4", "16", "30"]);
    for (const locale of ["en", "hi"] as const)
      for (const plan of dictionary(locale).pricing.seoPlans)
        for (const feature of plan.features)
          for (const n of feature.label.match(/\d+/g) ?? [])
            expect(specified.has(n), `${plan.name}: ${feature.label}`).toBe(true);
  });

  it("claims no plan is the most popular (the brief says none is)", () => {
    expect(pricing.seoPlans.map((plan) => plan.popular)).toEqual([false, false, false, false]);
  });
});
