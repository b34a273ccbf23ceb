/** The /pricing OfferCatalog JSON-LD (see site.ts in this folder for the whole set). */
import type { Offer, OfferCatalog, WithContext } from "schema-dts";
import type { Dictionary } from "~/content/content";
import { appPackage, graphicPrices, seoPlans, websitePackages } from "~/content/pricing/facts";

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
 * The offers of /pricing, built from the same figures (app/content/pricing/facts.ts) and words the
 * page shows, so structured data and visible prices can never disagree.
 */
export function pricingOfferCatalog(copy: Dictionary): WithContext<OfferCatalog> {
  const words = copy.pricing;
  const names = copy.structuredData.pricing;
  const seller: Seller = { "@type": "Organization", name: copy.siteFacts.brandName };
  const byId = <T extends { id: string }>(list: readonly T[], id: string): T => {
    const item = list.find((entry) => entry.id === id);
    if (!item) throw new Error(`no price ${id}`);
    return item;
  };
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: names.catalog,
    itemListElement: [
      catalog(
        names.graphic,
        graphicPrices.map((g) => {
          const shown = byId(words.graphicPrices, g.id);
          return startingOffer(seller, shown.name, g.price, names.graphic, shown.description);
        }),
      ),
      catalog(names.app, [
        startingOffer(
          seller,
          words.appPackage.name,
          appPackage.price,
          names.app,
          words.appPackage.description,
        ),
      ]),
      catalog(
        names.website,
        websitePackages.map((w) => {
          const shown = byId(words.websitePackages, w.id);
          return startingOffer(seller, shown.name, w.price, names.website, shown.description);
        }),
      ),
      catalog(
        names.marketing,
        seoPlans.map((p) =>
          monthlyOffer(
            seller,
            byId(words.seoPlans, p.id).name,
            p.monthlyPrice,
            names.marketing,
            names.perMonth,
          ),
        ),
      ),
    ],
  };
}
