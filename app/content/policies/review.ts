/**
 * The policies' sections the brief does not give, listed by `npm run launch-check` for the agency's
 * review (docs/decisions/0008, ./placeholders.ts). The brief's client terms (renewal notice, yearly
 * renewal fees, the cancellation fee and its due date, no refund after the advance) and the
 * internship's fees, demo period and refund are kept as they are; every other section was drafted
 * to make the pages complete and binds the agency only once it has checked it.
 *
 * To sign a section off: have it checked, change it in both languages (each policy's en.ts and
 * hi.ts), then add its id to `givenOrSignedOff` below. To drop it: delete it in both languages. The
 * liability clause has its own entry in ./placeholders.ts.
 */

import { cancellationAndRefund } from "./cancellation/en";
import { privacyPolicy } from "./privacy/en";
import type { PolicyPath, PolicyWords } from "./schema";
import { shippingAndDelivery } from "./shipping/en";
import { termsAndConditions } from "./terms/en";

/** Each policy with the ids of its sections that state only what the brief gives. */
export const policyReview = [
  {
    folder: "terms",
    path: "/terms-and-conditions",
    doc: termsAndConditions,
    givenOrSignedOff: [
      "client-cancellation",
      "renewals",
      "internship-fees",
      "internship-demo-and-refund",
      "liability",
    ],
  },
  {
    folder: "cancellation",
    path: "/Cancellation-and-Refund",
    doc: cancellationAndRefund,
    givenOrSignedOff: ["project-cancellation", "advance-payment", "renewals", "internship-refunds"],
  },
  { folder: "privacy", path: "/privacy-policy", doc: privacyPolicy, givenOrSignedOff: [] },
  {
    folder: "shipping",
    path: "/Shipping-and-Delivery",
    doc: shippingAndDelivery,
    givenOrSignedOff: [],
  },
] as const satisfies readonly {
  folder: string;
  /** The policy's page. */
  path: PolicyPath;
  doc: PolicyWords;
  givenOrSignedOff: readonly string[];
}[];

const heading: Record<(typeof policyReview)[number]["folder"], string> = {
  terms: "Terms and Conditions",
  cancellation: "Cancellation and Refund Policy",
  privacy: "Privacy Policy",
  shipping: "Shipping and Delivery Policy",
};

/** Every drafted section, by policy, as the owner finds it on the page. */
export function draftedSections() {
  return policyReview.flatMap(({ folder, path, doc, givenOrSignedOff }) =>
    doc.parts
      .flatMap((part) => part.sections)
      .filter((section) => !(givenOrSignedOff as readonly string[]).includes(section.id))
      .map((section) => ({ folder, path, policy: heading[folder], section })),
  );
}
