/**
 * Hindi twin of ./en.ts: the words of the JSON-LD that search engines read on
 * the Hindi pages. Service names come from the Hindi services.
 */
import type { ServiceId } from "../services/facts";
import { cards as services } from "../services/hi";
import { site } from "../site/facts";
import type { StructuredDataCopy } from "./schema";

const serviceTitle = (id: ServiceId) => services[id].title;

export const structuredDataCopy: StructuredDataCopy = {
  breadcrumbHome: "होम",
  country: "भारत",
  pricing: {
    catalog: `${site.brandName} की कीमतें`,
    graphic: "ग्राफ़िक डिज़ाइन",
    app: serviceTitle("app-development"),
    website: serviceTitle("website-development"),
    marketing: serviceTitle("digital-marketing"),
    perMonth: "महीना",
  },
  course: {
    fee: "प्रोग्राम फ़ीस",
    registrationFee: "रजिस्ट्रेशन फ़ीस",
    free: "मुफ़्त",
    paid: "पेड",
    certificate: "प्रोग्राम पूरा करने का सर्टिफ़िकेट",
  },
};
