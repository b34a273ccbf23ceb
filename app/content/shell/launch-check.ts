import type { Placeholder } from "../schema";
import { promoBatchYear } from "./facts";

/**
 * Invented items of ./facts.ts, listed by `npm run launch-check` until replaced
 * (docs/decisions/0008). Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "*",
    what: "Announcement popup: an internship batch with admissions open",
    value: `Internship ${promoBatchYear} — admissions open (app/content/shell/en.ts, ./hi.ts)`,
    replaceWith: "The year of the next batch the agency really runs, once admissions are open",
  },
];
