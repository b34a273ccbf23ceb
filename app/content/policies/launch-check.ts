import type { Placeholder } from "../schema";
import { cancellationAndRefund } from "./cancellation/en";
import { clientTerms } from "./facts";
import { programmeRegistrationNonRefundable } from "./phrases/en";
import { draftedSections } from "./review";
import type { PolicyWords } from "./schema";
import { liabilitySection, termsAndConditions } from "./terms/en";

/** The sentence of a policy that says `what`, as the page shows it (read, never retyped). */
function sentenceOf(doc: PolicyWords, what: RegExp): string {
  const texts = doc.parts
    .flatMap((part) => part.sections)
    .flatMap((section) => section.blocks)
    .flatMap((block) => (block.type === "p" ? [block.text] : block.items))
    .flatMap((text) => text.split(/(?<=\.) /));
  const found = texts.find((text) => what.test(text));
  if (!found) throw new Error(`no sentence of the policy says ${what}`);
  return found;
}

/**
 * What the policies say beyond the brief, listed by `npm run launch-check` until the agency has
 * it checked (docs/decisions/0008): commitments the owner confirms, then every drafted section
 * (./review.ts). Change or confirm the item in both languages (./phrases/, ./terms/…: en.ts and
 * hi.ts), then delete its entry here, or sign the section off in ./review.ts.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/terms-and-conditions",
    what: "Programme registration fees stated as non-refundable (terms and refund policy)",
    value: programmeRegistrationNonRefundable,
    replaceWith:
      "Confirm it or remove the sentence: the brief makes only the scholarship-test fee non-refundable",
  },
  {
    page: "/terms-and-conditions",
    what: "Liability clause in the terms (free defect fixes, liability capped at the amount paid)",
    value: liabilitySection.blocks.map((block) => block.text).join(" "),
    replaceWith:
      "The agency's own liability terms, checked by its lawyer, or remove the section (the brief has none)",
  },
  // Sentences the brief does not give inside sections that state its terms (so ./review.ts
  // counts those sections as given): each is the owner's to confirm.
  {
    page: "/Cancellation-and-Refund",
    what: `Payments already made count towards the ${clientTerms.cancellationFeePercent}% cancellation fee (refund policy and terms)`,
    value: [
      sentenceOf(cancellationAndRefund, /count towards/),
      sentenceOf(termsAndConditions, /count towards/),
    ].join(" / "),
    replaceWith:
      "Confirm: if a client cancels, do payments already made count towards the cancellation fee, with nothing more due if they exceed it?",
  },
  {
    page: "/Cancellation-and-Refund",
    what: "A project is cancelled by written notice, by email, from the day it is received",
    value: [
      sentenceOf(cancellationAndRefund, /in writing/),
      sentenceOf(cancellationAndRefund, /date of notice/),
      sentenceOf(termsAndConditions, /written notice/),
    ].join(" / "),
    replaceWith:
      "Confirm: is a project cancelled by written notice by email, with the payment days counted from the day you receive it?",
  },
  {
    page: "/terms-and-conditions",
    what: "Renewals: a service stops when the client says so before the renewal date, and a lapsed one may be suspended",
    value: [
      sentenceOf(cancellationAndRefund, /To stop a service/),
      sentenceOf(termsAndConditions, /may be suspended/),
    ].join(" / "),
    replaceWith:
      "Confirm: can a client stop a yearly service by telling you before the renewal date, and should the terms warn that a lapsed service may be suspended and cost extra to restore?",
  },
  ...draftedSections().map(({ folder, path, policy, section }) => ({
    page: path,
    what: `${policy}, section "${section.title}" (#${section.id}): drafted, not in the brief`,
    value: section.blocks
      .map((block) => (block.type === "p" ? block.text : block.items.join(" ")))
      .join(" "),
    replaceWith: `The agency's own terms, checked by its lawyer, in app/content/policies/${folder}/en.ts and hi.ts; or delete the section in both`,
  })),
];
