/**
 * The client terms of the brief (docs/requirements.md), how soon we reply and the date the
 * policies were last reviewed, the same in every language. The terms and the cancellation and refund policy quote
 * them (en/policies/, hi/policies/), written out by each language's formatter
 * (./format.ts); the internship's fees and refund terms are in ./internship.ts.
 */
import type { Placeholder } from "./schema";

export const clientTerms = {
  /** We contact the client at least this many days before a renewal date. */
  renewalNoticeDays: 10,
  /** Cancellation fee, as a share of the total project cost. */
  cancellationFeePercent: 50,
  /** The cancellation fee is payable within this many days of the notice. */
  cancellationPaymentDays: 7,
} as const;

/** The date all four policies were last reviewed (ISO 8601). */
export const policiesLastUpdated = "2026-11-23";

/**
 * How soon every enquiry is answered, in working days: the contact page, the form confirmations,
 * the contact popup and the home FAQ promise it. PLACEHOLDER (listed below): the brief gives no
 * reply time; the owner confirms it or deletes the sentences that quote it.
 */
export const replyTime = { days: 1 } as const;

/**
 * Commitments the brief does not make, listed by `npm run launch-check` until the owner confirms
 * them (docs/decisions/0008). Confirm the item (or remove every sentence that quotes it), then
 * delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Reply time promised to every enquiry (contact page, form confirmations, contact popup, home FAQ)",
    value: `${replyTime.days} working ${replyTime.days === 1 ? "day" : "days"}`,
    replaceWith:
      "The reply time the agency keeps on every working day, or remove the sentences that quote replyTime",
  },
];
