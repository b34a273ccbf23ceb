/**
 * SQLite storage (better-sqlite3): one file in DATA_DIR, WAL journal, synchronous=FULL so a
 * committed lead survives a crash or power cut before the visitor is told it was received.
 * better-sqlite3 is synchronous; each call is short, and one process owns the file.
 * The folder is 0700 and the files 0600 (private-files.ts).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { migrations } from "./migrations";
import { ensurePrivateDir, ensurePrivateFile, tightenIfPresent, type Warn } from "./private-files";
import {
  rowToLead,
  rowToOutbox,
  rowToSession,
  rowToStaff,
  rowToVitalP75,
  vitalsP75Sql,
} from "./rows";
import {
  type ClaimedMessage,
  type ClaimOptions,
  clampLimit,
  emptyCounts,
  type Lead,
  type LeadPage,
  type LeadQuery,
  type LeadRateLimit,
  type LeadSource,
  type LeadStatus,
  type LoginLimit,
  type LoginReservation,
  likePattern,
  type NewLead,
  type NewOutboxMessage,
  type OutboxClaim,
  type OutboxMessage,
  type OutboxStatus,
  type SiteDatabase,
  type StoredVital,
} from "./types";

type Row = Record<string, unknown>;

/**
 * Now in epoch milliseconds, for leases and due times. One file on one host: SQLite's clock is
 * the process clock, but reading it in SQL keeps every lease calculation in the statements, as
 * on PostgreSQL.
 */
const DB_NOW_MS = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";

const warnOnStderr: Warn = (message, fields) => console.warn(message, fields);

