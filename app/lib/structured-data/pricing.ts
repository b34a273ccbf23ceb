/** The /pricing OfferCatalog JSON-LD (see site.ts in this folder for the whole set). */
import type { Offer, OfferCatalog, WithContext } from "schema-dts";
import * as pricingHi from "~/content/hi/pricing";
import * as sdHi from "~/content/hi/structured-data";
import * as pricingEn from "~/content/pricing";
import { site } from "~/content/site";
import * as sdEn from "~/content/structured-data";
import { type Locale, pickLocale } from "../locale";

const seller = { "@type": "Organization", name: site.brandName } as const;

function startingOffer(name: string, price: number, category: string, description?: string): Offer {
  return {
    "@type": "Offer",
    name,
    ...(description ? { description } : {}),
    category,
    price,
    priceCurrency: "INR",
    priceSpecification: {
      "@type": "PriceSpecification",
      minPrice: price,
      price,
      priceCurrency: "INR",
    },
    itemOffered: { "@type": "Service", name, serviceType: category },
    seller,
  };
}

function monthlyOffer(name: string, price: number, category: string, perMonth: string): Offer {
  return {
    "@type": "Offer",
    name,
    category,
    price,
    priceCurrency: "INR",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "INR",
      unitCode: "MON",
      unitText: perMonth,
    },
    itemOffered: { "@type": "Service", name, serviceType: category },
    seller,
  };
}

/** One price list of /pricing as a catalog of its offers. */
const catalog = (name: string, itemListElement: Offer[]): OfferCatalog => ({
  "@type": "OfferCatalog",
  name,
  itemListElement,
});

/**
 * The offers of /pricing, built from the same lists the page shows, so structured data and
 * visible prices can never disagree.
 */
export function pricingOfferCatalog(locale: Locale): WithContext<OfferCatalog> {
  const { appPackage, graphicPrices, seoPlans, websitePackages } = pickLocale(
    { en: pricingEn, hi: pricingHi },
    locale,
  );
  const names = pickLocale({ en: sdEn, hi: sdHi }, locale).structuredDataCopy.pricing;
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: names.catalog,
    itemListElement: [
      catalog(
        names.graphic,
        graphicPrices.map((g) => startingOffer(g.name, g.price, names.graphic, g.description)),
      ),
      catalog(names.app, [
        startingOffer(appPackage.name, appPackage.price, names.app, appPackage.description),
      ]),
      catalog(
        names.website,
        websitePackages.map((w) => startingOffer(w.name, w.price, names.website, w.description)),
      ),
      catalog(
        names.marketing,
        seoPlans.map((p) => monthlyOffer(p.name, p.monthlyPrice, names.marketing, names.perMonth)),
      ),
    ],
  };
}
