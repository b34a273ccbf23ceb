/**
 * What can be done to the site's words and facts, for the operator's command
 * (scripts/content.ts: export, publish, confirm, history, rollback), the words editor and the
 * tests (docs/decisions/0017-words-as-data.md). Every change is a revision in the content store;
 * a revision that fails the publish check (app/content/engine/checks.ts) is refused whole.
 *
 * A publish changes only what its author changed: its documents are compared with the live ones
 * and, when it was started from an older revision (an export, a draft), with the documents of that
 * revision, so a topic somebody else published since is never reverted without notice: a topic
 * both changed is refused as a conflict.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { shapeRefusal } from "../../app/content/engine/bounds";
import { type ContentIssue, checkContent } from "../../app/content/engine/checks";
import {
  type ContentDocuments,
  type DataTopicName,
  dataTopicNames,
  isDataTopic,
} from "../../app/content/engine/content";
import type { TopicDocument } from "../../app/content/engine/document";
import {
  type ItemStatus,
  itemValue,
  launchCheckStatus,
} from "../../app/content/engine/launch-check";
import { launchCheckLists } from "../../app/content/engine/launch-check.server";
import {
  changesOver,
  changesUnder,
  type PartsDocument,
  renamePaths,
  type StaffChange,
} from "../../app/content/engine/overlay";
import { formatPath, parsePath } from "../../app/content/engine/paths";
import { currentRelease, overlaid, type Release } from "../../app/content/engine/release";
import type {
  ConfirmationChange,
  ConflictingTopic,
  ContentStore,
  Revision,
  RevisionSummary,
  StoredDocument,
} from "../db/content";
import { libraryHolding, mediaOf } from "./library";
import { type LiveContent, readLiveContent } from "./live";

/** The file an export writes beside the topics' folders: the revision it was taken at. */
export const REVISION_FILE = "revision.json";
/** Beside a topic's files in an export: its staff changes over the shipped words. */
export const CHANGES_FILE = "changes.json";
/** Beside the topics' folders in an export: the content migrations that had run. */
export const MIGRATIONS_FILE = "migrations.json";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A topic's files in the shipped format: facts.json (when it has facts), en.json, hi.json. */
function topicFiles(document: TopicDocument): [string, unknown][] {
  const files: [string, unknown][] = [
    ["en.json", document.en],
    ["hi.json", document.hi],
  ];
  if (document.facts && Object.keys(document.facts as object).length > 0)
    files.unshift(["facts.json", document.facts]);
  return files;
}

export interface PublishRequest {
  /** The topics as the author wants them (all of them, or only those they touched). */
  topics: Partial<Record<string, { facts?: unknown; en?: unknown; hi?: unknown }>>;
  note: string;
  author: string;
  /** The store's revision the author started from; the live revision when absent. */
  basedOn?: number;
  /** Per topic, Hindi fields the author checked and kept though their English changed. */
  hindiChecked?: Record<string, readonly string[]>;
}

export type PublishResult =
  | {
      ok: true;
      revision: number;
      changed: DataTopicName[];
      /** Warnings of the check (a Hindi field whose English changed). */
      warnings: ContentIssue[];
    }
  | { ok: false; reason: "invalid"; issues: ContentIssue[] }
  | { ok: false; reason: "stale"; stale: ConflictingTopic[] }
  | { ok: false; reason: "unknown-topic"; topics: string[] }
  | { ok: false; reason: "nothing" };

export interface RollbackRefusal {
  ok: false;
  reason: "no-revision" | "changed-since" | "invalid" | "nothing";
  message: string;
  issues?: ContentIssue[];
}

