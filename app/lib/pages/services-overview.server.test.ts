import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { fromPrices } from "~/content/pricing/facts";
import { dictionary } from "~/content/shipped";
import { servicesOverview } from "./services-overview.server";

describe("the /services cards", () => {
  for (const locale of ["en", "hi"] as const) {
    const copy = dictionary(locale);
    const overview = servicesOverview(copy, locale);

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
      expect(overview.map((card) => [card.startingPrice, card.perMonth ?? false])).toEqual([
        [format.price(fromPrices.website), false],
        [format.price(fromPrices.app), false],
        [format.price(fromPrices.graphic), false],
        [format.price(fromPrices.seoMonthly), true],
      ]);
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
