/** The /pricing OfferCatalog JSON-LD (see site.server.ts in this folder for the whole set). */
import type { Offer, OfferCatalog, WithContext } from "schema-dts";
import type { Dictionary } from "~/content/engine/content";

type Seller = { "@type": "Organization"; name: string };

function startingOffer(
  seller: Seller,
  name: string,
  price: number,
  category: string,
  description?: string,
): Offer {
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

function monthlyOffer(
  seller: Seller,
  name: string,
  price: number,
  category: string,
  perMonth: string,
): Offer {
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
 * The offers of /pricing, built from the dictionary's `pricing` entry: the prices the page shows,
 * in whole rupees (`amount`, `monthlyAmount`, the live revision's facts), and its words, so
 * structured data and visible prices can never disagree.
 */
export function pricingOfferCatalog(copy: Dictionary): WithContext<OfferCatalog> {
  const pricing = copy.pricing;
  const names = copy.structuredData.pricing;
  const seller: Seller = { "@type": "Organization", name: copy.siteFacts.brandName };
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: names.catalog,
    itemListElement: [
      catalog(
        names.graphic,
        pricing.graphicPrices.map((item) =>
          startingOffer(seller, item.name, item.amount, names.graphic, item.description),
        ),
      ),
      catalog(names.app, [
        startingOffer(
          seller,
          pricing.appPackage.name,
          pricing.appPackage.amount,
          names.app,
          pricing.appPackage.description,
        ),
      ]),
      catalog(
        names.website,
        pricing.websitePackages.map((item) =>
          startingOffer(seller, item.name, item.amount, names.website, item.description),
        ),
      ),
      catalog(
        names.marketing,
        pricing.seoPlans.map((plan) =>
          monthlyOffer(seller, plan.name, plan.monthlyAmount, names.marketing, names.perMonth),
        ),
      ),
    ],
  };
}
