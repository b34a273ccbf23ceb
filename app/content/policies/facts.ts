/**
 * The client terms of the brief (docs/requirements.md) and the date the policies were last
 * reviewed, the same in every language. The terms and the cancellation and refund policy quote
 * them (./terms/, ./cancellation/), written out by each language's formatter
 * (app/base/format.ts); the internship's fees and refund terms are in ../internship/facts.ts.
 */
import { site } from "../site/facts";
import type { PolicyPath } from "./schema";

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

/** Where questions about each policy go (its page names the address). */
export const policyContacts: Record<PolicyPath, string> = {
  "/terms-and-conditions": site.emails.hello,
  "/Cancellation-and-Refund": site.emails.hello,
  "/Shipping-and-Delivery": site.emails.hello,
  "/privacy-policy": site.emails.privacy,
};
