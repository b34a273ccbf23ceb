/** The /pricing OfferCatalog JSON-LD (see site.ts in this folder for the whole set). */
import type { Offer, OfferCatalog, WithContext } from "schema-dts";
import { appPackage, graphicPrices, seoPlans, websitePackages } from "~/content/pricing";
import { site } from "~/content/site";
import { structuredDataCopy as copy } from "~/content/structured-data";

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

function monthlyOffer(name: string, price: number, category: string): Offer {
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
      unitText: copy.pricing.perMonth,
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
export function pricingOfferCatalog(): WithContext<OfferCatalog> {
  const names = copy.pricing;
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
        seoPlans.map((p) => monthlyOffer(p.name, p.monthlyPrice, names.marketing)),
      ),
    ],
  };
}
