import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * The invented items of the agency's work (docs/decisions/0008). `npm run launch-check` lists
 * each until every field it names is published with a new value, or an owner confirms it as it
 * stands. The demos' address is the agency's (the site topic's `site.demos`).
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "work.notable-apps",
    page: "/work",
    kind: "placeholder",
    what: "Notable apps shown as the agency's work (invented apps and features)",
    replaceWith:
      "Two apps the agency built and may show, with their real platforms and features (the phone artwork can stay)",
    fields: ["words.apps.*"],
  },
  {
    id: "work.demo-pictures",
    page: "/work",
    kind: "placeholder",
    what: "Website demo pictures: picture not chosen yet (each card shows a drawing of a screen)",
    replaceWith:
      "A real screenshot of each demo, chosen from the media library in the editor, with its description in English and Hindi",
    fields: ["facts.projects.*.webPicture"],
  },
];
