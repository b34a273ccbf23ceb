/**
 * `npm run content -- check-release`: what this release would do to the live words before it is
 * deployed (docs/decisions/0021-changes-over-shipped-words.md). Given the staff changes live now
 * (a database, or an export folder with each topic's changes.json), it runs this release's
 * pending content migrations on them, as a start would, and names every staff value the release
 * would stop showing: moved by a migration (fine), set aside on purpose by one (kept and listed
 * for staff, fine), or lost: no migration says what becomes of it, so the release is not ready.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type DataTopicName, isDataTopic } from "../../app/content/engine/content";
import {
  changesOver,
  changesUnder,
  describeValue,
  type PartsDocument,
  type StaffChange,
} from "../../app/content/engine/overlay";
import { formatPath, parsePath } from "../../app/content/engine/paths";
import { currentRelease, overlaid, type Release } from "../../app/content/engine/release";
import type { ContentStore } from "../db/content";
import { migrateChanges } from "./settle";

/** The staff changes live now, per topic, and the content migrations that already ran. */
export interface LiveChanges {
  topics: Record<string, StaffChange[]>;
  ran: ReadonlySet<string>;
}

export interface ReleaseFinding {
  topic: string;
  path: string;
  /** The staff value, short. */
  was: string;
  /** migrated: a migration moves (or drops) it; setAside: a migration keeps it aside on purpose; lost: none. */
  fate: "migrated" | "setAside" | "lost";
  migration?: string;
}

export interface ReleaseCheck {
  findings: ReleaseFinding[];
  /** Topics whose staff words this release's schema would refuse whole (served as shipped). */
  refused: { topic: string; reason: string }[];
  /** True when nothing would be lost or refused. */
  ok: boolean;
}

/** The staff changes in a database (read only: nothing is settled or written). */
export async function liveChangesOf(
  store: ContentStore,
  release: Release = currentRelease(),
): Promise<LiveChanges> {
  const state = await store.liveState();
  const topics: Record<string, StaffChange[]> = {};
  for (const row of state.topics) {
    if (!isDataTopic(row.topic) || row.unreadable) continue;
    topics[row.topic] =
      row.changes ??
      changesOver(release.shipped[row.topic] as PartsDocument, row.document as PartsDocument);
  }
  const ran = new Set((await store.listMigrations()).map((migration) => migration.id));
  return { topics, ran };
}

/**
 * The staff changes in an export folder (`npm run content -- export`): each topic's
 * changes.json, or, for an older export without it, its documents compared with this release's
 * shipped files. Its migrations.json names the content migrations that had run.
 */
export async function liveChangesFromFolder(
  dir: string,
  release: Release = currentRelease(),
): Promise<LiveChanges> {
  const topics: Record<string, StaffChange[]> = {};
  const read = async (file: string) => {
    try {
      return JSON.parse(await readFile(file, "utf8")) as unknown;
    } catch {
      return undefined;
    }
  };
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !isDataTopic(entry.name)) continue;
    const changes = await read(path.join(dir, entry.name, "changes.json"));
    if (Array.isArray(changes)) {
      if (changes.length > 0) topics[entry.name] = changes as StaffChange[];
      continue;
    }
    const document: PartsDocument = {};
    for (const part of ["facts", "en", "hi"] as const) {
      const value = await read(path.join(dir, entry.name, `${part}.json`));
      if (value !== undefined) document[part] = value;
    }
    const shipped = release.shipped[entry.name] as PartsDocument;
    const computed = changesOver(shipped, { ...shipped, ...document });
    if (computed.length > 0) topics[entry.name] = computed;
  }
  const ran = await read(path.join(dir, "migrations.json"));
  return { topics, ran: new Set(Array.isArray(ran) ? ran.map(String) : []) };
}

/** What `release` would do to `live`. */
export function checkRelease(live: LiveChanges, release: Release = currentRelease()): ReleaseCheck {
  const findings: ReleaseFinding[] = [];
  const refused: { topic: string; reason: string }[] = [];
  for (const [topic, before] of Object.entries(live.topics)) {
    if (!isDataTopic(topic)) continue;
    let changes = before;
    const movedBy = new Map<StaffChange, string>();
    const setAside: { path: string; migration: string }[] = [];
    for (const migration of release.migrations) {
      if (migration.topic !== topic || live.ran.has(migration.id)) continue;
      const after = migrateChanges(release, migration, changes);
      const kept = new Set(after.map((change) => JSON.stringify(change)));
      for (const change of changes)
        if (!kept.has(JSON.stringify(change))) movedBy.set(change, migration.id);
      for (const step of migration.steps)
        if ("setAside" in step) setAside.push({ path: step.setAside, migration: migration.id });
      changes = after;
    }
    for (const [change, migration] of movedBy)
      findings.push({
        topic,
        path: formatPath(change.path),
        was: describeValue(change),
        fate: "migrated",
        migration,
      });
    const result = overlaid(release, topic as DataTopicName, changes);
    for (const change of result.unplaced) {
      const aside = setAside.find(
        (step) => changesUnder([change], parsePath(step.path)).under.length > 0,
      );
      findings.push({
        topic,
        path: formatPath(change.path),
        was: describeValue(change),
        fate: aside ? "setAside" : "lost",
        ...(aside ? { migration: aside.migration } : {}),
      });
    }
    if (!result.ok)
      refused.push({
        topic,
        reason: result.failures
          .flatMap(({ part, issues }) =>
            issues.map((issue) => `${[part, ...issue.path].join(".")}: ${issue.message}`),
          )
          .slice(0, 3)
          .join("; "),
      });
  }
  return {
    findings,
    refused,
    ok: refused.length === 0 && findings.every((finding) => finding.fate !== "lost"),
  };
}
