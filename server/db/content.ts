/**
 * The content store: every revision of the site's words and facts after the shipped files
 * (revision 0), and the live document of each topic a revision changed
 * (docs/decisions/0017-words-as-data.md). A revision is written in one transaction with the live
 * rows it changes, so every instance reads either all of it or none; the store's revision is the
 * newest revision's id, which every instance polls (server/content/runtime.ts).
 *
 * Documents are stored as JSON text. A revision keeps, for each topic it changed, the document
 * before and after it (null: the shipped files), which is all its history, its diff and its
 * rollback need.
 */

import type { StaffChange } from "../../app/content/engine/overlay";
import {
  asNumber,
  asNumberOrNull,
  type Engine,
  type Queries,
  type Row,
  type SyncQueries,
} from "./sql";

/** The tables of this kind, parents first (backups walk them; the schema test checks them). */
export const contentTables = [
  "content_revisions",
  "content_live",
  "content_confirmations",
  "content_drafts",
  "content_migrations",
  "content_field_record",
] as const;

export const revisionKinds = ["publish", "rollback", "confirm"] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/** A topic's document as stored: its facts and its words in each language. */
export type StoredDocument = { facts: unknown; en: unknown; hi: unknown };

/** What a revision did to one topic: its document before and after (null: as shipped). */
export interface TopicChange {
  before: StoredDocument | null;
  after: StoredDocument | null;
  /** Hindi fields the author checked and kept though their English had changed (the editor). */
  hindiChecked?: string[];
}

/** A launch-check item confirmed as it stands (value: what it said then), or unconfirmed (null). */
export interface ConfirmationChange {
  item: string;
  value: string | null;
}

export interface NewRevision {
  createdAt: number;
  /** Who made it: a staff member's email, or "name (command line)". */
  author: string;
  note: string;
  kind: RevisionKind;
  /** The revision the author started from (the store's when they exported or opened it). */
  basedOn: number;
  /** For a rollback: the revision undone. */
  reverts?: number | null;
  /** The topics it changes, each to its new document (null: back to the shipped files). */
  topics: Record<string, StoredDocument | null>;
  /** Per topic, the Hindi fields the author checked and kept as they are. */
  hindiChecked?: Record<string, string[]>;
  confirmations?: ConfirmationChange[];
  /**
   * The topics its confirmations concern (a confirmation changes no topic): listed with the
   * revision, so that the topic's history shows the confirmation and its undoing.
   */
  mentions?: string[];
  /**
   * Per topic it changes, what staff changed over the shipped words (app/content/engine/overlay.ts):
   * what the live words are made of. A topic without is computed again from its document.
   */
  overlays?: Record<string, StaffChange[]>;
}

export interface RevisionSummary {
  id: number;
  createdAt: number;
  author: string;
  note: string;
  kind: RevisionKind;
  basedOn: number;
  reverts: number | null;
  /** The topics it changed, in the order the list of topics gives. */
  topics: string[];
  /** The launch-check items it confirmed (or, for a rollback, unconfirmed). */
  confirmed: ConfirmationChange[];
}

export interface Revision extends RevisionSummary {
  changes: Record<string, TopicChange>;
}

export interface LiveTopic {
  topic: string;
  document: StoredDocument;
  /** Why the stored text is no JSON (the document is then empty): the topic is served as shipped. */
  unreadable?: string;
  revisionId: number;
  updatedAt: number;
  /**
   * What staff changed over the shipped words, as recorded with this revision; null when it was
   * not (a row written before version 11, or by an older instance): then computed from the
   * document over the shipped files.
   */
  changes?: StaffChange[] | null;
}

/** What a start settles in one transaction (server/content/settle.ts). */
export interface SettlePlan {
  /** Changes computed for rows that had none, written beside their documents. */
  backfill: Record<string, { revisionId: number; changes: StaffChange[] }>;
  /** The revision the release's content migrations make, if they change anything. */
  revision?: NewRevision;
  /** The content migrations this start ran (recorded, with the revision when there is one). */
  migrations: string[];
}

export interface Confirmation {
  item: string;
  value: string;
  revisionId: number;
  confirmedBy: string;
  confirmedAt: number;
}

/** The live state: the latest revision, each topic a revision changed, and the confirmations. */
export interface LiveState {
  revision: number;
  topics: LiveTopic[];
  confirmations: Confirmation[];
}

