/**
 * The Offer JSON-LD of /pricing, built from the same lists the page shows, so structured data
 * and visible prices can never disagree.
 */
import type { Offer, OfferCatalog, WithContext } from "schema-dts";
import { appPackage, graphicPrices, seoPlans, websitePackages } from "~/content/pricing";
import { site } from "~/content/site";

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
      unitText: "month",
    },
    itemOffered: { "@type": "Service", name, serviceType: category },
    seller,
  };
}

export function pricingOfferCatalog(): WithContext<OfferCatalog> {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: `${site.brandName} pricing`,
    itemListElement: [
      {
        "@type": "OfferCatalog",
        name: "Graphic Design",
        itemListElement: graphicPrices.map((g) =>
          startingOffer(g.name, g.price, "Graphic Design", g.description),
        ),
      },
      {
        "@type": "OfferCatalog",
        name: "App Development",
        itemListElement: [
          startingOffer(
            appPackage.name,
            appPackage.price,
            "App Development",
            appPackage.description,
          ),
        ],
      },
      {
        "@type": "OfferCatalog",
        name: "Website Development",
        itemListElement: websitePackages.map((w) =>
          startingOffer(w.name, w.price, "Website Development", w.description),
        ),
      },
      {
        "@type": "OfferCatalog",
        name: "Digital Marketing",
        itemListElement: seoPlans.map((p) =>
          monthlyOffer(p.name, p.monthlyPrice, "Digital Marketing"),
        ),
      },
    ],
  };
}
