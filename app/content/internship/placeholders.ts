import type { Placeholder } from "../schema";
import { internTestimonials } from "./facts";

/**
 * Invented items of ./facts.ts, listed by `npm run launch-check` until replaced
 * (docs/decisions/0008). Replace the item (and its words in ./en.ts and ./hi.ts), then delete its
 * entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Six intern testimonials: invented people, programmes, years and words",
    value: internTestimonials.map((t) => t.name).join(", "),
    replaceWith:
      "Real former interns' words, with their written permission (initials avatars need no photo)",
  },
];