/**
 * A revision that would overwrite what another one changed since its author started: the topics
 * concerned and the revision that last changed each.
 */
export interface ConflictingTopic {
  topic: string;
  changedBy: number;
}

export type AppendResult =
  | { ok: true; id: number }
  | { ok: false; reason: "stale"; stale: ConflictingTopic[] }
  | { ok: false; reason: "nothing" };

/** A staff member's draft of a topic (the words editor). */
export interface DraftSummary {
  topic: string;
  staffId: number;
  staffEmail: string;
  /** The topic's live revision when the draft was started (0: the shipped files). */
  basedOn: number;
  updatedAt: number;
}

export interface Draft extends DraftSummary {
  document: StoredDocument;
}

export interface RevisionQuery {
  limit: number;
  before?: number;
  after?: number;
  topic?: string;
  /** Leaves out revisions of these kinds. */
  except?: RevisionKind[];
  oldestFirst?: boolean;
}

/** A topic's field record (server/content/field-record.ts), folded in up to revision `upTo`. */
export interface FieldRecordRow {
  upTo: number;
  record: string;
}

export interface ContentStore {
  /** The newest revision's id; 0 while only the shipped files exist. */
  latestRevision(): Promise<number>;
  /** The live state, read in one snapshot. */
  liveState(): Promise<LiveState>;
  /**
   * Writes a revision and its live rows in one transaction. Refused as a conflict when a topic it
   * changes was changed by a revision newer than `basedOn`, and as empty when it changes nothing.
   */
  appendRevision(revision: NewRevision): Promise<AppendResult>;
  /**
   * Newest first (oldest first with `oldestFirst`); `before` pages back and `after` forward (ids,
   * both excluded); `topic`: only the revisions that changed it. A range of ids is read by the
   * primary key, never the whole history.
   */
  listRevisions(options: RevisionQuery): Promise<RevisionSummary[]>;
  getRevision(id: number): Promise<Revision | null>;
  /** Saves a staff member's draft of a topic, replacing their previous one. */
  saveDraft(draft: Omit<Draft, "staffEmail">): Promise<void>;
  getDraft(topic: string, staffId: number): Promise<Draft | null>;
  /** Every draft, or a topic's, without their documents; newest first. */
  listDrafts(topic?: string): Promise<DraftSummary[]>;
  deleteDraft(topic: string, staffId: number): Promise<void>;
  /**
   * Reads the live rows and the content migrations that ran, lets `plan` decide, and writes its
   * plan, all in one transaction under the content lock: two instances starting at once settle
   * one after the other, and the second finds nothing left to do.
   */
  settle(plan: (live: LiveTopic[], ran: ReadonlySet<string>) => SettlePlan): Promise<SettlePlan>;
  getFieldRecord(topic: string): Promise<FieldRecordRow | null>;
  /** Stores a topic's field record unless one folded in further is stored already. */
  saveFieldRecord(topic: string, row: FieldRecordRow): Promise<void>;
  /** The content migrations that ran, oldest first. */
  listMigrations(): Promise<{ id: string; ranAt: number; revisionId: number | null }[]>;
}

/** Any constant: the advisory lock that makes revisions one at a time on PostgreSQL. */
const CONTENT_LOCK = 2_718_281_828;

function parseJson<T>(value: unknown): T {
  return JSON.parse(String(value)) as T;
}

/** A live row's document, or why its text cannot be read: one bad row never stops the rest. */
function readDocument(text: unknown): { document: StoredDocument; unreadable?: string } {
  try {
    return { document: parseJson<StoredDocument>(text) };
  } catch (error) {
    return {
      document: { facts: {}, en: {}, hi: {} },
      unreadable: (error as Error).message.slice(0, 200),
    };
  }
}

/** A live row's recorded changes, when they were recorded for its current revision. */
function readChanges(row: Row): StaffChange[] | null {
  if (row.changes === null || row.changes === undefined) return null;
  try {
    const recorded = parseJson<{ revision: number; changes: StaffChange[] }>(row.changes);
    return recorded.revision === asNumber(row.revision_id) && Array.isArray(recorded.changes)
      ? recorded.changes
      : null;
  } catch {
    return null;
  }
}

function rowToLive(row: Row): LiveTopic {
  return {
    topic: String(row.topic),
    ...readDocument(row.document),
    revisionId: asNumber(row.revision_id),
    updatedAt: asNumber(row.updated_at),
    changes: readChanges(row),
  };
}

