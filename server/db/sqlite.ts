/**
 * SQLite storage (better-sqlite3): one file in DATA_DIR, WAL journal, synchronous=FULL so a
 * committed lead survives a crash or power cut before the visitor is told it was received.
 * better-sqlite3 is synchronous; each call is short, and one process owns the file.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrations } from "./migrations";
import { rowToLead, rowToOutbox } from "./rows";
import {
  type ClaimedMessage,
  type ClaimOptions,
  clampLimit,
  emptyCounts,
  type Lead,
  type LeadPage,
  type LeadQuery,
  type LeadRepository,
  type LeadSource,
  type LeadStatus,
  likePattern,
  type NewLead,
  type NewOutboxMessage,
  type OutboxMessage,
  type OutboxStatus,
} from "./types";

type Row = Record<string, unknown>;

export function openSqliteRepository(file: string): LeadRepository {
  mkdirSync(path.dirname(file), { recursive: true });
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
    resolve: () => void;
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
    });
    for (const message of outbox) {
      s.insertOutbox.run(
        lead.id,
        message.kind,
        message.recipient,
        message.status,
        lead.createdAt,
        lead.createdAt,
      );
    }
  };
  const flushWrites = () => {
    const batch = pendingWrites;
    pendingWrites = [];
    const outcomes: (unknown | null)[] = [];
    try {
      db.transaction(() => {
        for (const write of batch) {
          try {
            // A nested better-sqlite3 transaction is a savepoint.
            db.transaction(() => writeOne(write.lead, write.outbox))();
            outcomes.push(null);
          } catch (error) {
            outcomes.push(error ?? new Error("write failed"));
          }
        }
      }).immediate();
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    batch.forEach((write, i) => {
      const failure = outcomes[i];
      if (failure) write.reject(failure);
      else write.resolve();
    });
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
        pendingWrites.push({ lead, outbox, resolve, reject });
        if (pendingWrites.length === 1) setImmediate(flushWrites);
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

    async claimOutbox({ now, limit, leaseMs }: ClaimOptions): Promise<ClaimedMessage[]> {
      const s = stmts();
      const claim = db.transaction(() => {
        const rows = s.due.all(now, now, limit) as Row[];
        const claimed: ClaimedMessage[] = [];
        for (const row of rows) {
          const updated = s.claim.get(now + leaseMs, row.id) as Row;
          const lead = s.getLead.get(updated.lead_id) as Row;
          claimed.push({ message: rowToOutbox(updated), lead: rowToLead(lead) });
        }
        return claimed;
      });
      return claim.immediate();
    },

    async markOutboxSent(id: number, now: number) {
      stmts().markSent.run(now, id);
    },

    async markOutboxRetry(id: number, error: string, nextAttemptAt: number) {
      stmts().markRetry.run(error.slice(0, 1000), nextAttemptAt, id);
    },

    async markOutboxFailed(id: number, error: string) {
      stmts().markFailed.run(error.slice(0, 1000), id);
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

    async retryOutbox(id: number, now: number) {
      return stmts().retry.run(now, id).changes > 0;
    },

    async outboxCounts() {
      const counts = emptyCounts();
      for (const row of stmts().counts.all() as Row[]) {
        counts[row.status as OutboxStatus] = Number(row.n);
      }
      return counts;
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
      `INSERT INTO leads (id, created_at, updated_at, source, status, name, email, phone, message, page_path, user_agent, ip_hash)
       VALUES (@id, @created_at, @updated_at, @source, 'new', @name, @email, @phone, @message, @page_path, @user_agent, @ip_hash)`,
    ),
    insertOutbox: db.prepare(
      `INSERT INTO outbox (lead_id, kind, recipient, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, 0, ?, ?)`,
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
       WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND locked_until < ?)
       ORDER BY id LIMIT ?`,
    ),
    claim: db.prepare(
      "UPDATE outbox SET status = 'sending', locked_until = ?, attempts = attempts + 1 WHERE id = ? RETURNING *",
    ),
    markSent: db.prepare(
      "UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?",
    ),
    markRetry: db.prepare(
      "UPDATE outbox SET status = 'pending', last_error = ?, next_attempt_at = ?, locked_until = NULL WHERE id = ?",
    ),
    markFailed: db.prepare(
      "UPDATE outbox SET status = 'failed', last_error = ?, locked_until = NULL WHERE id = ?",
    ),
    retry: db.prepare(
      "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, locked_until = NULL WHERE id = ? AND status IN ('failed', 'skipped')",
    ),
    counts: db.prepare("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status"),
  };
}
