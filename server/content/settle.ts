/**
 * What a start of the server settles before it serves words (docs/decisions/0021): in one
 * transaction under the content lock, on either engine,
 * - every live topic stored whole (before version 11, or by an older instance) gets its staff
 *   changes computed over this release's shipped files, once: the words served do not change;
 * - every content migration this release ships that has not run (app/content/engine/migrations.ts) runs
 *   on the staff changes, as one revision, and is recorded as run.
 * Two instances starting at once take turns; the second finds nothing left.
 */
import { isDataTopic } from "../../app/content/engine/content";
import type { ContentMigration } from "../../app/content/engine/migrations";
import {
  changesOver,
  changesUnder,
  type PartsDocument,
  renamePaths,
  type StaffChange,
} from "../../app/content/engine/overlay";
import { formatPath, parsePath } from "../../app/content/engine/paths";
import { currentRelease, overlaid, type Release } from "../../app/content/engine/release";
import type { ContentStore, SettlePlan, StoredDocument } from "../db/content";

/** The author of the revisions content migrations make. */
export const MIGRATION_AUTHOR = "content migration (release start)";

/** `changes` after `migration`'s steps, on the release's shipped words. */
export function migrateChanges(
  release: Release,
  migration: ContentMigration,
  changes: readonly StaffChange[],
): StaffChange[] {
  let next = [...changes];
  for (const step of migration.steps) {
    if ("rename" in step)
      next = renamePaths(next, parsePath(step.rename.from), parsePath(step.rename.to));
    else if ("drop" in step) next = changesUnder(next, parsePath(step.drop)).rest;
    else if ("setAside" in step) continue;
    else {
      const path = parsePath(step.fill);
      if (changesUnder(next, path).under.length > 0) continue;
      const current = overlaid(release, migration.topic, next);
      const document = current.ok
        ? (current.document as PartsDocument)
        : (release.shipped[migration.topic] as PartsDocument);
      // A staff value by its path, shown or set aside: a split reads the field a release removed.
      const staffValue = (at: string) =>
        next.find((change) => formatPath(change.path) === at && !change.removed)?.value;
      const value = step.from(document, staffValue);
      if (value !== undefined) next.push({ path, value });
    }
  }
  return next;
}

/** Settles the store for `release`; returns what it did. */
export async function settleContent(
  store: ContentStore,
  release: Release = currentRelease(),
  now = Date.now,
): Promise<SettlePlan> {
  return store.settle((live, ran) => {
    const plan: SettlePlan = { backfill: {}, migrations: [] };
    const changes = new Map<string, StaffChange[]>();
    for (const row of live) {
      if (!isDataTopic(row.topic) || row.unreadable) continue;
      if (row.changes) changes.set(row.topic, row.changes);
      else {
        const computed = changesOver(
          release.shipped[row.topic] as PartsDocument,
          row.document as PartsDocument,
        );
        changes.set(row.topic, computed);
        plan.backfill[row.topic] = { revisionId: row.revisionId, changes: computed };
      }
    }
    const topics: Record<string, StoredDocument | null> = {};
    const overlays: Record<string, StaffChange[]> = {};
    const notes: string[] = [];
    for (const migration of release.migrations) {
      if (ran.has(migration.id)) continue;
      plan.migrations.push(migration.id);
      const before = changes.get(migration.topic);
      if (!before) continue;
      const after = migrateChanges(release, migration, before);
      if (JSON.stringify(after) === JSON.stringify(before)) continue;
      changes.set(migration.topic, after);
      const result = overlaid(release, migration.topic, after);
      // A migration that leaves words the schema refuses is a fault of the release: the start
      // stops and nothing is written (the transaction rolls back).
      if (!result.ok)
        throw new Error(
          `content migration ${migration.id} leaves ${migration.topic} refused by its schema: ${result.failures
            .flatMap(({ part, issues }) =>
              issues.map((i) => `${[part, ...i.path].join(".")}: ${i.message}`),
            )
            .slice(0, 3)
            .join("; ")}`,
        );
      topics[migration.topic] = result.document as StoredDocument;
      overlays[migration.topic] = after;
      notes.push(`${migration.id}: ${migration.note}`);
    }
    if (Object.keys(topics).length > 0)
      plan.revision = {
        createdAt: now(),
        author: MIGRATION_AUTHOR,
        note: `Content migrations: ${notes.join("; ")}`,
        kind: "publish",
        basedOn: Number.MAX_SAFE_INTEGER,
        topics,
        overlays,
      };
    return plan;
  });
}