const changesText = (revision: number, changes: StaffChange[]) =>
  JSON.stringify({ revision, changes });

function rowToSummary(row: Row): RevisionSummary {
  return {
    id: asNumber(row.id),
    createdAt: asNumber(row.created_at),
    author: String(row.author),
    note: String(row.note),
    kind: String(row.kind) as RevisionKind,
    basedOn: asNumber(row.based_on),
    reverts: asNumberOrNull(row.reverts),
    topics: parseJson<string[]>(row.topics),
    confirmed: parseJson<ConfirmationChange[]>(row.confirms),
  };
}

function rowToDraft(row: Row): DraftSummary {
  return {
    topic: String(row.topic),
    staffId: asNumber(row.staff_id),
    staffEmail: String(row.email),
    basedOn: asNumber(row.based_on),
    updatedAt: asNumber(row.updated_at),
  };
}

const summaryColumns = "id, created_at, author, note, kind, based_on, reverts, topics, confirms";

/** The statements of a revision, run inside the write transaction of either engine. */
function revisionStatements(revision: NewRevision, liveRows: Row[]) {
  const live = new Map(liveRows.map((row) => [String(row.topic), row]));
  const conflicts: ConflictingTopic[] = [];
  for (const topic of Object.keys(revision.topics)) {
    const row = live.get(topic);
    const changedBy = row ? asNumber(row.revision_id) : 0;
    if (changedBy > revision.basedOn) conflicts.push({ topic, changedBy });
  }
  const changes: Record<string, TopicChange> = {};
  for (const [topic, after] of Object.entries(revision.topics)) {
    const row = live.get(topic);
    const checked = revision.hindiChecked?.[topic] ?? [];
    // An unreadable live row (written outside the application) counts as the shipped files.
    const read = row ? readDocument(row.document) : null;
    changes[topic] = {
      before: read && !read.unreadable ? read.document : null,
      after,
      ...(checked.length > 0 ? { hindiChecked: checked } : {}),
    };
  }
  return { conflicts, changes };
}

