/**
 * The words of the JSON-LD that search engines read (app/lib/structured-data/ builds it):
 * names of things that have no visible heading of their own. Everything else in the JSON-LD
 * (names, prices, descriptions) comes from the content it describes.
 */
import type { ServiceId } from "../services";
import { site } from "../site";
import type { StructuredDataCopy } from "../structured-data.schema";
import { services } from "./services";

const serviceTitle = (id: ServiceId) => services.find((service) => service.id === id)?.title ?? id;

export const structuredDataCopy: StructuredDataCopy = {
  breadcrumbHome: "Home",
  country: "India",
  pricing: {
    catalog: `${site.brandName} pricing`,
    graphic: "Graphic Design",
    app: serviceTitle("app-development"),
    website: serviceTitle("website-development"),
    marketing: serviceTitle("digital-marketing"),
    perMonth: "month",
  },
  course: {
    fee: "Programme fee",
    registrationFee: "Registration fee",
    free: "Free",
    paid: "Paid",
    certificate: "Certificate of completion",
  },
};
