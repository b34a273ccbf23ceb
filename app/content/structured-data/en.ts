/**
 * The words of the JSON-LD that search engines read (app/lib/pages/structured-data/ builds it):
 * names of things that have no visible heading of their own. Everything else in the JSON-LD
 * (names, prices, descriptions) comes from the content it describes.
 */

import { cards as services } from "../services/en";
import type { ServiceId } from "../services/facts";
import { site } from "../site/facts";
import type { StructuredDataCopy } from "./schema";

const serviceTitle = (id: ServiceId) => services[id].title;

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
