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
  {
    id: "about.pictures",
    page: "/aboutUs",
    kind: "placeholder",
    what: "The top picture and the managing director's photo: picture not chosen yet (a drawing and initials)",
    replaceWith:
      "A photograph of the team or the studio and the managing director's photo (with their consent), chosen from the media library in the editor, each with its description in English and Hindi",
    fields: ["facts.heroPicture", "facts.directorPhoto"],
  },
];