export interface ContentOperations {
  live(): Promise<LiveContent>;
  /** Writes the live words and facts into `dir`: one folder per topic, and revision.json. */
  exportTo(dir: string): Promise<{ revision: number; topics: number }>;
  /** Reads a folder written by `exportTo` (and edited): the topics it holds and its revision. */
  readFolder(dir: string): Promise<{
    topics: Record<string, { facts?: unknown; en?: unknown; hi?: unknown }>;
    basedOn?: number;
    unreadable: { file: string; error: string }[];
  }>;
  /** Checks a publish without writing it: what would change, and every finding. */
  check(request: Omit<PublishRequest, "note" | "author">): Promise<{
    changed: DataTopicName[];
    issues: ContentIssue[];
    stale: ConflictingTopic[];
  }>;
  publish(request: PublishRequest): Promise<PublishResult>;
  /** Records launch-check items as confirmed as they stand. */
  confirm(
    items: readonly string[],
    author: string,
    note?: string,
  ): Promise<{ ok: true; revision: number } | { ok: false; unknown: string[] }>;
  /**
   * Takes back confirmations (an owner's "Undo confirm"): recorded as a revision of its own, so
   * the topic's history shows who took it back and when. Items not confirmed are refused.
   */
  unconfirm(
    items: readonly string[],
    author: string,
    note?: string,
  ): Promise<{ ok: true; revision: number } | { ok: false; unknown: string[] }>;
  history(limit?: number, before?: number): Promise<RevisionSummary[]>;
  revision(id: number): Promise<Revision | null>;
  /** Undoes what `revision` changed, as a new revision. */
  rollback(
    revision: number,
    author: string,
    note?: string,
  ): Promise<{ ok: true; revision: number; topics: string[] } | RollbackRefusal>;
  /** The launch-check items and whether each is settled, in the live content. */
  launchCheck(): Promise<ItemStatus[]>;
  /**
   * Settles a staff value this release does not show (its field was renamed or removed): moves
   * it to the field `moveTo`, or drops it; recorded as a revision.
   */
  resolve(request: ResolveRequest): Promise<ResolveResult>;
}

export interface ResolveRequest {
  topic: string;
  /** The value's path as listed ("en.hero.tagline"): it and everything inside it. */
  path: string;
  /** The field to move it to; absent: drop it. */
  moveTo?: string;
  author: string;
}

export type ResolveResult =
  | { ok: true; revision: number; values: number }
  | { ok: false; message: string };

