/**
 * What must not go live unnoticed (docs/decisions/0008): each topic lists, in its launch-check.ts,
 * the fields that hold something invented or a commitment the brief does not make (a
 * placeholder), and the fields where the brief contradicts itself (a question for the owner).
 *
 * An item is settled once every field it covers is published with a value other than the shipped
 * one, or once an owner confirms it as it stands (a confirmation is a revision of its own, with
 * who and when: `npm run content -- confirm ITEM`, or the words editor). `npm run launch-check`
 * prints what remains, page by page, from the live content.
 */
import { type SitePath, sitePages } from "~/base/site-routes";
import type { TopicDocument } from "./document";
import { type PathSegment, parsePath, valueAt } from "./paths";

/** The page where the owner finds an item: a path of the page table, or "*" for every page. */
export type LaunchCheckPage = SitePath | "*";

export interface LaunchCheckItem {
  /** Unique and stable: a confirmation is recorded under it ("site.phone-mobile"). */
  id: string;
  page: LaunchCheckPage;
  /**
   * placeholder: something invented, or a commitment the brief does not make;
   * question: where the brief contradicts itself, or leaves to the owner what the site decided.
   */
  kind: "placeholder" | "question";
  /** What it is, as the owner would recognise it on the site; or the question. */
  what: string;
  /** What to put in its place, or what to confirm. */
  replaceWith: string;
  /**
   * The fields it covers, as paths in the topic's document: "facts.phoneMobile",
   * "words.faq.hosting" (the English and the Hindi), "facts.roles.*.experience" (every item).
   */
  fields: readonly string[];
  /**
   * Who settles it, for the owners' launch page (/admin/launch): the owner (unless told); a
   * lawyer or accountant (legal terms, fees and refunds); or whoever runs the server (a setting
   * only they can change, given in `serverSetting`).
   */
  settledBy?: "owner" | "adviser" | "server";
  /** Money the agency commits to (prices and what they include): only an owner may confirm it. */
  money?: boolean;
  /** For an item whoever runs the server settles: the setting and the value it must have. */
  serverSetting?: { name: string; value: string };
}

/** Who settles an item (the owners' launch page groups by it). */
export function settledByOf(item: LaunchCheckItem): "owner" | "adviser" | "server" {
  return item.settledBy ?? (item.serverSetting ? "server" : "owner");
}

/**
 * Whether only an owner may confirm the item as it stands: legal and money items (a lawyer's or
 * an accountant's, a server setting the privacy policy states, or a price), never an editor.
 */
export function ownerOnly(item: LaunchCheckItem): boolean {
  return settledByOf(item) !== "owner" || item.money === true;
}

/** A topic's items, as its launch-check.ts gives them. */
export interface TopicLaunchCheck {
  topic: string;
  items: readonly LaunchCheckItem[];
}

/** One covered field: its path in the document and its value. */
export interface CoveredField {
  path: PathSegment[];
  value: unknown;
}

/** The fields a path covers in `document`: "words." names both languages, "*" every item. */
export function coveredFields(document: TopicDocument, field: string): CoveredField[] {
  const [head, ...rest] = parsePath(field);
  const roots = head === "words" ? (["en", "hi"] as const) : [head as "facts" | "en" | "hi"];
  const out: CoveredField[] = [];
  const expand = (value: unknown, done: PathSegment[], todo: PathSegment[]) => {
    if (todo.length === 0) {
      out.push({ path: done, value });
      return;
    }
    const [segment, ...more] = todo as [PathSegment, ...PathSegment[]];
    if (segment === "*") {
      const items = Array.isArray(value)
        ? value.map((item, i) => [(item as { id?: string } | null)?.id ?? i, item] as const)
        : Object.entries((value ?? {}) as Record<string, unknown>);
      for (const [key, item] of items) expand(item, [...done, key], more);
      return;
    }
    expand(valueAt(value, [segment]), [...done, segment], more);
  };
  for (const root of roots) expand(document[root], [root], rest);
  return out;
}

/** What an item says now: its fields' text, joined (the English where a field has both). */
export function itemValue(document: TopicDocument, item: LaunchCheckItem): string {
  const texts = item.fields
    .flatMap((field) => coveredFields(document, field.replace(/^words\./, "en.")))
    .map(({ value }) => (typeof value === "string" ? value : JSON.stringify(value)));
  return texts.join(" · ");
}

