import { describe, expect, it } from "vitest";
import { buildContent, shippedContent, shippedDocuments } from "~/content/engine/content";
import { pricingOfferCatalog } from "./pricing.server";

/** Every offer of the catalog: its name and price. */
function offers(catalog: ReturnType<typeof pricingOfferCatalog>) {
  return (
    catalog.itemListElement as unknown as { itemListElement: { name: string; price: number }[] }[]
  )
    .flatMap((list) => list.itemListElement)
    .map((offer) => [offer.name, offer.price]);
}

describe("the /pricing Offer JSON-LD", () => {
  it("offers every price the page shows, in rupees, in each language", () => {
    const { facts } = shippedContent().documents.pricing;
    for (const locale of ["en", "hi"] as const) {
      const copy = shippedContent().dictionary(locale);
      expect(offers(pricingOfferCatalog(copy)).map(([, price]) => price)).toEqual([
        ...facts.graphicPrices.map((item) => item.price),
        facts.appPackage.price,
        ...facts.websitePackages.map((item) => item.price),
        ...facts.seoPlans.map((plan) => plan.monthlyPrice),
      ]);
      expect(offers(pricingOfferCatalog(copy))[0]?.[0]).toBe(copy.pricing.graphicPrices[0]?.name);
    }
  });

  it("offers a published price", () => {
    const documents = structuredClone(shippedDocuments());
    const logo = documents.pricing.facts.graphicPrices.find((item) => item.id === "logo-design");
    if (!logo) throw new Error("no logo price");
    logo.price = 1299;
    const [kickstart] = documents.pricing.facts.seoPlans;
    if (!kickstart) throw new Error("no SEO plan");
    kickstart.monthlyPrice = 17999;
    const copy = buildContent(documents, 1).dictionary("hi");
    const found = new Map(offers(pricingOfferCatalog(copy)) as [string, number][]);
    expect(
      found.get(copy.pricing.graphicPrices.find((i) => i.id === "logo-design")?.name ?? ""),
    ).toBe(1299);
    expect(found.get(copy.pricing.seoPlans[0]?.name ?? "")).toBe(17999);
  });
});
