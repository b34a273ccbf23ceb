import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * The templates were written for the site, not by the agency (docs/decisions/0008):
 * `npm run launch-check` lists them until they are published with new words, or an owner
 * confirms them as they stand.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "replies.templates",
    page: "*",
    kind: "placeholder",
    what: "The reply templates staff send leads by WhatsApp and email (staff inbox, not a public page) were written for the site, not by the agency",
    replaceWith:
      "Read them in both languages; change them to how the agency writes, or confirm them",
    fields: ["words.templates"],
  },
];
