/** Every data topic's launch-check items. */
export function launchCheckLists(): TopicLaunchCheck[] {
  return dataTopicNames.map((topic) => ({ topic, items: topicNamed(topic).launchCheck }));
}

/**
 * TRANSITION ONLY (issue 38): the items of the topics still written as TypeScript, always open.
 */
export function legacyStatuses(): ItemStatus[] {
  return listLaunchCheck().map((item, index) => ({
    topic: item.file,
    item: {
      id: `${item.file}#${index}`,
      page: item.page,
      kind: item.kind,
      what: item.kind === "placeholder" ? item.what : item.question,
      replaceWith: item.kind === "placeholder" ? item.replaceWith : "Answer it",
      fields: [],
    },
    value: item.kind === "placeholder" ? item.value : item.meanwhile,
    changed: 0,
    total: 0,
    settled: false,
  }));
}

import * as about from "./about/launch-check";
import * as blog from "./blog/launch-check";
import * as careers from "./careers/launch-check";
import * as contact from "./contact/launch-check";
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
import { dataTopicNames, topicNamed } from "./content";
import * as forms from "./forms/launch-check";
import * as graphic from "./graphic/launch-check";
import * as internship from "./internship/launch-check";
import type { ItemStatus, TopicLaunchCheck } from "./launch-check";
import * as policies from "./policies/launch-check";
import * as pricing from "./pricing/launch-check";
import type { OwnerQuestion, Placeholder } from "./schema";
import * as work from "./work/launch-check";

/** What a topic's launch-check.ts gives: its placeholders, its questions, or both. */
export interface LaunchCheckSource {
  placeholders?: () => Placeholder[];
  questions?: () => OwnerQuestion[];
}

/** Each topic's launch-check.ts, by its file (a test keeps it whole: every one is here). */
export const launchCheckSources: Record<string, LaunchCheckSource> = {
  "app/content/forms/launch-check.ts": forms,
  "app/content/blog/launch-check.ts": blog,
  "app/content/about/launch-check.ts": about,
  "app/content/work/launch-check.ts": work,
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
