import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * The report's words were written for the site, not by the agency (docs/decisions/0008):
 * `npm run launch-check` lists them until they are published with new words, or an owner
 * confirms them as they stand.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "reports.weekly",
    page: "*",
    kind: "placeholder",
    what: "The weekly report emailed to the owners every Monday (not a public page) was written for the site, not by the agency",
    replaceWith: "Read it in both languages; change it to how the agency writes, or confirm it",
    // Its headings and last line: what an owner reads of it here (the lines with slots, filled
    // only when the report is sent, would show their slots).
    fields: [
      "words.weekly.figuresHeading",
      "words.weekly.topSources",
      "words.weekly.topPages",
      "words.weekly.unansweredHeading",
      "words.weekly.footer",
    ],
  },
];
