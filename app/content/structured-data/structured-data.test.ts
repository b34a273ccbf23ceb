/**
 * The JSON-LD's own words: the join names the price lists with the brand and the services' names,
 * and the area served with the site topic's country, in each language.
 */
import { describe, expect, it } from "vitest";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";

const shipped = shippedDocuments();

describe("the JSON-LD's words", () => {
  it("name the price lists with the brand and the services' own names", () => {
    for (const locale of ["en", "hi"] as const) {
      const copy = dictionary(locale);
      const { pricing, country } = copy.structuredData;
      expect(pricing.catalog).toContain(shipped.site.facts.brandName);
      expect(country).toBe(copy.site.country);
      const title = (id: string) => copy.services.services.find((s) => s.id === id)?.title;
      expect([pricing.app, pricing.website, pricing.marketing]).toEqual([
        title("app-development"),
        title("website-development"),
        title("digital-marketing"),
      ]);
    }
  });

  it("follow a published brand name", () => {
    const documents = structuredClone(shipped);
    documents.site.facts.brandName = "Stackwise Studio";
    const copy = buildContent(documents, 1).dictionary("hi");
    expect(copy.structuredData.pricing.catalog).toBe("Stackwise Studio की कीमतें");
  });

  it("refuse a price list's name that loses the brand, naming the field", () => {
    const documents = structuredClone(shipped);
    documents.structuredData.en.pricing.catalog = "Our prices";
    expect(
      checkContent(documents, shipped, undefined, ["structuredData"]).map(describeIssue),
    ).toEqual(["structuredData en.pricing.catalog: keep {brand}"]);
  });
});
