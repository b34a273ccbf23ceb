/**
 * The words of the JSON-LD that search engines read (app/lib/structured-data.ts builds it):
 * names of things that have no visible heading of their own. Everything else in the JSON-LD
 * (names, prices, descriptions) comes from the content it describes.
 */
import { services } from "./services";
import { site } from "./site";

const serviceTitle = (id: (typeof services)[number]["id"]) =>
  services.find((service) => service.id === id)?.title ?? id;

export const structuredDataCopy = {
  /** The first step of every breadcrumb trail. */
  breadcrumbHome: "Home",
  /** The agency's area served. */
  country: "India",
  pricing: {
    catalog: `${site.brandName} pricing`,
    /** One catalog per price list on /pricing. */
    graphic: "Graphic Design",
    app: serviceTitle("app-development"),
    website: serviceTitle("website-development"),
    marketing: serviceTitle("digital-marketing"),
    /** The unit of a monthly plan's price. */
    perMonth: "month",
  },
  course: {
    fee: "Programme fee",
    registrationFee: "Registration fee",
    free: "Free",
    paid: "Paid",
    certificate: "Certificate of completion",
  },
} as const;
