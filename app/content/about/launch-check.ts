import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * Invented items of /aboutUs (docs/decisions/0008), listed by `npm run launch-check` until every
 * field they name is published with a new value, or an owner confirms them.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "about.team",
    page: "/aboutUs",
    kind: "placeholder",
    what: "The team: managing director and senior staff (invented names, roles and bios)",
    replaceWith: "The agency's real people and roles, with their consent",
    fields: ["words.managingDirector", "words.seniorStaff"],
  },
];
