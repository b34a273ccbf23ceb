/**
 * Leads: stored with their outbox rows in one transaction (the visitor hears "sent" only after
 * the commit returned), listed and filtered for the staff inbox, purged after the retention
 * period. docs/decisions/0003-leads-outbox.md.
 */

import {
  columnOf,
  type LeadFieldValues,
  type LeadKind,
  type LeadQuery,
  type LeadStage,
  type LostReason,
  leadFields,
  leadProperties,
} from "../../app/base/lead-fields";
import { leadsOfChannel } from "./arrivals";
import { leadLimit } from "./limits";
import {
  asNumber,
  asNumberOrNull,
  asTextOrNull,
  type Engine,
  placeholders,
  type Row,
  textPerCount,
  where,
} from "./sql";
import type {
  Lead,
  LeadAdmission,
  LeadAdmitted,
  LeadPage,
  NewLead,
  NewOutboxMessage,
} from "./types";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const leadTables = ["leads"] as const;

export interface LeadStore {
  /**
   * Writes the lead and its outbox rows in one transaction; resolves once committed. The rows
   * are due at once (database clock), whatever clock gave the lead its createdAt.
   */
  createLead(lead: NewLead, outbox: NewOutboxMessage[]): Promise<void>;
  /**
   * createLead, unless the same client (IP hash) already sent it or is over its limit, both
   * checked in the transaction that stores it (serialised per IP hash and source, so parallel
   * posts cannot all pass):
   * - "repeat": a lead of the same source and the same fields (name, email, phone, message…) since
   *   `rules.repeatSince` (a reloaded answer page, a second click without JavaScript, a
   *   proxy's retry of a request whose instance died): nothing written;
   * - "limited": `rules.limit.max` leads of its source since `rules.limit.since`.
   * Without an IP hash the lead is stored unchecked.
   */
  admitLead(lead: NewLead, outbox: NewOutboxMessage[], rules: LeadAdmission): Promise<LeadAdmitted>;
  getLead(id: string): Promise<Lead | null>;
  listLeads(query?: LeadQuery): Promise<LeadPage>;
  /** Sets the stage (and the lost reason: null unless the stage is "lost"). */
  setLeadStage(
    id: string,
    stage: LeadStage,
    lostReason: LostReason | null,
    now: number,
  ): Promise<boolean>;
  /** Sets or clears (null) the next follow-up. */
  setLeadFollowUp(id: string, followUpAt: number | null, now: number): Promise<boolean>;
  /** Gives the lead to a staff member (null: nobody), whoever owned it. */
  setLeadOwner(id: string, ownerId: number | null, now: number): Promise<boolean>;
  /**
   * Gives the lead to a staff member only while nobody owns it: one UPDATE guarded by
   * owner_id IS NULL, so of instances racing to assign the same lead exactly one wins (true).
   */
  claimLeadOwner(id: string, ownerId: number, now: number): Promise<boolean>;
  /** Records the first answer's time unless one is recorded already (true when this was it). */
  markLeadAnswered(id: string, at: number): Promise<boolean>;
  /** Deletes the lead and its outbox rows. */
  deleteLead(id: string): Promise<boolean>;
  /** Deletes leads created before `before` (retention); returns how many. */
  purgeLeadsBefore(before: number): Promise<number>;
}

export const leadColumns = (leadProperties satisfies readonly (keyof Lead)[]).map(columnOf);

/** The visitor's fields of a row, by the lead's property. */
function fieldValues(row: Row): LeadFieldValues {
  return Object.fromEntries(
    leadFields.map((field) => [field.key, String(row[columnOf(field.key)] ?? "")]),
  ) as LeadFieldValues;
}

export function rowToLead(row: Row): Lead {
  return {
    id: String(row.id),
    createdAt: asNumber(row.created_at),
    updatedAt: asNumber(row.updated_at),
    source: row.source as LeadKind,
    stage: row.stage as LeadStage,
    lostReason: asTextOrNull(row.lost_reason) as LostReason | null,
    ownerId: asNumberOrNull(row.owner_id),
    assignedAt: asNumberOrNull(row.assigned_at),
    followUpAt: asNumberOrNull(row.follow_up_at),
    firstAnswerAt: asNumberOrNull(row.first_answer_at),
    noAnswerAt: asNumberOrNull(row.no_answer_at),
    ...fieldValues(row),
    pagePath: asTextOrNull(row.page_path),
    userAgent: asTextOrNull(row.user_agent),
    ipHash: asTextOrNull(row.ip_hash),
    language: row.language === "hi" ? "hi" : "en",
  };
}

