import type { Placeholder } from "../schema";
import { pricingWords } from "./en";

/**
 * Invented items of this topic (./facts.ts, ./en.ts and its Hindi twin), listed by
 * `npm run launch-check` until replaced (docs/decisions/0008). Replace the item, then delete
 * its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "What each package includes: the feature lists of the website and app packages and the graphic design descriptions (revisions, formats)",
    value: [pricingWords.app, ...Object.values(pricingWords.websites)]
      .map((p) => `${p.name}: ${p.features.join(", ")}`)
      .join(" | "),
    replaceWith:
      "What the agency really includes at these prices; the brief gives only prices and page counts",
  },
];
