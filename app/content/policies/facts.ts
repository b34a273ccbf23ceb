/**
 * TRANSITION ONLY (issue 38): the policies' facts of ./facts.json as the topics still written as
 * TypeScript read them (about and web-services quote the renewal notice). Removed with the last
 * of them.
 */
import { site } from "../site/facts";
import facts from "./facts.json";
import { type PolicyPath, policiesFactsSchema, policyKeys } from "./schema";

const parsed = policiesFactsSchema.parse(facts);

/** The client terms of the brief (docs/requirements.md). */
export const clientTerms = parsed.clientTerms;

/** The date all four policies were last reviewed (ISO 8601). */
export const policiesLastUpdated = parsed.lastUpdated;

/** Where questions about each policy go (its page names the address). */
export const policyContacts = Object.fromEntries(
  Object.entries(policyKeys).map(([key, path]) => [
    path,
    site.emails[parsed[key as keyof typeof policyKeys].contact],
  ]),
) as Record<PolicyPath, string>;
