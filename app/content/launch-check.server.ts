/**
 * What must not go live unnoticed (docs/decisions/0008), gathered from the launch-check.ts each
 * topic keeps beside its data: invented items and commitments the brief does not make (its
 * `placeholders`), and the brief's contradictions as questions for the owner, each with what the
 * site shows meanwhile (its `questions`). `npm run launch-check` prints them under their page
 * and fails while any remain; the production server logs how many remain when it starts.
 *
 * Server-only: the lists are functions that nothing in the browser calls, so bundlers drop them
 * and their text from the site's JavaScript.
 */
import { sitePages } from "~/base/site-routes";
import * as about from "./about/launch-check";
import * as appServices from "./app-services/launch-check";
import * as blog from "./blog/launch-check";
import * as careers from "./careers/launch-check";
import * as contact from "./contact/launch-check";
import * as forms from "./forms/launch-check";
import * as graphic from "./graphic/launch-check";
import * as home from "./home/launch-check";
import * as internship from "./internship/launch-check";
import * as policies from "./policies/launch-check";
import * as pricing from "./pricing/launch-check";
import type { LaunchCheckPage, OwnerQuestion, Placeholder } from "./schema";
import * as shell from "./shell/launch-check";
import * as site from "./site/launch-check";
import * as work from "./work/launch-check";

/** What a topic's launch-check.ts gives: its placeholders, its questions, or both. */
export interface LaunchCheckSource {
  placeholders?: () => Placeholder[];
  questions?: () => OwnerQuestion[];
}

/** Each topic's launch-check.ts, by its file (a test keeps it whole: every one is here). */
export const launchCheckSources: Record<string, LaunchCheckSource> = {
  "app/content/site/launch-check.ts": site,
  "app/content/shell/launch-check.ts": shell,
  "app/content/forms/launch-check.ts": forms,
  "app/content/home/launch-check.ts": home,
  "app/content/blog/launch-check.ts": blog,
  "app/content/about/launch-check.ts": about,
  "app/content/work/launch-check.ts": work,
  "app/content/app-services/launch-check.ts": appServices,
  "app/content/graphic/launch-check.ts": graphic,
  "app/content/pricing/launch-check.ts": pricing,
  "app/content/internship/launch-check.ts": internship,
  "app/content/careers/launch-check.ts": careers,
  "app/content/contact/launch-check.ts": contact,
  "app/content/policies/launch-check.ts": policies,
};

/** An item of launch-check with the file that lists it, relative to the repository. */
export type ListedItem =
  | (Placeholder & { kind: "placeholder"; file: string })
  | (OwnerQuestion & { kind: "question"; file: string });

export function listLaunchCheck(
  sources: Record<string, LaunchCheckSource> = launchCheckSources,
): ListedItem[] {
  return Object.entries(sources).flatMap(([file, source]) => [
    ...(source.placeholders?.() ?? []).map((entry) => ({
      ...entry,
      kind: "placeholder" as const,
      file,
    })),
    ...(source.questions?.() ?? []).map((entry) => ({ ...entry, kind: "question" as const, file })),
  ]);
}

/** Long values are cut for the listing; the file holds the whole item. */
function short(value: string, max = 400): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** The order of the report: every page first, then the pages as the page table lists them. */
const pageOrder: readonly LaunchCheckPage[] = ["*", ...sitePages.map((page) => page.path)];

function pageHeading(page: LaunchCheckPage): string {
  return page === "*" ? "Every page" : page;
}

function count(n: number, one: string, other: string): string {
  return `${n} ${n === 1 ? one : other}`;
}

/** The launch-check report and its exit code: 0 when nothing remains, 1 otherwise. */
export function launchCheckReport(list: readonly ListedItem[]): {
  text: string;
  exitCode: 0 | 1;
} {
  if (list.length === 0) {
    return { text: "launch-check: nothing remains. Ready to launch.\n", exitCode: 0 };
  }
  const placeholders = list.filter((item) => item.kind === "placeholder").length;
  const questions = list.length - placeholders;
  const lines = [
    `launch-check: ${count(placeholders, "placeholder remains", "placeholders remain")} (invented content or a commitment the brief does not make) and ${count(questions, "question", "questions")} for the owner (where the brief contradicts itself), by page.`,
    "Replace or confirm each placeholder, answer each question, then delete its entry from the file named.",
  ];
  let number = 0;
  for (const page of pageOrder) {
    const items = list.filter((item) => item.page === page);
    if (items.length === 0) continue;
    lines.push("", pageHeading(page));
    for (const item of items) {
      number += 1;
      const lead = `${number}. `;
      const indent = " ".repeat(lead.length + 2);
      if (item.kind === "placeholder")
        lines.push(
          `  ${lead}${item.what}`,
          `${indent}now:       ${short(item.value)}`,
          `${indent}replace:   ${item.replaceWith}`,
          `${indent}in:        ${item.file}`,
        );
      else
        lines.push(
          `  ${lead}Question: ${item.question}`,
          `${indent}meanwhile: ${item.meanwhile}`,
          `${indent}in:        ${item.file}`,
        );
    }
  }
  lines.push(
    "",
    `${list.length} remaining. See README, "Editing copy, prices and contacts", and docs/changing-words.md.`,
    "",
  );
  return { text: lines.join("\n"), exitCode: 1 };
}
