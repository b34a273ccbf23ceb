/**
 * The automatic side of lead work (issue 54): assigning new leads, reminding owners of due
 * follow-ups, flagging leads with no answer, and each staff member's morning digest. Each is a
 * guarded write (the claim) followed, in the same transaction, by its timeline line and its
 * outbox row, so however many instances run the worker (server/leads/work.ts), each happens
 * once: the instance whose write changed the row queues the email; the others change nothing.
 */

import { rowToLead } from "./leads";
import { atomic, type Engine, type Row, write } from "./sql";
import type { Lead, StaffMailAbout } from "./types";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const leadWorkTables = ["lead_digests"] as const;

/** The outbox row of an email to a staff member: pending, or skipped without SMTP. */
export interface StaffMail {
  recipient: string;
  status: "pending" | "skipped";
}

export interface LeadWorkStore {
  /**
   * New leads nobody was ever given (no "assigned" line on their timeline), arrived since
   * `since`, oldest first.
   */
  leadsToAssign(since: number, limit: number): Promise<Lead[]>;
  /** Whom the assignment rule gave a lead last (for the round-robin), or null. */
  lastAutoAssignee(): Promise<number | null>;
  /**
   * Gives the lead to `ownerId` if nobody owns it yet (UPDATE … WHERE owner_id IS NULL), and
   * then, in the same transaction, writes the timeline line and queues the assignee's email.
   * True for the one caller whose update won.
   */
  autoAssignLead(leadId: string, ownerId: number, mail: StaffMail, now: number): Promise<boolean>;
  /** Open leads whose follow-up is due by `now` and whose owner was not reminded of it yet. */
  dueReminders(now: number, limit: number): Promise<Lead[]>;
  /** Marks the follow-up reminded (once per follow-up time) and queues the owner's email. */
  remindFollowUp(lead: Lead, mail: StaffMail, now: number): Promise<boolean>;
  /**
   * Leads still "new" (nobody marked them contacted) that arrived before `arrivedBefore`, with
   * no answer recorded and not flagged yet.
   */
  unansweredLeads(arrivedBefore: number, since: number, limit: number): Promise<Lead[]>;
  /** Flags the lead as not answered in time (once) and queues its owner's email. */
  flagNoAnswer(lead: Lead, mail: StaffMail | null, now: number): Promise<boolean>;
  /**
   * Records staff member `staffId`'s digest of `day` (YYYY-MM-DD, India) and queues it, once;
   * the email is filed under `leadId` (the first of its leads).
   */
  queueDigest(
    staffId: number,
    day: string,
    leadId: string,
    mail: StaffMail,
    now: number,
  ): Promise<boolean>;
}

/** Every instance's lead work takes this one PostgreSQL advisory lock (SQLite: its write lock). */
const LEAD_WORK_LOCK = "lead-work";

const open = "stage NOT IN ('won', 'lost', 'spam')";

const queueMail = (
  leadId: string,
  mail: StaffMail,
  about: StaffMailAbout,
  now: number,
  nowSql: string,
) =>
  write(
    `INSERT INTO outbox (lead_id, kind, recipient, status, attempts, next_attempt_at, created_at, about)
     VALUES (?, 'notify', ?, ?, 0, ${nowSql}, ?, ?)`,
    [leadId, mail.recipient, mail.status, now, about],
  );

const addEvent = (leadId: string, kind: string, detail: Record<string, unknown>, now: number) =>
  write("INSERT INTO lead_events (lead_id, at, actor_id, kind, detail) VALUES (?, ?, NULL, ?, ?)", [
    leadId,
    now,
    kind,
    JSON.stringify(detail),
  ]);

