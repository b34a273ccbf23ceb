/**
 * The owners' launch page (/admin/launch): every launch-check item of the site
 * (app/content/engine/launch-check.ts), grouped by who settles it, each with what it says on the
 * site now as a visitor reads it (./visible-value.ts), a link to its field in the words editor,
 * and whether this staff member may confirm it.
 */
import type { AppLoadContext } from "react-router";
import { decide, type PermissionHolder, type StaffRole } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { dataTopicNames, topicNamed } from "~/content/engine/content";
import type { TopicDocument } from "~/content/engine/document";
import {
  coveredFields,
  type ItemStatus,
  type LaunchCheckItem,
  ownerOnly,
  settledByOf,
} from "~/content/engine/launch-check";
import { launchCheckLists } from "~/content/engine/launch-check.server";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import { visibleLines, visibleStrings } from "./visible-value";

const words = copy.launchPage;

/** Who may confirm: the owner, or an editor (any item but the legal and money ones). */
export function mayConfirm(
  staff: PermissionHolder & { role: StaffRole },
  item: LaunchCheckItem,
): boolean {
  if (decide(staff, "content.publish") !== "allowed") return false;
  return !ownerOnly(item) || staff.role === "owner";
}

/** The launch-check item `id`, its topic, and whether only an owner may confirm it. */
export function findLaunchItem(id: string) {
  for (const { topic, items } of launchCheckLists()) {
    const item = items.find((entry) => entry.id === id);
    if (item) return { topic, item, ownerOnly: ownerOnly(item) };
  }
  return null;
}

/**
 * Records a confirm or undo refused to someone whose role may publish but not confirm this item
 * (an editor, on a legal or money item), as every refusal beyond a role is recorded.
 */
export function recordRefusedConfirm(
  admin: NonNullable<AppLoadContext["admin"]>,
  clientIp: string | undefined,
  staff: { staffId: number; email: string; role: StaffRole },
  where: string,
  id: string,
) {
  return admin.audit.record({
    actor: { id: staff.staffId, email: staff.email },
    kind: "access.denied",
    subject: `POST ${where} ${id}`,
    details: { role: staff.role, reason: "owner-only" },
    ipHash: admin.hashIp(clientIp),
  });
}

export type LaunchGroup = "owner" | "adviser" | "server";

export interface LaunchPageItem {
  id: string;
  topicTitle: string;
  question: boolean;
  what: string;
  replaceWith: string;
  /** What it says on the site now, a line per list item (cut after `shownLines`). */
  now: string[];
  /** How many more lines there are than `now` shows. */
  more: number;
  group: LaunchGroup;
  /** The line to forward to whoever runs the server, for a server setting. */
  serverLine: string | null;
  /** The words editor at the item's first field. */
  fieldLink: string;
  settled: boolean;
  /** Confirmed as it stands: by whom and when (Undo confirm takes it back). */
  confirmed: { by: string; at: string } | null;
  /** Settled by publishing new words (nothing to undo here: the topic's history undoes it). */
  replaced: boolean;
  canConfirm: boolean;
  ownerOnly: boolean;
}

/** How many lines of an item's value the page shows. */
const shownLines = 6;

/** The editor's address of an item's first field: /admin/content/topic?field=part.path. */
export function fieldLinkOf(topic: string, item: LaunchCheckItem, document: TopicDocument) {
  const [first] = item.fields.flatMap((field) => coveredFields(document, field));
  const base = `/admin/content/${encodeURIComponent(topic)}`;
  if (!first) return base;
  const [part, ...path] = first.path;
  const named = part === "en" || part === "hi" ? "words" : String(part);
  return `${base}?field=${encodeURIComponent([named, ...path].join("."))}`;
}

export function launchPageItems(
  statuses: readonly ItemStatus[],
  content: {
    documents: Record<string, TopicDocument>;
    dictionary: (locale: "en") => unknown;
  },
  staff: PermissionHolder & { role: StaffRole },
): LaunchPageItem[] {
  const shown = visibleStrings(content.dictionary("en"));
  const titles = new Map(dataTopicNames.map((name) => [name, topicNamed(name).title]));
  return statuses.map(({ topic, item, settled, confirmed }) => {
    const document = content.documents[topic] as TopicDocument;
    const context = {
      shown,
      words: document.en,
      picture: { chosen: words.pictureChosen, missing: words.pictureMissing },
    };
    let lines = [
      ...new Set(
        item.fields
          .flatMap((field) => coveredFields(document, field.replace(/^words\./, "en.")))
          .flatMap(({ value }) => visibleLines(value, context))
          .filter((line) => line.trim()),
      ),
    ];
    // A bare figure beside the sentences that show it to visitors (with its rupee sign): the
    // sentences say it as the site does, so the bare figures go.
    const sentences = lines.filter((line) => !/^[\d\s.,–-]+$/.test(line));
    if (sentences.length > 0 && sentences.length < lines.length) lines = sentences;
    const group = settledByOf(item);
    return {
      id: item.id,
      topicTitle: titles.get(topic as never) ?? topic,
      question: item.kind === "question",
      what: item.what,
      replaceWith: item.replaceWith,
      now: lines.slice(0, shownLines),
      more: Math.max(0, lines.length - shownLines),
      group,
      serverLine: item.serverSetting
        ? fill(words.serverLine, {
            name: item.serverSetting.name,
            // "{now}": the value the site states now (the days the privacy policy gives).
            value: item.serverSetting.value.replace("{now}", lines[0] ?? ""),
          })
        : null,
      fieldLink: fieldLinkOf(topic, item, document),
      settled,
      confirmed: confirmed
        ? { by: confirmed.confirmedBy, at: formatTime(confirmed.confirmedAt) }
        : null,
      replaced: settled && !confirmed,
      canConfirm: mayConfirm(staff, item),
      ownerOnly: ownerOnly(item),
    };
  });
}
