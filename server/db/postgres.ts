/**
 * PostgreSQL storage (pg), used when DATABASE_URL is set so several stateless instances can
 * share one database. Migrations run under an advisory lock; outbox rows are claimed with
 * FOR UPDATE SKIP LOCKED so two instances never send the same email. Rate limits count and
 * reserve under a per-key advisory lock, in one transaction, so every instance shares them.
 */
import pg from "pg";
import { migrations } from "./migrations";
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
  type OutboxStatus,
  type SiteDatabase,
  type StoredVital,
} from "./types";

type Row = Record<string, unknown>;

/**
 * Now on the database server's clock, in epoch milliseconds: every lease and due time is
 * reckoned on this one clock, so instances whose clocks disagree still agree on when a lease
 * ends. statement_timestamp() is one value per statement (usable in index conditions).
 */
const DB_NOW_MS = "(extract(epoch from statement_timestamp()) * 1000)::bigint";

/** Any constant; it names this application's migration lock among advisory locks. */
const MIGRATION_LOCK = 3_141_592_653;

/** The lead and its outbox rows as one statement, so one transaction and one round trip. */
function leadInsert(lead: NewLead, outbox: NewOutboxMessage[]): [string, unknown[]] {
  const values: unknown[] = [
    lead.id,
    lead.createdAt,
    lead.source,
    lead.name,
    lead.email,
    lead.phone,
    lead.message,
    lead.pagePath,
    lead.userAgent,
    lead.ipHash,
    lead.language,
  ];
  const rows = outbox.map((message) => {
    values.push(message.kind, message.recipient, message.status);
    const n = values.length;
    return `($${n - 2}, $${n - 1}, $${n})`;
  });
  const insertLead = `INSERT INTO leads (id, created_at, updated_at, source, status, name, email, phone, message, page_path, user_agent, ip_hash, language)
        VALUES ($1, $2, $2, $3, 'new', $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`;
  if (rows.length === 0) return [insertLead, values];
  return [
    `WITH lead AS (${insertLead})
     INSERT INTO outbox (lead_id, kind, recipient, status, attempts, next_attempt_at, created_at)
     SELECT lead.id, v.kind, v.recipient, v.status, 0, ${DB_NOW_MS}, $2
     FROM lead, (VALUES ${rows.join(", ")}) AS v (kind, recipient, status)`,
    values,
  ];
}

/**
 * Waits for this transaction's lock on `key`. A limit's count runs after it (READ COMMITTED
 * takes a new snapshot per statement), so it sees what the previous holder committed.
 */
async function lockKey(client: pg.PoolClient, key: string): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [key]);
}

export interface PostgresOptions {
  connectionString: string;
  /** Most connections this instance opens. */
  max?: number;
}

