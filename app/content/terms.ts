/**
 * The client terms of the brief (docs/requirements.md), how soon we reply and the date the
 * policies were last reviewed, the same in every language. The terms and the cancellation and refund policy quote
 * them (en/policies/, hi/policies/), written out by each language's formatter
 * (./format.ts); the internship's fees and refund terms are in ./internship.ts.
 */
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

/** How soon every enquiry is answered, in working days (home, about and their FAQ). */
export const replyTime = { days: 1 } as const;
