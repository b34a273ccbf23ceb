/**
 * Every invented item of the content layer, gathered from the `placeholders` list each topic
 * keeps beside its data (its placeholders.ts; docs/decisions/0008). `npm run launch-check` prints them and
 * fails while any remain; the production server logs how many remain when it starts.
 *
 * Server-only: the lists are functions that nothing in the browser calls, so bundlers drop them
 * and their text from the site's JavaScript.
 */
import { placeholders as about } from "./about/placeholders";
import { placeholders as blog } from "./blog/placeholders";
import { placeholders as graphic } from "./graphic/placeholders";
import { placeholders as home } from "./home/placeholders";
import { placeholders as internship } from "./internship/placeholders";
import { placeholders as policies } from "./policies/placeholders";
import { placeholders as pricing } from "./pricing/placeholders";
import type { Placeholder } from "./schema";
import { placeholders as shell } from "./shell/placeholders";
import { placeholders as site } from "./site/placeholders";
import { placeholders as work } from "./work/placeholders";

/**
 * Each topic's `placeholders` list, by the file that holds it (a test keeps it whole: every
 * placeholders.ts of app/content is here).
 */
export const placeholderSources = {
  "app/content/site/placeholders.ts": site,
  "app/content/shell/placeholders.ts": shell,
  "app/content/home/placeholders.ts": home,
  "app/content/about/placeholders.ts": about,
  "app/content/work/placeholders.ts": work,
  "app/content/graphic/placeholders.ts": graphic,
  "app/content/blog/placeholders.ts": blog,
  "app/content/internship/placeholders.ts": internship,
  "app/content/pricing/placeholders.ts": pricing,
  "app/content/policies/placeholders.ts": policies,
} as const satisfies Record<string, () => Placeholder[]>;

export interface ListedPlaceholder extends Placeholder {
  /** The file that holds the item and its entry, relative to the repository. */
  file: string;
}

export function listPlaceholders(
  sources: Record<string, () => Placeholder[]> = placeholderSources,
): ListedPlaceholder[] {
  return Object.entries(sources).flatMap(([file, list]) =>
    list().map((entry) => ({ file, ...entry })),
  );
}

/** Long values are cut for the listing; the file holds the whole item. */
function short(value: string, max = 160): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** The launch-check report and its exit code: 0 when nothing invented remains, 1 otherwise. */
export function launchCheckReport(list: readonly ListedPlaceholder[]): {
  text: string;
  exitCode: 0 | 1;
} {
  if (list.length === 0) {
    return { text: "launch-check: no placeholders remain. Ready to launch.\n", exitCode: 0 };
  }
  const lines = [
    `launch-check: ${list.length} ${list.length === 1 ? "placeholder remains" : "placeholders remain"} — invented content that must not go live.`,
    "Replace each item in its file, then delete its entry from that file's `placeholders` list.",
  ];
  let file = "";
  list.forEach((entry, i) => {
    if (entry.file !== file) {
      file = entry.file;
      lines.push("", file);
    }
    const number = `${i + 1}. `;
    const indent = " ".repeat(number.length + 2);
    lines.push(
      `  ${number}${entry.what}`,
      `${indent}now:     ${short(entry.value)}`,
      `${indent}replace: ${entry.replaceWith}`,
    );
  });
  lines.push("", `${list.length} remaining. See README, "Editing copy, prices and contacts".`, "");
  return { text: lines.join("\n"), exitCode: 1 };
}