export function openPostgresDatabase(options: PostgresOptions): SiteDatabase {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client's error (the server restarted) must not crash the process.
  pool.on("error", () => {});
  const query = async (text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows as Row[];
  /** Runs `work` in a transaction on one connection; its advisory locks end with it. */
  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      client.release();
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      // A connection that failed mid-transaction is not reused.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  };

  return {
    dialect: "postgres",

    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
        await client.query(
          "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
        );
        const applied = new Set(
          (await client.query("SELECT version FROM schema_migrations")).rows.map((r) =>
            Number(r.version),
          ),
        );
        for (const migration of migrations) {
          if (applied.has(migration.version)) continue;
          await client.query(migration.postgres);
          await client.query(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
            [migration.version, migration.name, Date.now()],
          );
        }
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    async ping() {
      await query("SELECT 1");
    },

    async close() {
      await pool.end();
    },

    async ensureSetting(key, value) {
      await query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
        key,
        value,
      ]);
      const rows = await query("SELECT value FROM settings WHERE key = $1", [key]);
      return String(rows[0]?.value);
    },

    async createLead(lead: NewLead, outbox: NewOutboxMessage[]) {
      await query(...leadInsert(lead, outbox));
    },

    async createLeadWithinLimit(lead: NewLead, outbox: NewOutboxMessage[], limit: LeadRateLimit) {
      const { ipHash, source } = lead;
      if (!ipHash) {
        await query(...leadInsert(lead, outbox));
        return true;
      }
      return inTransaction(async (client) => {
        await lockKey(client, `lead:${ipHash}:${source}`);
        const counted = await client.query(
          "SELECT COUNT(*)::int AS n FROM leads WHERE ip_hash = $1 AND source = $2 AND created_at >= $3",
          [ipHash, source, limit.since],
        );
        if (Number(counted.rows[0]?.n ?? 0) >= limit.max) return false;
        await client.query(...leadInsert(lead, outbox));
        return true;
      });
    },

    async countLeadsSince(ipHash: string, source: LeadSource, since: number) {
      const rows = await query(
        "SELECT COUNT(*)::int AS n FROM leads WHERE ip_hash = $1 AND source = $2 AND created_at >= $3",
        [ipHash, source, since],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async getLead(id: string): Promise<Lead | null> {
      const rows = await query("SELECT * FROM leads WHERE id = $1", [id]);
      return rows[0] ? rowToLead(rows[0]) : null;
    },

    async listLeads(q: LeadQuery = {}): Promise<LeadPage> {
      const where: string[] = [];
      const params: unknown[] = [];
      if (q.status) {
        params.push(q.status);
        where.push(`status = $${params.length}`);
      }
      if (q.source) {
        params.push(q.source);
        where.push(`source = $${params.length}`);
      }
      if (q.createdFrom !== undefined) {
        params.push(q.createdFrom);
        where.push(`created_at >= $${params.length}`);
      }
      if (q.createdBefore !== undefined) {
        params.push(q.createdBefore);
        where.push(`created_at < $${params.length}`);
      }
      if (q.search?.trim()) {
        params.push(likePattern(q.search.trim()));
        const p = `$${params.length}`;
        where.push(
          `(name ILIKE ${p} OR email ILIKE ${p} OR phone ILIKE ${p} OR message ILIKE ${p})`,
        );
      }
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const total = await query(`SELECT COUNT(*)::int AS n FROM leads ${clause}`, params);
      const rows = await query(
        `SELECT * FROM leads ${clause} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, clampLimit(q.limit), Math.max(0, Math.trunc(q.offset ?? 0))],
      );
      return { items: rows.map(rowToLead), total: Number(total[0]?.n ?? 0) };
    },

    async setLeadStatus(id: string, status: LeadStatus, now: number) {
      const result = await pool.query(
        "UPDATE leads SET status = $1, updated_at = $2 WHERE id = $3",
        [status, now, id],
      );
      return (result.rowCount ?? 0) > 0;
    },

    async deleteLead(id: string) {
      const result = await pool.query("DELETE FROM leads WHERE id = $1", [id]);
      return (result.rowCount ?? 0) > 0;
    },

    async purgeLeadsBefore(before: number) {
      const result = await pool.query("DELETE FROM leads WHERE created_at < $1", [before]);
      return result.rowCount ?? 0;
    },

    async claimOutbox({ limit, leaseMs }: ClaimOptions): Promise<ClaimedMessage[]> {
      const rows = await query(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE (status = 'pending' AND next_attempt_at <= ${DB_NOW_MS})
              OR (status = 'sending' AND locked_until < ${DB_NOW_MS})
           ORDER BY id
           LIMIT $1
           FOR UPDATE SKIP LOCKED
         )
         UPDATE outbox AS o
         SET status = 'sending', locked_until = ${DB_NOW_MS} + $2, attempts = o.attempts + 1,
             claim_token = gen_random_uuid()::text
         FROM due WHERE o.id = due.id
         RETURNING o.*`,
        [limit, leaseMs],
      );
      if (rows.length === 0) return [];
      const tokens = new Map(rows.map((row) => [Number(row.id), String(row.claim_token)]));
      const messages = rows.map(rowToOutbox).sort((a, b) => a.id - b.id);
      const leads = await query("SELECT * FROM leads WHERE id = ANY($1::text[])", [
        [...new Set(messages.map((m) => m.leadId))],
      ]);
      const byId = new Map(leads.map((row) => [String(row.id), rowToLead(row)]));
      return messages.flatMap((message) => {
        const lead = byId.get(message.leadId);
        const token = tokens.get(message.id) as string;
        return lead ? [{ message, lead, claim: { id: message.id, token } }] : [];
      });
    },

    // The outcome of a send counts only while the row is still held under the sender's claim.
    async markOutboxSent(claim: OutboxClaim) {
      const result = await pool.query(
        `UPDATE outbox SET status = 'sent', sent_at = ${DB_NOW_MS}, locked_until = NULL, last_error = NULL, claim_token = NULL
         WHERE id = $1 AND claim_token = $2 AND status = 'sending'`,
        [claim.id, claim.token],
      );
      return (result.rowCount ?? 0) > 0;
    },

    async markOutboxRetry(claim: OutboxClaim, error: string, retryInMs: number) {
      const result = await pool.query(
        `UPDATE outbox SET status = 'pending', last_error = $3, next_attempt_at = ${DB_NOW_MS} + $4, locked_until = NULL, claim_token = NULL
         WHERE id = $1 AND claim_token = $2 AND status = 'sending'`,
        [claim.id, claim.token, error.slice(0, 1000), retryInMs],
      );
      return (result.rowCount ?? 0) > 0;
    },

    async markOutboxFailed(claim: OutboxClaim, error: string) {
      const result = await pool.query(
        `UPDATE outbox SET status = 'failed', last_error = $3, locked_until = NULL, claim_token = NULL
         WHERE id = $1 AND claim_token = $2 AND status = 'sending'`,
        [claim.id, claim.token, error.slice(0, 1000)],
      );
      return (result.rowCount ?? 0) > 0;
    },

    async listOutbox(filter: { status?: OutboxStatus; leadId?: string } = {}) {
      const where: string[] = [];
      const params: unknown[] = [];
      if (filter.status) {
        params.push(filter.status);
        where.push(`status = $${params.length}`);
      }
      if (filter.leadId) {
        params.push(filter.leadId);
        where.push(`lead_id = $${params.length}`);
      }
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      return (await query(`SELECT * FROM outbox ${clause} ORDER BY id`, params)).map(rowToOutbox);
    },

    async retryOutbox(id: number) {
      const result = await pool.query(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ${DB_NOW_MS}, locked_until = NULL
         WHERE id = $1 AND status IN ('failed', 'skipped')`,
        [id],
      );
      return (result.rowCount ?? 0) > 0;
    },

    async outboxCounts() {
      const counts = emptyCounts();
      for (const row of await query(
        "SELECT status, COUNT(*)::int AS n FROM outbox GROUP BY status",
      )) {
        counts[row.status as OutboxStatus] = Number(row.n);
      }
      return counts;
    },

    async upsertStaff(email: string, passwordHash: string, now: number) {
      // xmax = 0 only for a row this statement inserted.
      const rows = await query(
        `INSERT INTO staff (email, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = EXCLUDED.updated_at
         RETURNING id, (xmax = 0) AS created`,
        [email, passwordHash, now],
      );
      return { id: Number(rows[0]?.id), created: Boolean(rows[0]?.created) };
    },

    async getStaffByEmail(email: string) {
      const rows = await query("SELECT * FROM staff WHERE email = $1", [email]);
      return rows[0] ? rowToStaff(rows[0]) : null;
    },

    async createSession(session) {
      await query(
        `INSERT INTO staff_sessions (id_hash, staff_id, csrf_token, created_at, last_seen_at, expires_at)
         VALUES ($1, $2, $3, $4, $4, $5)`,
        [session.idHash, session.staffId, session.csrfToken, session.createdAt, session.expiresAt],
      );
    },

    async getSession(idHash: string) {
      const rows = await query(
        `SELECT s.*, staff.email FROM staff_sessions s JOIN staff ON staff.id = s.staff_id
         WHERE s.id_hash = $1`,
        [idHash],
      );
      return rows[0] ? rowToSession(rows[0]) : null;
    },

    async touchSession(idHash: string, now: number) {
      await query("UPDATE staff_sessions SET last_seen_at = $1 WHERE id_hash = $2", [now, idHash]);
    },

    async deleteSession(idHash: string) {
      await query("DELETE FROM staff_sessions WHERE id_hash = $1", [idHash]);
    },

    async deleteStaffSessions(staffId: number) {
      const result = await pool.query("DELETE FROM staff_sessions WHERE staff_id = $1", [staffId]);
      return result.rowCount ?? 0;
    },

    async purgeSessions(now: number, idleBefore: number) {
      const result = await pool.query(
        "DELETE FROM staff_sessions WHERE expires_at <= $1 OR last_seen_at < $2",
        [now, idleBefore],
      );
      return result.rowCount ?? 0;
    },

    async reserveLoginAttempt(limits: LoginLimit[], since: number, now: number) {
      const keys = limits.map(({ key }) => key);
      return inTransaction(async (client): Promise<LoginReservation> => {
        // Always in the same order, so two attempts never wait for each other in a cycle.
        for (const key of [...new Set(keys)].sort()) await lockKey(client, `login:${key}`);
        const counted = await client.query(
          `SELECT k AS key,
             (SELECT COUNT(*)::int FROM login_failures WHERE throttle_key = k AND created_at >= $2) AS n
           FROM unnest($1::text[]) AS k`,
          [keys, since],
        );
        const counts = new Map(counted.rows.map((row) => [String(row.key), Number(row.n)]));
        const fullKeys = limits
          .filter(({ key, max }) => (counts.get(key) ?? 0) >= max)
          .map(({ key }) => key);
        if (fullKeys.length > 0) return { reserved: false, fullKeys };
        const inserted = await client.query(
          "INSERT INTO login_failures (throttle_key, created_at) SELECT k, $2 FROM unnest($1::text[]) AS k RETURNING id",
          [keys, now],
        );
        return { reserved: true, ids: inserted.rows.map((row) => Number(row.id)) };
      });
    },

    async releaseLoginAttempt(ids: number[]) {
      if (ids.length === 0) return;
      await query("DELETE FROM login_failures WHERE id = ANY($1::bigint[])", [ids]);
    },

    async countLoginFailures(key: string, since: number) {
      const rows = await query(
        "SELECT COUNT(*)::int AS n FROM login_failures WHERE throttle_key = $1 AND created_at >= $2",
        [key, since],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async clearLoginFailures(key: string) {
      const result = await pool.query("DELETE FROM login_failures WHERE throttle_key = $1", [key]);
      return result.rowCount ?? 0;
    },

    async rehashStaffPassword(id: number, oldHash: string, newHash: string) {
      const result = await pool.query(
        "UPDATE staff SET password_hash = $1 WHERE id = $2 AND password_hash = $3",
        [newHash, id, oldHash],
      );
      return (result.rowCount ?? 0) > 0;
    },

    async purgeLoginFailures(before: number) {
      const result = await pool.query("DELETE FROM login_failures WHERE created_at < $1", [before]);
      return result.rowCount ?? 0;
    },

    async recordVitals(samples: StoredVital[], now: number) {
      if (samples.length === 0) return;
      await query(
        `INSERT INTO web_vitals (path, name, value, created_at)
         SELECT p, n, v, $4 FROM unnest($1::text[], $2::text[], $3::float8[]) AS t (p, n, v)`,
        [samples.map((s) => s.path), samples.map((s) => s.name), samples.map((s) => s.value), now],
      );
    },

    async vitalsP75(since: number) {
      return (await query(vitalsP75Sql("$1"), [since])).map(rowToVitalP75);
    },

    async purgeVitalsBefore(before: number) {
      const result = await pool.query("DELETE FROM web_vitals WHERE created_at < $1", [before]);
      return result.rowCount ?? 0;
    },
  };
}
