import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What the shell shows that is invented until the agency confirms it (docs/decisions/0008).
 * `npm run launch-check` lists each until every field it names is published with a new value,
 * or an owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "shell.promo-batch",
    page: "*",
    kind: "placeholder",
    what: "Announcement popup: an internship batch with admissions open",
    replaceWith: "The year of the next batch the agency really runs, once admissions are open",
    fields: ["facts.promo.batchYear"],
  },
  {
    id: "shell.promo-picture",
    page: "*",
    kind: "placeholder",
    what: "The announcement's picture: picture not chosen yet (its artwork is drawn)",
    replaceWith:
      "The announcement's real poster, chosen from the media library in the editor, with its description in English and Hindi (or keep the drawn artwork and confirm)",
    fields: ["facts.promo.picture"],
  },
];
