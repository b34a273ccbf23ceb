import type { Placeholder } from "../schema";
import { programmeRegistrationNonRefundable } from "./phrases/en";
import { draftedSections } from "./review";
import { liabilitySection } from "./terms/en";

/**
 * What the policies say beyond the brief, listed by `npm run launch-check` until the agency has
 * it checked (docs/decisions/0008): two commitments, then every drafted section (./review.ts).
 * Change or confirm the item in both languages (./phrases/, ./terms/…: en.ts and hi.ts), then
 * delete its entry here, or sign the section off in ./review.ts.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Programme registration fees stated as non-refundable (terms and refund policy)",
    value: programmeRegistrationNonRefundable,
    replaceWith:
      "Confirm it or remove the sentence: the brief makes only the scholarship-test fee non-refundable",
  },
  {
    what: "Liability clause in the terms (free defect fixes, liability capped at the amount paid)",
    value: liabilitySection.blocks.map((block) => block.text).join(" "),
    replaceWith:
      "The agency's own liability terms, checked by its lawyer, or remove the section (the brief has none)",
  },
  ...draftedSections().map(({ folder, policy, section }) => ({
    what: `${policy}, section "${section.title}" (#${section.id}): drafted, not in the brief`,
    value: section.blocks
      .map((block) => (block.type === "p" ? block.text : block.items.join(" ")))
      .join(" "),
    replaceWith: `The agency's own terms, checked by its lawyer, in app/content/policies/${folder}/en.ts and hi.ts; or delete the section in both`,
  })),
];
