/**
 * The policies' sections the brief does not give, listed by `npm run launch-check` for the
 * agency's review (docs/decisions/0008). The brief's client terms (renewal notice, yearly renewal
 * fees, the cancellation fee and its due date, no refund after the advance) and the internship's
 * fees, demo period and refund are kept as they are; every other section was drafted to make the
 * pages complete and binds the agency only once it has checked it.
 *
 * To sign a section off: have it checked, change it in both languages (these files and
 * ../../hi/policies/), then add its id to `givenOrSignedOff` below. To drop it: delete it in both
 * languages. The liability clause has its own entry in ./terms.ts.
 */
import type { PolicyDoc } from "../../policies.schema";
import type { Placeholder } from "../../schema";
import { cancellationAndRefund } from "./cancellation";
import { privacyPolicy } from "./privacy";
import { shippingAndDelivery } from "./shipping";
import { termsAndConditions } from "./terms";

/** Each policy with the ids of its sections that state only what the brief gives. */
export const policyReview = [
  {
    file: "terms.ts",
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
    file: "cancellation.ts",
    doc: cancellationAndRefund,
    givenOrSignedOff: ["project-cancellation", "advance-payment", "renewals", "internship-refunds"],
  },
  { file: "privacy.ts", doc: privacyPolicy, givenOrSignedOff: [] },
  { file: "shipping.ts", doc: shippingAndDelivery, givenOrSignedOff: [] },
] as const satisfies readonly {
  file: string;
  doc: PolicyDoc;
  givenOrSignedOff: readonly string[];
}[];

const heading: Record<(typeof policyReview)[number]["file"], string> = {
  "terms.ts": "Terms and Conditions",
  "cancellation.ts": "Cancellation and Refund Policy",
  "privacy.ts": "Privacy Policy",
  "shipping.ts": "Shipping and Delivery Policy",
};

/** Every drafted section, by policy, as the owner finds it on the page. */
export function draftedSections() {
  return policyReview.flatMap(({ file, doc, givenOrSignedOff }) =>
    doc.parts
      .flatMap((part) => part.sections)
      .filter((section) => !(givenOrSignedOff as readonly string[]).includes(section.id))
      .map((section) => ({ file, policy: heading[file], section })),
  );
}

export const placeholders = (): Placeholder[] =>
  draftedSections().map(({ file, policy, section }) => ({
    what: `${policy}, section "${section.title}" (#${section.id}): drafted, not in the brief`,
    value: section.blocks
      .map((block) => (block.type === "p" ? block.text : block.items.join(" ")))
      .join(" "),
    replaceWith: `The agency's own terms, checked by its lawyer, in app/content/en/policies/${file} and app/content/hi/policies/${file}; or delete the section in both`,
  }));