export function leadWorkStore(db: Engine): LeadWorkStore {
  const nowSql = db.sql.now;
  const leads = (rows: Row[]) => rows.map(rowToLead);
  return {
    async leadsToAssign(since, limit) {
      return leads(
        await db.all(
          `SELECT * FROM leads WHERE owner_id IS NULL AND created_at >= ? AND stage <> 'spam'
             AND NOT EXISTS (SELECT 1 FROM lead_events e WHERE e.lead_id = leads.id AND e.kind = 'assigned')
           ORDER BY created_at, id LIMIT ?`,
          [since, limit],
        ),
      );
    },

    async lastAutoAssignee() {
      const row = await db.get(
        `SELECT detail FROM lead_events WHERE kind = 'assigned' AND actor_id IS NULL
         ORDER BY at DESC, id DESC LIMIT 1`,
      );
      if (!row) return null;
      const to = (JSON.parse(String(row.detail)) as { to?: unknown }).to;
      return typeof to === "number" ? to : null;
    },

    autoAssignLead(leadId, ownerId, mail, now) {
      return atomic(db, [LEAD_WORK_LOCK], function* () {
        const claimed = yield* write(
          `UPDATE leads SET owner_id = ?, assigned_at = ?, updated_at = ?
           WHERE id = ? AND owner_id IS NULL`,
          [ownerId, now, now, leadId],
        );
        if (claimed === 0) return false;
        yield* addEvent(leadId, "assigned", { from: null, to: ownerId, auto: true }, now);
        yield* queueMail(leadId, mail, "assigned", now, nowSql);
        return true;
      });
    },

    async dueReminders(now, limit) {
      return leads(
        await db.all(
          `SELECT * FROM leads WHERE follow_up_at <= ? AND owner_id IS NOT NULL AND ${open}
             AND (reminded_for IS NULL OR reminded_for <> follow_up_at)
           ORDER BY follow_up_at LIMIT ?`,
          [now, limit],
        ),
      );
    },

    remindFollowUp(lead, mail, now) {
      return atomic(db, [LEAD_WORK_LOCK], function* () {
        const claimed = yield* write(
          `UPDATE leads SET reminded_for = follow_up_at
           WHERE id = ? AND owner_id = ? AND follow_up_at = ?
             AND (reminded_for IS NULL OR reminded_for <> follow_up_at)`,
          [lead.id, lead.ownerId, lead.followUpAt],
        );
        if (claimed === 0) return false;
        yield* addEvent(lead.id, "reminder", { owner: lead.ownerId, for: lead.followUpAt }, now);
        yield* queueMail(lead.id, mail, "reminder", now, nowSql);
        return true;
      });
    },

    async unansweredLeads(arrivedBefore, since, limit) {
      return leads(
        await db.all(
          `SELECT * FROM leads WHERE created_at < ? AND created_at >= ? AND first_answer_at IS NULL
             AND no_answer_at IS NULL AND stage = 'new'
           ORDER BY created_at LIMIT ?`,
          [arrivedBefore, since, limit],
        ),
      );
    },

    flagNoAnswer(lead, mail, now) {
      return atomic(db, [LEAD_WORK_LOCK], function* () {
        const claimed = yield* write(
          `UPDATE leads SET no_answer_at = ?
           WHERE id = ? AND no_answer_at IS NULL AND first_answer_at IS NULL`,
          [now, lead.id],
        );
        if (claimed === 0) return false;
        yield* addEvent(lead.id, "no-answer", { owner: lead.ownerId }, now);
        if (mail) yield* queueMail(lead.id, mail, "no-answer", now, nowSql);
        return true;
      });
    },

    queueDigest(staffId, day, leadId, mail, now) {
      return atomic(db, [LEAD_WORK_LOCK], function* () {
        const claimed = yield* write(
          `INSERT INTO lead_digests (staff_id, day, sent_at) VALUES (?, ?, ?)
           ON CONFLICT (staff_id, day) DO NOTHING`,
          [staffId, day, now],
        );
        if (claimed === 0) return false;
        yield* queueMail(leadId, mail, "digest", now, nowSql);
        return true;
      });
    },
  };
}
