/** Maps database rows (snake_case, numbers or bigint strings) to the repository's types. */
import type {
  Lead,
  LeadSource,
  LeadStatus,
  OutboxKind,
  OutboxMessage,
  OutboxStatus,
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