export function contentStore(db: Engine): ContentStore {
  const liveFor = (topics: string[]) =>
    topics.length === 0
      ? { text: "SELECT topic, document, revision_id FROM content_live WHERE 1 = 0", params: [] }
      : {
          text: `SELECT topic, document, revision_id FROM content_live WHERE topic IN (${topics.map(() => "?").join(", ")})`,
          params: topics,
        };

  const insertRevision = `INSERT INTO content_revisions
      (created_at, author, note, kind, based_on, reverts, topics, changes, confirms)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`;
  const revisionParams = (
    revision: NewRevision,
    changes: Record<string, TopicChange>,
  ): unknown[] => [
    revision.createdAt,
    revision.author,
    revision.note,
    revision.kind,
    revision.basedOn,
    revision.reverts ?? null,
    JSON.stringify([...new Set([...Object.keys(revision.topics), ...(revision.mentions ?? [])])]),
    JSON.stringify(changes),
    JSON.stringify(revision.confirmations ?? []),
  ];

  /** The live rows and confirmations a revision writes, once its id is known. */
  function writes(revision: NewRevision, id: number): [string, unknown[]][] {
    const statements: [string, unknown[]][] = [];
    for (const [topic, document] of Object.entries(revision.topics)) {
      if (document === null) statements.push(["DELETE FROM content_live WHERE topic = ?", [topic]]);
      else
        statements.push([
          `INSERT INTO content_live (topic, document, revision_id, updated_at, changes)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (topic) DO UPDATE SET document = excluded.document,
             revision_id = excluded.revision_id, updated_at = excluded.updated_at,
             changes = excluded.changes`,
          [
            topic,
            JSON.stringify(document),
            id,
            revision.createdAt,
            revision.overlays?.[topic] ? changesText(id, revision.overlays[topic]) : null,
          ],
        ]);
    }
    for (const { item, value } of revision.confirmations ?? []) {
      if (value === null)
        statements.push(["DELETE FROM content_confirmations WHERE item = ?", [item]]);
      else
        statements.push([
          `INSERT INTO content_confirmations (item, value, revision_id, confirmed_by, confirmed_at)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (item) DO UPDATE SET value = excluded.value,
             revision_id = excluded.revision_id, confirmed_by = excluded.confirmed_by,
             confirmed_at = excluded.confirmed_at`,
          [item, value, id, revision.author, revision.createdAt],
        ]);
    }
    return statements;
  }

  const empty = (revision: NewRevision) =>
    Object.keys(revision.topics).length === 0 && (revision.confirmations ?? []).length === 0;

  function appendSync(sync: SyncQueries, revision: NewRevision): AppendResult {
    const current = liveFor(Object.keys(revision.topics));
    const { conflicts, changes } = revisionStatements(
      revision,
      sync.all(current.text, current.params),
    );
    if (conflicts.length > 0) return { ok: false, reason: "stale", stale: conflicts };
    const id = asNumber(sync.get(insertRevision, revisionParams(revision, changes))?.id);
    for (const [text, params] of writes(revision, id)) sync.run(text, params);
    return { ok: true, id };
  }

  async function appendAsync(transaction: Queries, revision: NewRevision): Promise<AppendResult> {
    const current = liveFor(Object.keys(revision.topics));
    const { conflicts, changes } = revisionStatements(
      revision,
      await transaction.all(current.text, current.params),
    );
    if (conflicts.length > 0) return { ok: false, reason: "stale", stale: conflicts };
    const id = asNumber(
      (await transaction.get(insertRevision, revisionParams(revision, changes)))?.id,
    );
    for (const [text, params] of writes(revision, id)) await transaction.run(text, params);
    return { ok: true, id };
  }

  const latestRevisionSql = "SELECT COALESCE(MAX(id), 0) AS revision FROM content_revisions";

  return {
    async latestRevision() {
      return asNumber((await db.get(latestRevisionSql))?.revision ?? 0);
    },

    async liveState() {
      const read = (rows: { revision: Row[]; topics: Row[]; confirmations: Row[] }): LiveState => ({
        revision: asNumber(rows.revision[0]?.revision ?? 0),
        topics: rows.topics.map(rowToLive),
        confirmations: rows.confirmations.map((row) => ({
          item: String(row.item),
          value: String(row.value),
          revisionId: asNumber(row.revision_id),
          confirmedBy: String(row.confirmed_by),
          confirmedAt: asNumber(row.confirmed_at),
        })),
      });
      const topicsText =
        "SELECT topic, document, revision_id, updated_at, changes FROM content_live";
      const confirmationsText =
        "SELECT item, value, revision_id, confirmed_by, confirmed_at FROM content_confirmations";
      // One snapshot: a revision committed between two reads must not be half seen.
      if (db.dialect === "sqlite")
        return db.immediate((sync) =>
          read({
            revision: sync.all(latestRevisionSql),
            topics: sync.all(topicsText),
            confirmations: sync.all(confirmationsText),
          }),
        );
      return db.exclusive([CONTENT_LOCK], async (transaction) =>
        read({
          revision: await transaction.all(latestRevisionSql),
          topics: await transaction.all(topicsText),
          confirmations: await transaction.all(confirmationsText),
        }),
      );
    },

    async appendRevision(revision) {
      if (empty(revision)) return { ok: false, reason: "nothing" };
      if (db.dialect === "sqlite") return db.immediate((sync) => appendSync(sync, revision));
      return db.exclusive([CONTENT_LOCK], (transaction) => appendAsync(transaction, revision));
    },

    async listRevisions({ limit, before, after, topic, except = [], oldestFirst }) {
      const where: string[] = [];
      const params: unknown[] = [];
      const when = (condition: string, value: unknown) => {
        where.push(condition);
        params.push(value);
      };
      if (before) when("id < ?", before);
      if (after) when("id > ?", after);
      // The topics column is a JSON list of names, so a quoted name matches it (topic names are
      // letters and dashes: no LIKE wildcard in them).
      if (topic !== undefined) when("topics LIKE ?", `%${JSON.stringify(topic)}%`);
      for (const kind of except) when("kind <> ?", kind);
      const rows = await db.all(
        `SELECT ${summaryColumns} FROM content_revisions
         ${where.length > 0 ? `WHERE ${where.join(" AND ")}` : ""}
         ORDER BY id ${oldestFirst ? "ASC" : "DESC"} LIMIT ?`,
        [...params, limit],
      );
      const summaries = rows.map(rowToSummary);
      return topic === undefined
        ? summaries
        : summaries.filter((summary) => summary.topics.includes(topic));
    },

    async getFieldRecord(topic) {
      const row = await db.get("SELECT up_to, record FROM content_field_record WHERE topic = ?", [
        topic,
      ]);
      return row ? { upTo: asNumber(row.up_to), record: String(row.record) } : null;
    },

    async saveFieldRecord(topic, { upTo, record }) {
      await db.run(
        `INSERT INTO content_field_record (topic, up_to, record) VALUES (?, ?, ?)
         ON CONFLICT (topic) DO UPDATE SET up_to = excluded.up_to, record = excluded.record
         WHERE content_field_record.up_to <= excluded.up_to`,
        [topic, upTo, record],
      );
    },

    async saveDraft(draft) {
      await db.run(
        `INSERT INTO content_drafts (topic, staff_id, document, based_on, updated_at)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (topic, staff_id) DO UPDATE SET document = excluded.document,
           based_on = excluded.based_on, updated_at = excluded.updated_at`,
        [
          draft.topic,
          draft.staffId,
          JSON.stringify(draft.document),
          draft.basedOn,
          draft.updatedAt,
        ],
      );
    },

    async getDraft(topic, staffId) {
      const row = await db.get(
        `SELECT d.*, s.email FROM content_drafts d JOIN staff s ON s.id = d.staff_id
         WHERE d.topic = ? AND d.staff_id = ?`,
        [topic, staffId],
      );
      return row ? { ...rowToDraft(row), document: parseJson<StoredDocument>(row.document) } : null;
    },

    async listDrafts(topic) {
      const rows = await db.all(
        `SELECT d.topic, d.staff_id, d.based_on, d.updated_at, s.email
         FROM content_drafts d JOIN staff s ON s.id = d.staff_id
         ${topic === undefined ? "" : "WHERE d.topic = ?"} ORDER BY d.updated_at DESC`,
        topic === undefined ? [] : [topic],
      );
      return rows.map(rowToDraft);
    },

    async deleteDraft(topic, staffId) {
      await db.run("DELETE FROM content_drafts WHERE topic = ? AND staff_id = ?", [topic, staffId]);
    },

    async settle(plan) {
      const liveText =
        "SELECT topic, document, revision_id, updated_at, changes FROM content_live ORDER BY topic";
      const ranText = "SELECT id FROM content_migrations";
      const recordText =
        "INSERT INTO content_migrations (id, ran_at, revision_id) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING";
      const backfillText =
        "UPDATE content_live SET changes = ? WHERE topic = ? AND revision_id = ?";
      const decide = (rows: Row[], ran: Row[]) =>
        plan(rows.map(rowToLive), new Set(ran.map((row) => String(row.id))));
      if (db.dialect === "sqlite")
        return db.immediate((sync) => {
          const decided = decide(sync.all(liveText), sync.all(ranText));
          for (const [topic, { revisionId, changes }] of Object.entries(decided.backfill))
            sync.run(backfillText, [changesText(revisionId, changes), topic, revisionId]);
          let id: number | null = null;
          if (decided.revision && !empty(decided.revision)) {
            const appended = appendSync(sync, decided.revision);
            if (appended.ok) id = appended.id;
          }
          for (const migration of decided.migrations)
            sync.run(recordText, [migration, Date.now(), id]);
          return decided;
        });
      return db.exclusive([CONTENT_LOCK], async (transaction) => {
        const decided = decide(await transaction.all(liveText), await transaction.all(ranText));
        for (const [topic, { revisionId, changes }] of Object.entries(decided.backfill))
          await transaction.run(backfillText, [
            changesText(revisionId, changes),
            topic,
            revisionId,
          ]);
        let id: number | null = null;
        if (decided.revision && !empty(decided.revision)) {
          const appended = await appendAsync(transaction, decided.revision);
          if (appended.ok) id = appended.id;
        }
        for (const migration of decided.migrations)
          await transaction.run(recordText, [migration, Date.now(), id]);
        return decided;
      });
    },

    async listMigrations() {
      const rows = await db.all(
        "SELECT id, ran_at, revision_id FROM content_migrations ORDER BY ran_at, id",
      );
      return rows.map((row) => ({
        id: String(row.id),
        ranAt: asNumber(row.ran_at),
        revisionId: asNumberOrNull(row.revision_id),
      }));
    },

    async getRevision(id) {
      const row = await db.get(
        `SELECT ${summaryColumns}, changes FROM content_revisions WHERE id = ?`,
        [id],
      );
      if (!row) return null;
      return { ...rowToSummary(row), changes: parseJson<Record<string, TopicChange>>(row.changes) };
    },
  };
}
