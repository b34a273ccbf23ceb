/**
 * The outbox: one row per email of a lead, written with the lead (leads.ts), claimed by one
 * sender at a time with a lease on the database's clock and a fresh claim token, then marked
 * sent, retried or failed under that token. server/mail/outbox.ts is the sender;
 * docs/decisions/0003-leads-outbox.md says what this guarantees.
 */
import { leadsById } from "./leads";
import { asNumber, asNumberOrNull, asTextOrNull, type Engine, type Row, where } from "./sql";
import type {
  ClaimedMessage,
  ClaimedReport,
  ClaimOptions,
  OutboxClaim,
  OutboxKind,
  OutboxMessage,
  OutboxStatus,
  StaffMailAbout,
} from "./types";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const outboxTables = ["outbox"] as const;

export interface OutboxStore {
  /**
   * Claims due outbox rows (pending and due, or sending with an expired lease) for this
   * sender: they become "sending" with a lease, one more attempt and a new claim token. Two
   * senders never claim the same row at once (FOR UPDATE SKIP LOCKED on PostgreSQL, one
   * writing statement under the database's write lock on SQLite).
   *
   * The mark* methods record the outcome only while the row is still "sending" under this
   * claim's token, and say whether it was: false means the lease ran out and the row was claimed
   * again (or staff changed it), and nothing was written.
   */
  claimOutbox(options: ClaimOptions): Promise<(ClaimedMessage | ClaimedReport)[]>;
  markOutboxSent(claim: OutboxClaim): Promise<boolean>;
  /** Records a failed attempt; the row is due again `retryInMs` from now (database clock). */
  markOutboxRetry(claim: OutboxClaim, error: string, retryInMs: number): Promise<boolean>;
  /** Records the last failed attempt; the row stays "failed" until retried by staff. */
  markOutboxFailed(claim: OutboxClaim, error: string): Promise<boolean>;
  /** The emails of leads (an owner's weekly report, which has no lead, is not listed). */
  listOutbox(filter?: { status?: OutboxStatus; leadId?: string }): Promise<OutboxMessage[]>;
  /** Puts a failed (or skipped) row back in the queue, due now (database clock). */
  retryOutbox(id: number): Promise<boolean>;
  outboxCounts(): Promise<Record<OutboxStatus, number>>;
}

export function rowToOutbox(row: Row): OutboxMessage {
  return {
    id: asNumber(row.id),
    leadId: String(row.lead_id),
    kind: row.kind as OutboxKind,
    recipient: String(row.recipient),
    status: row.status as OutboxStatus,
    attempts: asNumber(row.attempts),
    nextAttemptAt: asNumber(row.next_attempt_at),
    lockedUntil: asNumberOrNull(row.locked_until),
    lastError: asTextOrNull(row.last_error),
    createdAt: asNumber(row.created_at),
    sentAt: asNumberOrNull(row.sent_at),
    eventId: asNumberOrNull(row.event_id),
    about: (asTextOrNull(row.about) as StaffMailAbout | null) ?? null,
  };
}

export function emptyCounts(): Record<OutboxStatus, number> {
  return { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
}

export function outboxStore(db: Engine): OutboxStore {
  const { now, skipLocked, randomToken } = db.sql;
  // The outcome of a send counts only while the row is still held under the sender's claim.
  const underClaim = "WHERE id = ? AND claim_token = ? AND status = 'sending'";
  const mark = async (set: string, params: unknown[], claim: OutboxClaim) =>
    (await db.run(`UPDATE outbox SET ${set} ${underClaim}`, [...params, claim.id, claim.token])) >
    0;

  return {
    async claimOutbox({ limit, leaseMs }) {
      const rows = await db.all(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE (status = 'pending' AND next_attempt_at <= ${now})
              OR (status = 'sending' AND locked_until < ${now})
           ORDER BY id
           LIMIT ?
           ${skipLocked}
         )
         UPDATE outbox
         SET status = 'sending', locked_until = ${now} + ?, attempts = attempts + 1,
             claim_token = ${randomToken}
         WHERE id IN (SELECT id FROM due)
         RETURNING *`,
        [limit, leaseMs],
      );
      if (rows.length === 0) return [];
      const tokens = new Map(rows.map((row) => [asNumber(row.id), String(row.claim_token)]));
      const reports: ClaimedReport[] = rows
        .filter((row) => row.kind === "report")
        .map((row) => ({
          report: {
            id: asNumber(row.id),
            recipient: String(row.recipient),
            week: String(row.report_week),
            attempts: asNumber(row.attempts),
          },
          claim: { id: asNumber(row.id), token: String(row.claim_token) },
        }));
      const messages = rows
        .filter((row) => row.kind !== "report")
        .map(rowToOutbox)
        .sort((a, b) => a.id - b.id);
      // A lead deleted since (its rows went with it) is left out.
      const leads = await leadsById(db, [...new Set(messages.map((message) => message.leadId))]);
      const leadMessages = messages.flatMap((message) => {
        const lead = leads.get(message.leadId);
        const token = tokens.get(message.id) as string;
        return lead ? [{ message, lead, claim: { id: message.id, token } }] : [];
      });
      return [...leadMessages, ...reports];
    },

    markOutboxSent: (claim) =>
      mark(
        `status = 'sent', sent_at = ${now}, locked_until = NULL, last_error = NULL, claim_token = NULL`,
        [],
        claim,
      ),

    markOutboxRetry: (claim, error, retryInMs) =>
      mark(
        `status = 'pending', last_error = ?, next_attempt_at = ${now} + ?, locked_until = NULL, claim_token = NULL`,
        [error.slice(0, 1000), retryInMs],
        claim,
      ),

    markOutboxFailed: (claim, error) =>
      mark(
        "status = 'failed', last_error = ?, locked_until = NULL, claim_token = NULL",
        [error.slice(0, 1000)],
        claim,
      ),

    async listOutbox(filter = {}) {
      const { clause, params } = where([
        ["status = ?", filter.status],
        ["lead_id = ?", filter.leadId],
      ]);
      const leadsOnly = clause ? `${clause} AND lead_id IS NOT NULL` : "WHERE lead_id IS NOT NULL";
      return (await db.all(`SELECT * FROM outbox ${leadsOnly} ORDER BY id`, params)).map(
        rowToOutbox,
      );
    },

    async retryOutbox(id) {
      const changed = await db.run(
        `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ${now}, locked_until = NULL
         WHERE id = ? AND status IN ('failed', 'skipped')`,
        [id],
      );
      return changed > 0;
    },

    async outboxCounts() {
      const counts = emptyCounts();
      for (const row of await db.all("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status")) {
        counts[row.status as OutboxStatus] = asNumber(row.n);
      }
      return counts;
    },
  };
}
