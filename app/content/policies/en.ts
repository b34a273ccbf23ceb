/**
 * The four policy pages in English: the labels around the text, shared by the four, and each
 * policy's own text (./policies/terms.ts, cancellation.ts, shipping.ts, privacy.ts). Plain,
 * readable text that carries every business rule of the brief (docs/requirements.md). A page's
 * loader hands it only its own policy.
 */

import { cancellationAndRefund } from "./cancellation/en";
import { privacyPolicy } from "./privacy/en";
import type { PoliciesWords } from "./schema";
import { shippingAndDelivery } from "./shipping/en";
import { termsAndConditions } from "./terms/en";

/** Labels around the policy text, shared by the four pages. */
export const policyUi: PoliciesWords["policyUi"] = {
  eyebrow: "Legal",
  tocTitle: "On this page",
  lastUpdatedLabel: "Last updated",
  relatedTitle: "Related policies",
  questions: "Questions about this page? Write to us at",
  languageNote: "",
  languageNoteLink: "",
};

export const policies: PoliciesWords["policies"] = {
  "/terms-and-conditions": termsAndConditions,
  "/Cancellation-and-Refund": cancellationAndRefund,
  "/Shipping-and-Delivery": shippingAndDelivery,
  "/privacy-policy": privacyPolicy,
};
