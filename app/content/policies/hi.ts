/**
 * Hindi twin of ./en.ts: the four policy pages for the /hi site, the labels around the
 * text and each policy's own text (./policies/terms.ts, cancellation.ts, shipping.ts,
 * privacy.ts), twins of the English ones: same ids, sections and order, and every number, fee,
 * e-mail and date from the same facts.
 */

import { cancellationAndRefund } from "./cancellation/hi";
import { privacyPolicy } from "./privacy/hi";
import type { PoliciesWords } from "./schema";
import { shippingAndDelivery } from "./shipping/hi";
import { termsAndConditions } from "./terms/hi";

/** Labels around the policy text, shared by the four pages. */
export const policyUi: PoliciesWords["policyUi"] = {
  eyebrow: "कानूनी",
  tocTitle: "इस पेज पर",
  lastUpdatedLabel: "अंतिम अपडेट",
  relatedTitle: "संबंधित पॉलिसी",
  questions: "इस पेज के बारे में कोई सवाल? हमें यहाँ लिखें:",
  languageNote: "यह पॉलिसी अंग्रेज़ी में भी उपलब्ध है।",
  languageNoteLink: "अंग्रेज़ी संस्करण पढ़ें",
};

export const policies: PoliciesWords["policies"] = {
  "/terms-and-conditions": termsAndConditions,
  "/Cancellation-and-Refund": cancellationAndRefund,
  "/Shipping-and-Delivery": shippingAndDelivery,
  "/privacy-policy": privacyPolicy,
};