/** Newest first; default 50, at most 500 a page. */
export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return 50;
  return Math.min(500, Math.max(1, Math.trunc(limit)));
}

/** Escapes LIKE wildcards so a search for "100%" matches literally (ESCAPE '\'). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The columns of the visitor's fields, in the order of app/base/lead-fields.ts. */
const fieldColumns = leadFields.map((field) => columnOf(field.key));
const fieldValuesOf = (lead: NewLead) => leadFields.map((field) => lead[field.key] ?? "");

const insertLead = `INSERT INTO leads (${leadColumns.join(", ")})
  VALUES (?, ?, ?, ?, 'new', ${placeholders(fieldColumns.length)}, ?, ?, ?, ?)`;

const leadValues = (lead: NewLead) => [
  lead.id,
  lead.createdAt,
  lead.createdAt,
  lead.source,
  ...fieldValuesOf(lead),
  lead.pagePath,
  lead.userAgent,
  lead.ipHash,
  lead.language,
];

/** The same lead from the same client since a time (uses leads_ip_source_created_at). */
const findRepeat = `SELECT 1 AS found FROM leads
  WHERE ip_hash = ? AND source = ? AND created_at >= ?
    AND ${fieldColumns.map((column) => `${column} = ?`).join(" AND ")}
  LIMIT 1`;

const repeatOf = (lead: NewLead, since: number) =>
  [findRepeat, [lead.ipHash, lead.source, since, ...fieldValuesOf(lead)]] as const;

/** The stages of a lead that needs no more work (no follow-up reminders, not overdue). */
export const closedStages = "'won', 'lost', 'spam'";

const outboxColumns =
  "outbox (lead_id, kind, recipient, status, attempts, next_attempt_at, created_at)";

