import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What /contact-us promises beyond the brief (docs/decisions/0008). `npm run launch-check` lists
 * it until every field it names is published with a new value, or an owner confirms it.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "contact.next-steps",
    page: "/contact-us",
    kind: "placeholder",
    what: "What happens next: every enquiry gets a short call about goals, timeline and budget before the quote",
    replaceWith: "Confirm the three steps, or change them to what happens",
    fields: ["words.nextSteps"],
  },
];
