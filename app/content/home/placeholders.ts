import type { Placeholder } from "../schema";
import { testimonials } from "./en";
import { testimonialClients } from "./facts";

/**
 * Invented items of this topic (./facts.ts, ./en.ts and its Hindi twin), listed by
 * `npm run launch-check` until replaced (docs/decisions/0008). Replace the item, then delete
 * its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Three client testimonials: invented people, companies and words",
    value: testimonialClients
      .map((client) => `${client.personName}, ${testimonials[client.id].personCompany}`)
      .join("; "),
    replaceWith:
      "Real clients' words, with their written permission, and their names in app/content/home/facts.ts; imgSrc draws a monogram, so no logo file is needed",
  },
];
