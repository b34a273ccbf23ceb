import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { buildContent, shippedContent, shippedDocuments } from "~/content/engine/content";
import { dictionary } from "~/content/engine/shipped";
import { servicesOverview } from "./services-overview.server";

describe("the /services cards", () => {
  for (const locale of ["en", "hi"] as const) {
    const copy = dictionary(locale);
    const overview = servicesOverview(copy);

    it(`${locale}: show the four services in order, with four highlights each`, () => {
      expect(overview.map((card) => card.service.title)).toEqual(
        copy.services.services.map((s) => s.title),
      );
      expect(overview.map((card) => card.highlights)).toEqual(
        [
          copy.webServices.webServices,
          copy.appServices.appServices,
          copy.graphic.graphicServices,
          copy.digitalServices.digitalServices,
        ].map((list) => list.slice(0, 4).map((o) => o.title)),
      );
    });

    it(`${locale}: quote each starting price as text, per month for SEO only`, () => {
      const format = formatters[locale];
      const { graphicPrices, appPackage, websitePackages, seoPlans } =
        shippedContent().documents.pricing.facts;
      const lowest = (amounts: number[]) => format.price(Math.min(...amounts));
      expect(overview.map((card) => [card.startingPrice, card.perMonth ?? false])).toEqual([
        [lowest(websitePackages.map((p) => p.price)), false],
        [format.price(appPackage.price), false],
        [lowest(graphicPrices.map((p) => p.price)), false],
        [lowest(seoPlans.map((p) => p.monthlyPrice)), true],
      ]);
    });

    it(`${locale}: quote a published price`, () => {
      const documents = structuredClone(shippedDocuments());
      documents.pricing.facts.appPackage.price = 81000;
      const published = buildContent(documents, 1).dictionary(locale);
      expect(servicesOverview(published)[1]?.startingPrice).toBe(formatters[locale].price(81000));
    });

    it(`${locale}: send only what the cards show`, () => {
      for (const card of overview) {
        expect(Object.keys(card.service).sort()).toEqual(["goToLink", "id", "summary", "title"]);
      }
      expect(overview.map((card) => card.art)).toEqual([
        { kind: "web" },
        { kind: "app" },
        { kind: "graphic", posterArt: copy.art.posterArt },
        { kind: "digital" },
      ]);
    });
  }
});