export interface Confirmed {
  item: string;
  confirmedBy: string;
  confirmedAt: number;
}

export interface ItemStatus {
  topic: string;
  item: LaunchCheckItem;
  /** What it says now. */
  value: string;
  /** Fields published with a value other than the shipped one, and all its fields. */
  changed: number;
  total: number;
  confirmed?: Confirmed;
  settled: boolean;
}

/** Each item's status in the live `documents`, against the shipped files. */
export function launchCheckStatus(
  lists: readonly TopicLaunchCheck[],
  documents: Record<string, TopicDocument>,
  shipped: Record<string, TopicDocument>,
  confirmations: readonly Confirmed[],
): ItemStatus[] {
  const confirmedById = new Map(confirmations.map((c) => [c.item, c]));
  return lists.flatMap(({ topic, items }) =>
    items.map((item) => {
      const live = documents[topic] as TopicDocument;
      const original = shipped[topic] as TopicDocument;
      const fields = item.fields.flatMap((field) => coveredFields(live, field));
      const changed = fields.filter(
        ({ path, value }) => JSON.stringify(valueAt(original, path)) !== JSON.stringify(value),
      ).length;
      const confirmed = confirmedById.get(item.id);
      return {
        topic,
        item,
        value: itemValue(live, item),
        changed,
        total: fields.length,
        confirmed,
        settled: Boolean(confirmed) || (fields.length > 0 && changed === fields.length),
      };
    }),
  );
}

/** Long values are cut for the listing. */
function short(value: string, max = 400): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** The order of the report: every page first, then the pages as the page table lists them. */
const pageOrder: readonly LaunchCheckPage[] = ["*", ...sitePages.map((page) => page.path)];

function count(n: number, one: string, other: string): string {
  return `${n} ${n === 1 ? one : other}`;
}

/**
 * Advice after the report: notes for the owner that never fail the check (a list whose count
 * differs from the brief's, ./list-bounds.ts `listCountAdvice`).
 */
function adviceLines(advice: readonly string[]): string[] {
  if (advice.length === 0) return [];
  return ["", "Advice (not blocking):", ...advice.map((line) => `  - ${line}`), ""];
}

/**
 * The launch-check report and its exit code: 0 when nothing remains, 1 otherwise. `advice` is
 * printed after it and never changes the exit code.
 */
export function launchCheckReport(
  statuses: readonly ItemStatus[],
  advice: readonly string[] = [],
): {
  text: string;
  exitCode: 0 | 1;
} {
  const open = statuses.filter((status) => !status.settled);
  if (open.length === 0) {
    return {
      text: [
        `launch-check: nothing remains (${statuses.length} items settled). Ready to launch.\n`,
        ...adviceLines(advice),
      ].join("\n"),
      exitCode: 0,
    };
  }
  const placeholders = open.filter(({ item }) => item.kind === "placeholder").length;
  const questions = open.length - placeholders;
  const lines = [
    `launch-check: ${count(placeholders, "placeholder remains", "placeholders remain")} (invented content or a commitment the brief does not make) and ${count(questions, "question", "questions")} for the owner (where the brief contradicts itself), by page.`,
    "Settle each by publishing every field it names with the real value (/admin/content, or npm run content -- publish),",
    "or confirm it as it stands: npm run content -- confirm ITEM.",
  ];
  let number = 0;
  for (const page of pageOrder) {
    const items = open.filter(({ item }) => item.page === page);
    if (items.length === 0) continue;
    lines.push("", page === "*" ? "Every page" : page);
    for (const { topic, item, value, changed, total } of items) {
      number += 1;
      const lead = `${number}. `;
      const indent = " ".repeat(lead.length + 2);
      lines.push(
        `  ${lead}${item.kind === "question" ? "Question: " : ""}${item.what}`,
        `${indent}now:       ${short(value)}`,
        `${indent}${item.kind === "question" ? "answer:  " : "replace: "}  ${item.replaceWith}`,
        `${indent}fields:    ${topic} ${item.fields.join(", ")}${changed > 0 ? ` (${changed} of ${total} changed)` : ""}`,
        `${indent}item:      ${item.id}`,
      );
    }
  }
  lines.push("", `${open.length} remaining of ${statuses.length}. See docs/changing-words.md.`, "");
  lines.push(...adviceLines(advice));
  return { text: lines.join("\n"), exitCode: 1 };
}