export function openSqliteDatabase(file: string, options: { warn?: Warn } = {}): SiteDatabase {
  const warn = options.warn ?? warnOnStderr;
  ensurePrivateDir(path.dirname(file), warn);
  // Created 0600 before SQLite opens it: SQLite gives its -wal and -shm files the database's
  // mode. Ones left by an older version (or a crash) are tightened too.
  ensurePrivateFile(file, warn);
  for (const suffix of ["-wal", "-shm", "-journal"]) tightenIfPresent(`${file}${suffix}`, warn);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");

  // Statements are prepared after migrating (the tables must exist).
  let statements: ReturnType<typeof prepare> | null = null;
  const stmts = () => {
    statements ??= prepare(db);
    return statements;
  };

  /**
   * Group commit: the leads that arrive while the event loop is busy are written in one
   * transaction, so one fsync (synchronous=FULL) covers them all. Each lead has its own
   * savepoint, so one failing lead does not fail the others; every caller is answered only
   * after the COMMIT returned.
   */
  interface PendingWrite {
    lead: NewLead;
    outbox: NewOutboxMessage[];
    /** Checked inside the lead's savepoint, so the leads of one batch count each other. */
    limit?: LeadRateLimit;
    /** false: refused by the limit, nothing written. */
    resolve: (stored: boolean) => void;
    reject: (error: unknown) => void;
  }
  let pendingWrites: PendingWrite[] = [];
  const writeOne = (lead: NewLead, outbox: NewOutboxMessage[]) => {
    const s = stmts();
    s.insertLead.run({
      id: lead.id,
      created_at: lead.createdAt,
      updated_at: lead.createdAt,
      source: lead.source,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      page_path: lead.pagePath,
      user_agent: lead.userAgent,
      ip_hash: lead.ipHash,
      language: lead.language,
    });
    for (const message of outbox) {
      s.insertOutbox.run(lead.id, message.kind, message.recipient, message.status, lead.createdAt);
    }
  };
  const withinLimit = ({ lead, limit }: PendingWrite) =>
    !limit ||
    !lead.ipHash ||
    Number((stmts().countSince.get(lead.ipHash, lead.source, limit.since) as Row).n) < limit.max;
  const flushWrites = () => {
    const batch = pendingWrites;
    pendingWrites = [];
    const outcomes: ({ stored: boolean } | { error: unknown })[] = [];
    try {
      db.transaction(() => {
        for (const write of batch) {
          try {
            // A nested better-sqlite3 transaction is a savepoint.
            const stored = db.transaction(() => {
              if (!withinLimit(write)) return false;
              writeOne(write.lead, write.outbox);
              return true;
            })();
            outcomes.push({ stored });
          } catch (error) {
            outcomes.push({ error: error ?? new Error("write failed") });
          }
        }
      }).immediate();
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    batch.forEach((write, i) => {
      const outcome = outcomes[i];
      if (!outcome || "error" in outcome) write.reject(outcome?.error);
      else write.resolve(outcome.stored);
    });
  };
  const queueWrite = (write: PendingWrite) => {
    pendingWrites.push(write);
    if (pendingWrites.length === 1) setImmediate(flushWrites);
  };

  return {
    dialect: "sqlite",

    async migrate() {
      db.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
      );
      const apply = db.transaction(() => {
        const applied = new Set(
          (db.prepare("SELECT version FROM schema_migrations").all() as Row[]).map((r) =>
            Number(r.version),
          ),
        );
        for (const migration of migrations) {
          if (applied.has(migration.version)) continue;
          db.exec(migration.sqlite);
          db.prepare(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
          ).run(migration.version, migration.name, Date.now());
        }
      });
      apply.immediate();
      statements = null;
    },

    async ping() {
      db.prepare("SELECT 1").get();
    },

    async close() {
      if (db.open) db.close();
    },

    async ensureSetting(key, value) {
      stmts().insertSetting.run(key, value);
      return String((stmts().getSetting.get(key) as Row).value);
    },

    createLead(lead: NewLead, outbox: NewOutboxMessage[]) {
      return new Promise<void>((resolve, reject) => {
        queueWrite({ lead, outbox, resolve: () => resolve(), reject });
      });
    },

    createLeadWithinLimit(lead: NewLead, outbox: NewOutboxMessage[], limit: LeadRateLimit) {
      return new Promise<boolean>((resolve, reject) => {
        queueWrite({ lead, outbox, limit, resolve, reject });
      });
    },

    async countLeadsSince(ipHash: string, source: LeadSource, since: number) {
      return Number((stmts().countSince.get(ipHash, source, since) as Row).n);
    },

    async getLead(id: string): Promise<Lead | null> {
      const row = stmts().getLead.get(id) as Row | undefined;
      return row ? rowToLead(row) : null;
    },

    async listLeads(query: LeadQuery = {}): Promise<LeadPage> {
      const where: string[] = [];
      const params: unknown[] = [];
      if (query.status) {
        where.push("status = ?");
        params.push(query.status);
      }
      if (query.source) {
        where.push("source = ?");
        params.push(query.source);
      }
      if (query.createdFrom !== undefined) {
        where.push("created_at >= ?");
        params.push(query.createdFrom);
      }
      if (query.createdBefore !== undefined) {
        where.push("created_at < ?");
        params.push(query.createdBefore);
      }
      if (query.search?.trim()) {
        const pattern = likePattern(query.search.trim());
        where.push(
          "(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\' OR message LIKE ? ESCAPE '\\')",
        );
        params.push(pattern, pattern, pattern, pattern);
      }
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const total = Number(
        (db.prepare(`SELECT COUNT(*) AS n FROM leads ${clause}`).get(...params) as Row).n,
      );
      const rows = db
        .prepare(`SELECT * FROM leads ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(...params, clampLimit(query.limit), Math.max(0, Math.trunc(query.offset ?? 0)));
      return { items: (rows as Row[]).map(rowToLead), total };
    },

    async setLeadStatus(id: string, status: LeadStatus, now: number) {
      return stmts().setStatus.run(status, now, id).changes > 0;
    },

    async deleteLead(id: string) {
      return stmts().deleteLead.run(id).changes > 0;
    },

    async purgeLeadsBefore(before: number) {
      return stmts().purge.run(before).changes;
    },

    async claimOutbox({ limit, leaseMs }: ClaimOptions): Promise<ClaimedMessage[]> {
      const s = stmts();
      const claim = db.transaction(() => {
        const rows = s.due.all(limit) as Row[];
        const claimed: ClaimedMessage[] = [];
        for (const row of rows) {
          const updated = s.claim.get(leaseMs, randomUUID(), row.id) as Row;
          const lead = s.getLead.get(updated.lead_id) as Row;
          claimed.push({
            message: rowToOutbox(updated),
            lead: rowToLead(lead),
            claim: { id: Number(updated.id), token: String(updated.claim_token) },
          });
        }
        return claimed;
      });
      return claim.immediate();
    },

    async markOutboxSent(claim: OutboxClaim) {
      return stmts().markSent.run(claim.id, claim.token).changes > 0;
    },

    async markOutboxRetry(claim: OutboxClaim, error: string, retryInMs: number) {
      return (
        stmts().markRetry.run(error.slice(0, 1000), retryInMs, claim.id, claim.token).changes > 0
      );
    },

    async markOutboxFailed(claim: OutboxClaim, error: string) {
      return stmts().markFailed.run(error.slice(0, 1000), claim.id, claim.token).changes > 0;
    },

    async listOutbox(filter: { status?: OutboxStatus; leadId?: string } = {}) {
      const where: string[] = [];
      const params: unknown[] = [];
      if (filter.status) {
        where.push("status = ?");
        params.push(filter.status);
      }
      if (filter.leadId) {
        where.push("lead_id = ?");
        params.push(filter.leadId);
      }
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const rows = db.prepare(`SELECT * FROM outbox ${clause} ORDER BY id`).all(...params);
      return (rows as Row[]).map(rowToOutbox) as OutboxMessage[];
    },

    async retryOutbox(id: number) {
      return stmts().retry.run(id).changes > 0;
    },

    async outboxCounts() {
      const counts = emptyCounts();
      for (const row of stmts().counts.all() as Row[]) {
        counts[row.status as OutboxStatus] = Number(row.n);
      }
      return counts;
    },

    async upsertStaff(email: string, passwordHash: string, now: number) {
      const s = stmts();
      return db
        .transaction(() => {
          const existing = s.getStaff.get(email) as Row | undefined;
          if (existing) {
            s.updateStaff.run(passwordHash, now, existing.id);
            return { id: Number(existing.id), created: false };
          }
          const row = s.insertStaff.get(email, passwordHash, now, now) as Row;
          return { id: Number(row.id), created: true };
        })
        .immediate();
    },

    async getStaffByEmail(email: string) {
      const row = stmts().getStaff.get(email) as Row | undefined;
      return row ? rowToStaff(row) : null;
    },

    async createSession(session) {
      stmts().insertSession.run(
        session.idHash,
        session.staffId,
        session.csrfToken,
        session.createdAt,
        session.createdAt,
        session.expiresAt,
      );
    },

    async getSession(idHash: string) {
      const row = stmts().getSession.get(idHash) as Row | undefined;
      return row ? rowToSession(row) : null;
    },

    async touchSession(idHash: string, now: number) {
      stmts().touchSession.run(now, idHash);
    },

    async deleteSession(idHash: string) {
      stmts().deleteSession.run(idHash);
    },

    async deleteStaffSessions(staffId: number) {
      return stmts().deleteStaffSessions.run(staffId).changes;
    },

    async purgeSessions(now: number, idleBefore: number) {
      return stmts().purgeSessions.run(now, idleBefore).changes;
    },

    async reserveLoginAttempt(limits: LoginLimit[], since: number, now: number) {
      const s = stmts();
      // IMMEDIATE: the write lock is taken before counting, so another process (admin:add)
      // cannot slip in between; within this process better-sqlite3 is synchronous anyway.
      return db
        .transaction((): LoginReservation => {
          const fullKeys = limits
            .filter(({ key, max }) => Number((s.countFailures.get(key, since) as Row).n) >= max)
            .map(({ key }) => key);
          if (fullKeys.length > 0) return { reserved: false, fullKeys };
          const ids = limits.map(({ key }) => Number((s.insertFailure.get(key, now) as Row).id));
          return { reserved: true, ids };
        })
        .immediate();
    },

    async releaseLoginAttempt(ids: number[]) {
      const s = stmts();
      db.transaction(() => {
        for (const id of ids) s.deleteFailure.run(id);
      })();
    },

    async countLoginFailures(key: string, since: number) {
      return Number((stmts().countFailures.get(key, since) as Row).n);
    },

    async clearLoginFailures(key: string) {
      return stmts().clearFailures.run(key).changes;
    },

    async rehashStaffPassword(id: number, oldHash: string, newHash: string) {
      return stmts().rehashStaff.run(newHash, id, oldHash).changes > 0;
    },

    async purgeLoginFailures(before: number) {
      return stmts().purgeFailures.run(before).changes;
    },

    async recordVitals(samples: StoredVital[], now: number) {
      const s = stmts();
      db.transaction(() => {
        for (const v of samples) s.insertVital.run(v.path, v.name, v.value, now);
      })();
    },

    async vitalsP75(since: number) {
      return (stmts().vitalsP75.all(since) as Row[]).map(rowToVitalP75);
    },

    async purgeVitalsBefore(before: number) {
      return stmts().purgeVitals.run(before).changes;
    },
  };
}

function prepare(db: Database.Database) {
  return {
    getSetting: db.prepare("SELECT value FROM settings WHERE key = ?"),
    insertSetting: db.prepare(
      "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING",
    ),
    insertLead: db.prepare(
      `INSERT INTO leads (id, created_at, updated_at, source, status, name, email, phone, message, page_path, user_agent, ip_hash, language)
       VALUES (@id, @created_at, @updated_at, @source, 'new', @name, @email, @phone, @message, @page_path, @user_agent, @ip_hash, @language)`,
    ),
    insertOutbox: db.prepare(
      `INSERT INTO outbox (lead_id, kind, recipient, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, 0, ${DB_NOW_MS}, ?)`,
    ),
    countSince: db.prepare(
      "SELECT COUNT(*) AS n FROM leads WHERE ip_hash = ? AND source = ? AND created_at >= ?",
    ),
    getLead: db.prepare("SELECT * FROM leads WHERE id = ?"),
    setStatus: db.prepare("UPDATE leads SET status = ?, updated_at = ? WHERE id = ?"),
    deleteLead: db.prepare("DELETE FROM leads WHERE id = ?"),
    purge: db.prepare("DELETE FROM leads WHERE created_at < ?"),
    due: db.prepare(
      `SELECT id FROM outbox
       WHERE (status = 'pending' AND next_attempt_at <= ${DB_NOW_MS})
          OR (status = 'sending' AND locked_until < ${DB_NOW_MS})
       ORDER BY id LIMIT ?`,
    ),
    claim: db.prepare(
      `UPDATE outbox SET status = 'sending', locked_until = ${DB_NOW_MS} + ?, attempts = attempts + 1, claim_token = ?
       WHERE id = ? RETURNING *`,
    ),
    // The outcome of a send counts only while the row is still held under the sender's claim.
    markSent: db.prepare(
      `UPDATE outbox SET status = 'sent', sent_at = ${DB_NOW_MS}, locked_until = NULL, last_error = NULL, claim_token = NULL
       WHERE id = ? AND claim_token = ? AND status = 'sending'`,
    ),
    markRetry: db.prepare(
      `UPDATE outbox SET status = 'pending', last_error = ?, next_attempt_at = ${DB_NOW_MS} + ?, locked_until = NULL, claim_token = NULL
       WHERE id = ? AND claim_token = ? AND status = 'sending'`,
    ),
    markFailed: db.prepare(
      `UPDATE outbox SET status = 'failed', last_error = ?, locked_until = NULL, claim_token = NULL
       WHERE id = ? AND claim_token = ? AND status = 'sending'`,
    ),
    retry: db.prepare(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ${DB_NOW_MS}, locked_until = NULL
       WHERE id = ? AND status IN ('failed', 'skipped')`,
    ),
    counts: db.prepare("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status"),
    getStaff: db.prepare("SELECT * FROM staff WHERE email = ?"),
    insertStaff: db.prepare(
      "INSERT INTO staff (email, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id",
    ),
    updateStaff: db.prepare("UPDATE staff SET password_hash = ?, updated_at = ? WHERE id = ?"),
    rehashStaff: db.prepare(
      "UPDATE staff SET password_hash = ? WHERE id = ? AND password_hash = ?",
    ),
    insertSession: db.prepare(
      `INSERT INTO staff_sessions (id_hash, staff_id, csrf_token, created_at, last_seen_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    getSession: db.prepare(
      `SELECT s.*, staff.email FROM staff_sessions s JOIN staff ON staff.id = s.staff_id
       WHERE s.id_hash = ?`,
    ),
    touchSession: db.prepare("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?"),
    deleteSession: db.prepare("DELETE FROM staff_sessions WHERE id_hash = ?"),
    deleteStaffSessions: db.prepare("DELETE FROM staff_sessions WHERE staff_id = ?"),
    purgeSessions: db.prepare(
      "DELETE FROM staff_sessions WHERE expires_at <= ? OR last_seen_at < ?",
    ),
    insertFailure: db.prepare(
      "INSERT INTO login_failures (throttle_key, created_at) VALUES (?, ?) RETURNING id",
    ),
    deleteFailure: db.prepare("DELETE FROM login_failures WHERE id = ?"),
    countFailures: db.prepare(
      "SELECT COUNT(*) AS n FROM login_failures WHERE throttle_key = ? AND created_at >= ?",
    ),
    clearFailures: db.prepare("DELETE FROM login_failures WHERE throttle_key = ?"),
    purgeFailures: db.prepare("DELETE FROM login_failures WHERE created_at < ?"),
    insertVital: db.prepare(
      "INSERT INTO web_vitals (path, name, value, created_at) VALUES (?, ?, ?, ?)",
    ),
    vitalsP75: db.prepare(vitalsP75Sql("?")),
    purgeVitals: db.prepare("DELETE FROM web_vitals WHERE created_at < ?"),
  };
}
