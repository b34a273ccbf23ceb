/**
 * Hindi twin of ../structured-data.ts (served under /hi): the words of the JSON-LD that search
 * engines read on the Hindi pages. Service names come from the Hindi services, as the English
 * ones come from the English services.
 */
import type * as en from "../structured-data";
import { services } from "./services";
import { site } from "./site";

/** The English type with its literal strings widened, so Hindi text fits the same shape. */
type Widen<T> = T extends string
  ? string
  : T extends object
    ? { readonly [K in keyof T]: Widen<T[K]> }
    : T;

const serviceTitle = (id: (typeof services)[number]["id"]) =>
  services.find((service) => service.id === id)?.title ?? id;

export const structuredDataCopy: Widen<typeof en.structuredDataCopy> = {
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
    free: "फ़्री",
    paid: "पेड",
    certificate: "कोर्स पूरा करने का सर्टिफ़िकेट",
  },
};