export function leadStore(db: Engine): LeadStore {
  const { now, ilike } = db.sql;
  // SQLite: the outbox rows of a lead, after the lead.
  const insertOutboxRows = textPerCount(
    (rows) =>
      `INSERT INTO ${outboxColumns} VALUES ${Array(rows).fill(`(?, ?, ?, ?, 0, ${now}, ?)`).join(", ")}`,
  );
  // PostgreSQL: the lead and its outbox rows as one statement, so one transaction and one round
  // trip.
  const insertLeadWithOutbox = textPerCount((rows) =>
    rows === 0
      ? insertLead
      : `WITH lead AS (${insertLead} RETURNING id)
         INSERT INTO ${outboxColumns}
         SELECT lead.id, v.kind, v.recipient, v.status, 0, ${now}, ?
         FROM lead, (VALUES ${Array(rows).fill("(?, ?, ?)").join(", ")}) AS v (kind, recipient, status)`,
  );

  /** Stores the lead unless `rules` refuse it (see admitLead). */
  function write(
    lead: NewLead,
    outbox: NewOutboxMessage[],
    rules: LeadAdmission = {},
  ): Promise<LeadAdmitted> {
    const { limit, repeatSince } = lead.ipHash ? rules : {};
    // The repeat is checked before the limit: reloading the answer to a client's last allowed
    // lead is not one lead too many.
    if (db.dialect === "sqlite") {
      // Group commit: one fsync for the leads that arrive together, each in its own savepoint.
      // The checks run inside the lead's savepoint, so the leads of one batch count each other.
      return db.groupCommit((sync) => {
        if (repeatSince !== undefined && sync.get(...repeatOf(lead, repeatSince))) return "repeat";
        if (limit && !leadLimit.allows(sync.get(...leadLimit.count(lead, limit)), limit)) {
          return "limited";
        }
        sync.run(insertLead, leadValues(lead));
        if (outbox.length > 0) {
          sync.run(
            insertOutboxRows(outbox.length),
            outbox.flatMap((message) => [
              lead.id,
              message.kind,
              message.recipient,
              message.status,
              lead.createdAt,
            ]),
          );
        }
        return "stored";
      });
    }
    const text = insertLeadWithOutbox(outbox.length);
    const values = [
      ...leadValues(lead),
      ...(outbox.length === 0 ? [] : [lead.createdAt]),
      ...outbox.flatMap((message) => [message.kind, message.recipient, message.status]),
    ];
    if (!limit && repeatSince === undefined) return db.run(text, values).then(() => "stored");
    return db.exclusive([leadLimit.key(lead)], async (transaction) => {
      if (repeatSince !== undefined && (await transaction.get(...repeatOf(lead, repeatSince)))) {
        return "repeat";
      }
      if (
        limit &&
        !leadLimit.allows(await transaction.get(...leadLimit.count(lead, limit)), limit)
      ) {
        return "limited";
      }
      await transaction.run(text, values);
      return "stored";
    });
  }

  return {
    async createLead(lead, outbox) {
      await write(lead, outbox);
    },

    admitLead: (lead, outbox, rules) => write(lead, outbox, rules),

    async getLead(id) {
      const row = await db.get("SELECT * FROM leads WHERE id = ?", [id]);
      return row ? rowToLead(row) : null;
    },

    async listLeads(query = {}) {
      const search = query.search?.trim();
      const pattern = search ? likePattern(search) : undefined;
      const matches = fieldColumns.map((column) => `${column} ${ilike} ? ESCAPE '\\'`);
      const { clause, params } = where([
        ["stage = ?", query.stage],
        ["owner_id = ?", query.ownerId],
        // Conditions without a value take a constant one, so where() keeps them only when asked.
        ["owner_id IS NULL AND 1 = ?", query.unassigned ? 1 : undefined],
        ["(owner_id IS NULL OR owner_id = ?)", query.visibleTo],
        ["follow_up_at >= ?", query.followUpFrom],
        ["follow_up_at < ?", query.followUpBefore],
        [`stage NOT IN (${closedStages}) AND 1 = ?`, query.open ? 1 : undefined],
        ["source = ?", query.source],
        [leadsOfChannel, query.channel],
        ["created_at >= ?", query.createdFrom],
        ["created_at < ?", query.createdBefore],
        [`(${matches.join(" OR ")})`, ...matches.map(() => pattern)],
      ]);
      const total = await db.get(`SELECT COUNT(*) AS n FROM leads ${clause}`, params);
      const rows = await db.all(
        `SELECT * FROM leads ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        [...params, clampLimit(query.limit), Math.max(0, Math.trunc(query.offset ?? 0))],
      );
      return { items: rows.map(rowToLead), total: asNumber(total?.n ?? 0) };
    },

    async setLeadStage(id, stage, lostReason, at) {
      const changed = await db.run(
        "UPDATE leads SET stage = ?, lost_reason = ?, updated_at = ? WHERE id = ?",
        [stage, stage === "lost" ? lostReason : null, at, id],
      );
      return changed > 0;
    },

    async setLeadFollowUp(id, followUpAt, at) {
      const changed = await db.run(
        "UPDATE leads SET follow_up_at = ?, updated_at = ? WHERE id = ?",
        [followUpAt, at, id],
      );
      return changed > 0;
    },

    async setLeadOwner(id, ownerId, at) {
      const changed = await db.run(
        "UPDATE leads SET owner_id = ?, assigned_at = ?, updated_at = ? WHERE id = ?",
        [ownerId, ownerId === null ? null : at, at, id],
      );
      return changed > 0;
    },

    async claimLeadOwner(id, ownerId, at) {
      const changed = await db.run(
        `UPDATE leads SET owner_id = ?, assigned_at = ?, updated_at = ?
         WHERE id = ? AND owner_id IS NULL`,
        [ownerId, at, at, id],
      );
      return changed > 0;
    },

    async markLeadAnswered(id, at) {
      const changed = await db.run(
        "UPDATE leads SET first_answer_at = ? WHERE id = ? AND first_answer_at IS NULL",
        [at, id],
      );
      return changed > 0;
    },

    async deleteLead(id) {
      const deleted = (await db.run("DELETE FROM leads WHERE id = ?", [id])) > 0;
      // SQLite: the WAL still holds the pages as they were; copying them into the file (which
      // secure_delete has zeroed) and truncating the WAL leaves the text nowhere on disk.
      if (deleted && db.dialect === "sqlite") await db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      return deleted;
    },

    purgeLeadsBefore: (before) => db.run("DELETE FROM leads WHERE created_at < ?", [before]),
  };
}

/** Reads leads by id (the outbox hands each claimed row its lead). */
export async function leadsById(db: Engine, ids: string[]): Promise<Map<string, Lead>> {
  if (ids.length === 0) return new Map();
  const rows = await db.all(`SELECT * FROM leads WHERE id IN (${placeholders(ids.length)})`, ids);
  return new Map(rows.map((row) => [String(row.id), rowToLead(row)]));
}
