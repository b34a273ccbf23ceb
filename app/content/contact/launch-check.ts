import type { Placeholder } from "../schema";
import { contact } from "./en";

/**
 * What /contact-us promises beyond the brief, listed by `npm run launch-check` until the owner
 * confirms it (docs/decisions/0008). Confirm or change the item (./en.ts and ./hi.ts), then
 * delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/contact-us",
    what: "What happens next: every enquiry gets a short call about goals, timeline and budget before the quote",
    value: contact.nextSteps.map((step) => `${step.title}: ${step.text}`).join(" "),
    replaceWith: "Confirm the three steps, or change them to what happens",
  },
];
