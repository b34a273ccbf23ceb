import { formatters } from "~/base/format";
import type { Placeholder } from "../schema";
import { apps } from "./en";
import { notableAppFacts } from "./facts";

const count = formatters.en.countWordCapital;

/**
 * Invented items of this topic (./facts.ts, ./en.ts and its Hindi twin), listed by
 * `npm run launch-check` until replaced (docs/decisions/0008). Replace the item, then delete
 * its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/work",
    what: `${count(notableAppFacts.length)} notable apps shown as the agency's work (invented apps and features)`,
    value: notableAppFacts.map((app) => apps[app.id].name).join(", "),
    replaceWith:
      "Two apps the agency built and may show, with their real platforms and features (the phone artwork can stay)",
  },
];
