/**
 * The policy pages' shared parts: the facts they quote (the client terms, the date they were
 * last reviewed), the phrases more than one policy uses, the labels around the text and the date
 * format. Each policy's own text has a module of its own in app/content/policies/ (terms.ts,
 * cancellation.ts, shipping.ts, privacy.ts), so a page's JavaScript carries only its own text.
 * Plain, readable text that carries every business rule of the brief (docs/requirements.md).
 */

import { formatInr } from "./format";
import { programmes, scholarship } from "./internship";
import type { PolicyUi } from "./policies.schema";
import type { Placeholder } from "./schema";
import { site } from "./site";

/** The date all four policies were last reviewed. */
export const policyLastUpdated = "2026-11-23";

/** The client terms of the brief (docs/requirements.md), quoted by the terms and the refund policy. */
export const clientTerms = {
  /** We contact the client at least this many days before a renewal date. */
  renewalNoticeDays: 10,
  /** Cancellation fee, as a share of the total project cost. */
  cancellationFeePercent: 50,
  /** The cancellation fee is payable within this many days of the notice. */
  cancellationPaymentDays: 7,
} as const;

// Phrases the terms and the refund policy both use, so the two always say the same.
const [fullProgramme, jsProgramme] = programmes;
export const testFee = formatInr(scholarship.testFee);
export const demoPeriod = `${scholarship.demoDays}-day demo period`;
export const programmeRefund = `${scholarship.refundPercent}% refund of the programme fee if you request it within ${scholarship.refundWindowDays} days of the start date`;
export const renewalNotice = `We contact you at least ${clientTerms.renewalNoticeDays} days before the renewal date`;
export const cancellationFee = `A cancellation fee of ${clientTerms.cancellationFeePercent}% of the total project cost applies`;
export const cancellationDue = `within ${clientTerms.cancellationPaymentDays} days of the notice`;

/**
 * PLACEHOLDER (listed below): the brief makes only the scholarship-test fee
 * non-refundable; whether the programmes' own registration fees are is the agency's call.
 */
export const programmeRegistrationNonRefundable = `Programme registration fees (${formatInr(fullProgramme.registrationFee)} for the ${fullProgramme.name} programme, ${formatInr(jsProgramme.registrationFee)} for the ${jsProgramme.name} programme, as shown on the programme cards) are non-refundable.`;

/** Labels around the policy text, shared by the four pages. */
export const policyUi = {
  eyebrow: "Legal",
  tocTitle: "On this page",
  lastUpdatedLabel: "Last updated",
  relatedTitle: "Related policies",
  questions: "Questions about this page? Write to us at",
  languageNote: "",
  languageNoteLink: "",
} as const satisfies PolicyUi;

export const studio = `${site.legalName} ("${site.brandName}", "we", "us")`;

/** "2026-11-22" → "22 November 2026", the same on the server and in every browser. */
export function formatPolicyDate(iso: string): string {
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here. The terms' liability clause has its entry in
 * policies/terms.ts, next to it.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Programme registration fees stated as non-refundable (terms and refund policy)",
    value: programmeRegistrationNonRefundable,
    replaceWith:
      "Confirm it or remove the sentence: the brief makes only the scholarship-test fee non-refundable",
  },
];
