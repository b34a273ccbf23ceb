/**
 * The four policy pages (terms, privacy, cancellation and refund, shipping and delivery), each
 * language's in ./en.ts and ./hi.ts gathered from one folder per policy, and the words of the
 * policy page around them.
 */
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import { policiesLastUpdated, policyContacts } from "./facts";
import * as hi from "./hi";
import { type PoliciesCopy, policiesWordsSchema, policyPaths } from "./schema";

export const policies = defineLegacyTopic({
  schema: policiesWordsSchema,
  en,
  hi,
  join: (words, format): { policies: PoliciesCopy } => ({
    policies: {
      policyUi: words.policyUi,
      policies: Object.fromEntries(
        policyPaths.map((path) => [
          path,
          {
            lastUpdated: { date: policiesLastUpdated, text: format.date(policiesLastUpdated) },
            contactEmail: policyContacts[path],
            parts: words.policies[path].parts,
            // Each page ends with links to the other three.
            related: policyPaths.filter((other) => other !== path),
          },
        ]),
      ) as PoliciesCopy["policies"],
    },
  }),
});
