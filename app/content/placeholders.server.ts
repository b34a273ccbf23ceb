/**
 * Every invented item of the content layer, gathered from the `placeholders` list each content
 * module keeps next to its data (docs/decisions/0008). `npm run launch-check` prints them and
 * fails while any remain; the production server logs how many remain when it starts.
 *
 * Server-only: the lists are functions that nothing in the browser calls, so bundlers drop them
 * and their text from the site's JavaScript.
 */
import { placeholders as blog } from "./blog";
import { placeholders as about } from "./en/about";
import { placeholders as apps } from "./en/apps";
import { placeholders as home } from "./en/home";
import { placeholders as policies } from "./en/policies/phrases";
import { placeholders as policyReview } from "./en/policies/review";
import { placeholders as termsPolicy } from "./en/policies/terms";
import { placeholders as pricing } from "./en/pricing";
import { placeholders as graphic } from "./graphic";
import { placeholders as internship } from "./internship";
import { placeholders as promo } from "./promo";
import type { Placeholder } from "./schema";
import { placeholders as site } from "./site";
import { placeholders as terms } from "./terms";

/** Each module with a `placeholders` list, by the file the owner edits (a test keeps it whole). */
export const placeholderSources = {
  "app/content/site.ts": site,
  "app/content/terms.ts": terms,
  "app/content/promo.ts": promo,
  "app/content/en/home.ts": home,
  "app/content/en/about.ts": about,
  "app/content/en/apps.ts": apps,
  "app/content/graphic.ts": graphic,
  "app/content/blog.ts": blog,
  "app/content/internship.ts": internship,
  "app/content/en/pricing.ts": pricing,
  "app/content/en/policies/phrases.ts": policies,
  "app/content/en/policies/terms.ts": termsPolicy,
  "app/content/en/policies/review.ts": policyReview,
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
