/**
 * The audit trail: who did what, when, from which (hashed) address. Entries are only ever
 * added: the database refuses to change one, and to delete one younger than a month (30 × 24 h)
 * (triggers of migration 8, on both engines); the daily retention purge (purgeAuditBefore) is
 * the only delete the application makes. server/admin/audit.ts writes and reads it.
 */
import type { AuditKind } from "../../app/base/audit-kinds";
import { auditDetailsJson } from "./audit-details";
import { asNumber, asNumberOrNull, asTextOrNull, type Engine, type Row, where } from "./sql";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const auditTables = ["audit_log"] as const;

export interface NewAuditEntry {
  createdAt: number;
  /** The staff member who acted; null for a sign-in to an unknown account or the server itself. */
  actorId: number | null;
  /** The actor's email as it was (kept with the entry, so it reads the same later). */
  actorEmail: string | null;
  kind: AuditKind;
  /** What it was done to: "lead:<id>", "staff:<id> <email>", a path… */
  subject: string | null;
  /**
   * What changed, as JSON (from, to, counts…). Never a lead's personal data. Stored bounded in
   * shape (long strings and lists shortened, saying so: audit-details.ts), never cut.
   */
  details: Record<string, unknown> | null;
  /** hashIp of the client's address (server/client-ip.ts); null for the command line. */
  ipHash: string | null;
}

export interface AuditEntry extends NewAuditEntry {
  id: number;
}

export interface AuditQuery {
  /** One staff member's entries; "none" for the entries without one. */
  actorId?: number | "none";
  kind?: AuditKind;
  createdFrom?: number;
  createdBefore?: number;
  limit?: number;
  offset?: number;
}

export interface AuditStore {
  appendAudit(entry: NewAuditEntry): Promise<void>;
  /** Newest first, with the total that matches. */
  listAudit(query?: AuditQuery): Promise<{ items: AuditEntry[]; total: number }>;
  /** The retention purge: deletes entries created before `before`; returns how many. */
  purgeAuditBefore(before: number): Promise<number>;
}

function parseDetails(value: unknown): Record<string, unknown> | null {
  if (typeof value !== "string" || !value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function rowToAudit(row: Row): AuditEntry {
  return {
    id: asNumber(row.id),
    createdAt: asNumber(row.created_at),
    actorId: asNumberOrNull(row.actor_id),
    actorEmail: asTextOrNull(row.actor_email),
    kind: String(row.kind) as AuditKind,
    subject: asTextOrNull(row.subject),
    details: parseDetails(row.details),
    ipHash: asTextOrNull(row.ip_hash),
  };
}

export function auditStore(db: Engine): AuditStore {
  return {
    async appendAudit(entry) {
      await db.run(
        `INSERT INTO audit_log (created_at, actor_id, actor_email, kind, subject, details, ip_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          entry.createdAt,
          entry.actorId,
          entry.actorEmail,
          entry.kind,
          entry.subject?.slice(0, 500) ?? null,
          // Bounded in shape, then serialised: always whole, valid JSON (audit-details.ts).
          auditDetailsJson(entry.details),
          entry.ipHash,
        ],
      );
    },

    async listAudit(query = {}) {
      const { clause, params } = where([
        ["actor_id = ?", typeof query.actorId === "number" ? query.actorId : undefined],
        ["actor_id IS NULL AND 1 = ?", query.actorId === "none" ? 1 : undefined],
        ["kind = ?", query.kind],
        ["created_at >= ?", query.createdFrom],
        ["created_at < ?", query.createdBefore],
      ]);
      const total = await db.get(`SELECT COUNT(*) AS n FROM audit_log ${clause}`, params);
      const limit = Math.min(500, Math.max(1, Math.trunc(query.limit ?? 50)));
      const rows = await db.all(
        `SELECT * FROM audit_log ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        [...params, limit, Math.max(0, Math.trunc(query.offset ?? 0))],
      );
      return { items: rows.map(rowToAudit), total: asNumber(total?.n ?? 0) };
    },

    purgeAuditBefore: (before) => db.run("DELETE FROM audit_log WHERE created_at < ?", [before]),
  };
}