export function contentOperations(
  store: ContentStore,
  release: Release = currentRelease(),
): ContentOperations {
  const shipped = release.shipped;
  /** The library the check looks chosen pictures up in (./library.ts). */
  const media = mediaOf(store);

  /**
   * What a write records for `topic`: the staff changes that make `document` out of the shipped
   * words, and every staff value this release does not show, kept until somebody settles it.
   */
  const overlayOf = (topic: string, document: unknown, live: LiveContent): StaffChange[] => [
    ...changesOver(shipped[topic as DataTopicName] as PartsDocument, document as PartsDocument),
    ...(live.unplaced[topic] ?? []),
  ];

  /** A topic's document at `basedOn`: the `before` of the first later revision that changed it. */
  async function documentAt(topic: string, basedOn: number, live: LiveContent) {
    const [later] = await store.listRevisions({
      topic,
      after: basedOn,
      oldestFirst: true,
      limit: 1,
    });
    if (!later) return live.content.documents[topic as DataTopicName] as TopicDocument;
    const revision = await store.getRevision(later.id);
    const before = revision?.changes[topic]?.before;
    return (before ?? shipped[topic as DataTopicName]) as TopicDocument;
  }

  async function plan(request: Omit<PublishRequest, "note" | "author">) {
    const live = await readLiveContent(store, release);
    const basedOn = request.basedOn ?? live.content.revision;
    const unknown = Object.keys(request.topics).filter((topic) => !isDataTopic(topic));
    const documents = { ...live.content.documents } as Record<string, unknown>;
    const changed: DataTopicName[] = [];
    const conflicts: ConflictingTopic[] = [];
    // Each part is measured before anything walks it (app/content/engine/bounds.ts): a part past a
    // bound is refused whole, and its topic goes no further.
    const refused: ContentIssue[] = [];
    for (const topic of dataTopicNames) {
      const given = request.topics[topic];
      if (!given) continue;
      const over = (["facts", "en", "hi"] as const).flatMap((part) => {
        const refusal = shapeRefusal(given[part]);
        return refusal
          ? [
              {
                topic,
                part,
                path: [],
                rule: "schema" as const,
                severity: "error" as const,
                message: refusal.message,
              },
            ]
          : [];
      });
      if (over.length > 0) {
        refused.push(...over);
        continue;
      }
      const liveDocument = live.content.documents[topic] as TopicDocument;
      const proposed = {
        facts: given.facts ?? (Object.keys(liveDocument.facts as object).length ? undefined : {}),
        en: given.en,
        hi: given.hi,
      };
      if (sameValue(proposed, liveDocument)) continue;
      const changedBy = live.topicRevisions[topic] ?? 0;
      if (changedBy > basedOn) {
        // Somebody published this topic since the author started: unchanged by the author, it
        // keeps theirs; changed by both, it is refused.
        const started = await documentAt(topic, basedOn, live);
        if (sameValue(proposed, started)) continue;
        conflicts.push({ topic, changedBy });
        continue;
      }
      documents[topic] = proposed;
      changed.push(topic);
    }
    const issues = [
      ...refused,
      ...(changed.length
        ? checkContent(documents as ContentDocuments, shipped, live.content.documents, changed, {
            library: await libraryHolding(media, documents as ContentDocuments, changed),
          })
        : []),
    ];
    return {
      live,
      basedOn,
      unknown,
      documents,
      changed,
      stale: conflicts,
      issues,
      refused: refused.length > 0,
    };
  }

  return {
    live: () => readLiveContent(store, release),

    async exportTo(dir) {
      const live = await readLiveContent(store, release);
      await mkdir(dir, { recursive: true });
      for (const topic of dataTopicNames) {
        const folder = path.join(dir, topic);
        await mkdir(folder, { recursive: true });
        for (const [file, value] of topicFiles(live.content.documents[topic] as TopicDocument))
          await writeFile(path.join(folder, file), json(value));
      }
      // What staff changed over the shipped words, and the content migrations that ran: what
      // `check-release --from DIR` reads (server/content/check-release.ts).
      for (const [topic, changes] of Object.entries(live.changes))
        if (isDataTopic(topic)) await writeFile(path.join(dir, topic, CHANGES_FILE), json(changes));
      await writeFile(
        path.join(dir, MIGRATIONS_FILE),
        json((await store.listMigrations()).map((migration) => migration.id)),
      );
      await writeFile(
        path.join(dir, REVISION_FILE),
        json({ version: live.content.revision, exportedAt: new Date().toISOString() }),
      );
      return { revision: live.content.revision, topics: dataTopicNames.length };
    },

    async readFolder(dir) {
      const topics: Record<string, { facts?: unknown; en?: unknown; hi?: unknown }> = {};
      const unreadable: { file: string; error: string }[] = [];
      let basedOn: number | undefined;
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isFile() && entry.name === REVISION_FILE) {
          try {
            const version = JSON.parse(await readFile(path.join(dir, entry.name), "utf8")).version;
            if (Number.isInteger(version) && version >= 0) basedOn = version;
          } catch (error) {
            unreadable.push({ file: entry.name, error: (error as Error).message });
          }
        }
        if (!entry.isDirectory()) continue;
        const topic: { facts?: unknown; en?: unknown; hi?: unknown } = {};
        for (const part of ["facts", "en", "hi"] as const) {
          const file = path.join(dir, entry.name, `${part}.json`);
          let text: string;
          try {
            text = await readFile(file, "utf8");
          } catch {
            continue;
          }
          try {
            topic[part] = JSON.parse(text);
          } catch (error) {
            unreadable.push({
              file: path.join(entry.name, `${part}.json`),
              error: (error as Error).message,
            });
          }
        }
        if (Object.keys(topic).length > 0) topics[entry.name] = topic;
      }
      return { topics, basedOn, unreadable };
    },

    async check(request) {
      const { changed, issues, stale } = await plan(request);
      return { changed, issues, stale };
    },

    async publish(request) {
      const planned = await plan(request);
      if (planned.unknown.length > 0)
        return { ok: false, reason: "unknown-topic", topics: planned.unknown };
      const errors = planned.issues.filter((issue) => issue.severity === "error");
      if (planned.refused) return { ok: false, reason: "invalid", issues: errors };
      if (planned.stale.length > 0) return { ok: false, reason: "stale", stale: planned.stale };
      if (errors.length > 0) return { ok: false, reason: "invalid", issues: errors };
      if (planned.changed.length === 0) return { ok: false, reason: "nothing" };
      const topics: Record<string, StoredDocument | null> = {};
      const overlays: Record<string, StaffChange[]> = {};
      for (const topic of planned.changed) {
        const document = planned.documents[topic] as StoredDocument;
        overlays[topic] = overlayOf(topic, document, planned.live);
        // The shipped files again (and nothing kept aside): stored as "no revision".
        topics[topic] = overlays[topic].length === 0 ? null : document;
      }
      const appended = await store.appendRevision({
        createdAt: Date.now(),
        author: request.author,
        note: request.note,
        kind: "publish",
        basedOn: planned.basedOn,
        topics,
        overlays,
        hindiChecked: Object.fromEntries(
          Object.entries(request.hindiChecked ?? {})
            .filter(([topic, paths]) => topic in topics && paths.length > 0)
            .map(([topic, paths]) => [topic, [...paths]]),
        ),
      });
      if (!appended.ok)
        return appended.reason === "stale"
          ? { ok: false, reason: "stale", stale: appended.stale }
          : { ok: false, reason: "nothing" };
      return {
        ok: true,
        revision: appended.id,
        changed: planned.changed,
        warnings: planned.issues.filter((issue) => issue.severity === "warning"),
      };
    },

    async confirm(items, author, note) {
      const live = await readLiveContent(store, release);
      const lists = launchCheckLists();
      const known = new Map(
        lists.flatMap(({ topic, items: listed }) =>
          listed.map((item) => [item.id, { topic, item }]),
        ),
      );
      const unknown = items.filter((id) => !known.has(id));
      if (unknown.length > 0 || items.length === 0) return { ok: false, unknown };
      const confirmations: ConfirmationChange[] = items.flatMap((id) => {
        const listed = known.get(id);
        if (!listed) return [];
        const document = live.content.documents[listed.topic as DataTopicName] as TopicDocument;
        return [{ item: id, value: itemValue(document, listed.item) }];
      });
      const appended = await store.appendRevision({
        createdAt: Date.now(),
        author,
        note: note ?? `Confirmed as it stands: ${items.join(", ")}`,
        kind: "confirm",
        basedOn: live.content.revision,
        topics: {},
        mentions: [...new Set(items.map((id) => known.get(id)?.topic ?? ""))].filter(Boolean),
        confirmations,
      });
      if (!appended.ok) throw new Error(`confirmation not recorded: ${appended.reason}`);
      return { ok: true, revision: appended.id };
    },

    async unconfirm(items, author, note) {
      const state = await store.liveState();
      const confirmed = new Set(state.confirmations.map((c) => c.item));
      const topicOf = new Map(
        launchCheckLists().flatMap(({ topic, items: listed }) =>
          listed.map((item) => [item.id, topic] as const),
        ),
      );
      const unknown = items.filter((id) => !confirmed.has(id) || !topicOf.has(id));
      if (unknown.length > 0 || items.length === 0) return { ok: false, unknown };
      const appended = await store.appendRevision({
        createdAt: Date.now(),
        author,
        note: note ?? `Confirmation taken back: ${items.join(", ")}`,
        kind: "confirm",
        basedOn: state.revision,
        topics: {},
        mentions: [...new Set(items.map((id) => topicOf.get(id) ?? ""))].filter(Boolean),
        confirmations: items.map((item) => ({ item, value: null })),
      });
      if (!appended.ok) throw new Error(`confirmation not taken back: ${appended.reason}`);
      return { ok: true, revision: appended.id };
    },

    history: (limit = 20, before) => store.listRevisions({ limit, before }),

    revision: (id) => store.getRevision(id),

    async rollback(id, author, note) {
      const revision = await store.getRevision(id);
      if (!revision)
        return { ok: false, reason: "no-revision", message: `there is no revision ${id}` };
      const live = await readLiveContent(store, release);
      const state = await store.liveState();
      const liveRevision = new Map(state.topics.map((t) => [t.topic, t.revisionId]));
      const changedSince = Object.keys(revision.changes).filter(
        (topic) => (liveRevision.get(topic) ?? 0) !== id,
      );
      if (changedSince.length > 0)
        return {
          ok: false,
          reason: "changed-since",
          message: `${changedSince.map((topic) => `${topic} (now revision ${liveRevision.get(topic) ?? 0})`).join(", ")} changed again since revision ${id}: roll those revisions back first`,
        };
      const topics: Record<string, StoredDocument | null> = {};
      const overlays: Record<string, StaffChange[]> = {};
      const documents = { ...live.content.documents } as Record<string, unknown>;
      for (const [topic, change] of Object.entries(revision.changes)) {
        topics[topic] = change.before;
        if (isDataTopic(topic))
          overlays[topic] = overlayOf(topic, change.before ?? shipped[topic], live);
        if (isDataTopic(topic)) documents[topic] = change.before ?? shipped[topic as DataTopicName];
      }
      const restored = Object.keys(topics).filter(isDataTopic);
      const issues = checkContent(
        documents as ContentDocuments,
        shipped,
        undefined,
        restored,
      ).filter((issue) => issue.severity === "error" && issue.rule === "schema");
      if (issues.length > 0)
        return {
          ok: false,
          reason: "invalid",
          message: `revision ${id}'s earlier words no longer pass today's rules`,
          issues,
        };
      // A confirmation the revision recorded is withdrawn; one it withdrew is recorded again.
      const known = new Map(
        launchCheckLists().flatMap(({ topic, items }) =>
          items.map((item) => [item.id, { topic, item }]),
        ),
      );
      const confirmations: ConfirmationChange[] = revision.confirmed.map(({ item, value }) => {
        const listed = known.get(item);
        return {
          item,
          value:
            value !== null || !listed
              ? null
              : itemValue(documents[listed.topic] as TopicDocument, listed.item),
        };
      });
      if (Object.keys(topics).length === 0 && confirmations.length === 0)
        return { ok: false, reason: "nothing", message: `revision ${id} changed nothing` };
      const appended = await store.appendRevision({
        createdAt: Date.now(),
        author,
        note: note ?? `Undo revision ${id}${revision.note ? ` ("${revision.note}")` : ""}`,
        kind: "rollback",
        basedOn: state.revision,
        reverts: id,
        topics,
        overlays,
        confirmations,
      });
      if (!appended.ok)
        return {
          ok: false,
          reason: "changed-since",
          message: "another revision was published meanwhile: try again",
        };
      return { ok: true, revision: appended.id, topics: Object.keys(topics) };
    },

    async resolve({ topic, path, moveTo, author }) {
      if (!isDataTopic(topic)) return { ok: false, message: `there is no topic ${topic}` };
      const live = await readLiveContent(store, release);
      const aside = changesUnder(live.unplaced[topic] ?? [], parsePath(path)).under;
      if (aside.length === 0)
        return {
          ok: false,
          message: `${topic} has no staff value at ${path} that is not shown (npm run content -- status lists them)`,
        };
      const kept = (live.changes[topic] ?? []).filter((change) => !aside.includes(change));
      const next = moveTo
        ? [...kept, ...renamePaths(aside, parsePath(path), parsePath(moveTo))]
        : kept;
      const result = overlaid(release, topic, next);
      if (moveTo && result.unplaced.length > (live.unplaced[topic]?.length ?? 0) - aside.length)
        return { ok: false, message: `${topic} has no field ${moveTo} in this release` };
      if (!result.ok)
        return {
          ok: false,
          message: `${topic}: moved to ${moveTo}, the words would not pass this release's rules (${result.failures
            .flatMap(({ part, issues }) =>
              issues.map((i) => `${[part, ...i.path].join(".")}: ${i.message}`),
            )
            .slice(0, 3)
            .join("; ")})`,
        };
      const appended = await store.appendRevision({
        createdAt: Date.now(),
        author,
        note: moveTo
          ? `Staff value no longer shown at ${topic} ${path} moved to ${moveTo}`
          : `Staff value no longer shown at ${topic} ${path} dropped: was ${aside.map((c) => formatPath(c.path)).join(", ")}`,
        kind: "publish",
        basedOn: live.content.revision,
        topics: { [topic]: next.length === 0 ? null : (result.document as StoredDocument) },
        overlays: { [topic]: next },
      });
      if (!appended.ok)
        return { ok: false, message: "another revision was published meanwhile: try again" };
      return { ok: true, revision: appended.id, values: aside.length };
    },

    async launchCheck() {
      const live = await readLiveContent(store, release);
      return launchCheckStatus(
        launchCheckLists(),
        live.content.documents as Record<string, TopicDocument>,
        shipped as Record<string, TopicDocument>,
        live.confirmations.map((c) => ({
          item: c.item,
          confirmedBy: c.confirmedBy,
          confirmedAt: c.confirmedAt,
        })),
      );
    },
  };
}

/** Two values are the same whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
