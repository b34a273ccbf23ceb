/** Maps database rows (snake_case, numbers or bigint strings) to the SiteDatabase types. */
import type {
  Lead,
  LeadSource,
  LeadStatus,
  OutboxKind,
  OutboxMessage,
  OutboxStatus,
  StaffAccount,
  StaffSession,
  VitalP75,
} from "./types";

type Row = Record<string, unknown>;

const num = (value: unknown): number => (typeof value === "number" ? value : Number(value));
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : num(value);
const strOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

export function rowToLead(row: Row): Lead {
  return {
    id: String(row.id),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
    source: row.source as LeadSource,
    status: row.status as LeadStatus,
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    pagePath: strOrNull(row.page_path),
    userAgent: strOrNull(row.user_agent),
    ipHash: strOrNull(row.ip_hash),
    language: row.language === "hi" ? "hi" : "en",
  };
}

export function rowToOutbox(row: Row): OutboxMessage {
  return {
    id: num(row.id),
    leadId: String(row.lead_id),
    kind: row.kind as OutboxKind,
    recipient: String(row.recipient),
    status: row.status as OutboxStatus,
    attempts: num(row.attempts),
    nextAttemptAt: num(row.next_attempt_at),
    lockedUntil: numOrNull(row.locked_until),
    lastError: strOrNull(row.last_error),
    createdAt: num(row.created_at),
    sentAt: numOrNull(row.sent_at),
  };
}

export function rowToStaff(row: Row): StaffAccount {
  return {
    id: num(row.id),
    email: String(row.email),
    passwordHash: String(row.password_hash),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
  };
}

export function rowToSession(row: Row): StaffSession {
  return {
    idHash: String(row.id_hash),
    staffId: num(row.staff_id),
    csrfToken: String(row.csrf_token),
    createdAt: num(row.created_at),
    lastSeenAt: num(row.last_seen_at),
    expiresAt: num(row.expires_at),
    email: String(row.email),
  };
}

export function rowToVitalP75(row: Row): VitalP75 {
  return {
    path: String(row.path),
    name: String(row.name),
    p75: num(row.p75),
    count: num(row.n),
  };
}

/**
 * Nearest-rank 75th percentile per path and metric: the value at rank ceil(0.75 n) in
 * ascending order ((3n + 3) / 4 in integer arithmetic, the same in SQLite and PostgreSQL).
 * `since` is the one parameter (? or $1).
 */
export function vitalsP75Sql(since: string): string {
  return `SELECT path, name, value AS p75, n FROM (
      SELECT path, name, value,
        ROW_NUMBER() OVER (PARTITION BY path, name ORDER BY value) AS rn,
        COUNT(*) OVER (PARTITION BY path, name) AS n
      FROM web_vitals WHERE created_at >= ${since}
    ) ranked
    WHERE rn = (3 * n + 3) / 4
    ORDER BY path, name`;
}
