/**
 * The lead worker (issue 54): every instance runs it, every LEAD_WORK_POLL_MS (15 s), and each
 * step is a claim in the database (server/db/lead-work.ts), so whatever the number of instances:
 * 1. each new lead is given once by the owner's rule (assignment-rule.ts), its assignee emailed;
 * 2. a follow-up that fell due emails its owner once;
 * 3. an open lead with no answer 2 working hours (the agency's hours) after it arrived is
 *    flagged (the inbox shows it) and its owner emailed once, or, when nobody owns it, the
 *    owners (one email to them all);
 * 4. from 09:30 to 10:30 India time, each staff member with leads due today or overdue gets one
 *    digest a day.
 * Its clock is the process clock, or the tests' (clock.ts).
 */
import type { AuditKind } from "../../app/base/audit-kinds";
import type { SiteDatabase } from "../db";
import type { Lead } from "../db/types";
import type { Logger } from "../log";
import { ASSIGNMENT_SETTING, chooseAssignee, parseRule } from "./assignment-rule";
import type { Clock } from "./clock";
import { pollLoop } from "./poll-loop";
import { afterWorkingTime, type OfficeHours } from "./working-hours";

const IST_OFFSET_MS = 19_800_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The digest's window: from 09:30 to 10:30 India time. */
const DIGEST_FROM_MS = 9.5 * HOUR_MS;
const DIGEST_UNTIL_MS = 10.5 * HOUR_MS;
/** A lead is left unanswered for this long (working time) before it is flagged. */
export const NO_ANSWER_AFTER_MS = 2 * HOUR_MS;
const BATCH = 50;

export interface LeadWorker {
  /** One round of all four steps (the tests call it; the timer calls it). */
  tick(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  /** The leads of a staff member's digest now (the outbox sender asks at send time). */
  digestLeads(recipient: string): Promise<Lead[]>;
}

/** India's day of `ms` ("2026-12-02") and the milliseconds since its midnight. */
function indiaDay(ms: number): { day: string; sinceMidnight: number; end: number } {
  const shifted = ms + IST_OFFSET_MS;
  const midnight = Math.floor(shifted / DAY_MS) * DAY_MS;
  return {
    day: new Date(midnight).toISOString().slice(0, 10),
    sinceMidnight: shifted - midnight,
    end: midnight + DAY_MS - IST_OFFSET_MS,
  };
}

export function createLeadWorker(options: {
  db: SiteDatabase;
  logger: Logger;
  clock: Clock;
  pollMs: number;
  /** Without SMTP, the outbox rows are written "skipped". */
  mailEnabled: boolean;
  /** Wakes the outbox sender after an email was queued. */
  kick: () => void;
  /** The agency's working hours (its live facts). */
  hours: () => OfficeHours;
}): LeadWorker {
  const { db, logger, clock } = options;
  const status = options.mailEnabled ? ("pending" as const) : ("skipped" as const);

  /** Accounts that may own leads (active owners and sales), by id, and the owners' emails. */
  async function workers() {
    const accounts = (await db.listStaff()).filter(
      (a) => a.disabledAt === null && a.passwordHash !== "" && a.role !== "editor",
    );
    return {
      staff: new Map(accounts.map((a) => [a.id, a.email])),
      owners: accounts.filter((a) => a.role === "owner").map((a) => a.email),
    };
  }

  const audit = (kind: AuditKind, lead: Lead, details: Record<string, unknown>, now: number) =>
    db.appendAudit({
      createdAt: now,
      actorId: null,
      actorEmail: null,
      kind,
      subject: `lead:${lead.id}`,
      details: { ...details, automatic: true },
      ipHash: null,
    });

  async function assign(now: number, staff: Map<number, string>) {
    const rule = parseRule(await db.getSetting(ASSIGNMENT_SETTING));
    if (rule.mode === "off") return 0;
    const active = new Set(staff.keys());
    let assigned = 0;
    // Only leads of the last day: a rule saved today does not hand out last month's backlog.
    for (const lead of await db.leadsToAssign(Math.max(rule.since, now - DAY_MS), BATCH)) {
      const ownerId = chooseAssignee(rule, lead, active, await db.lastAutoAssignee());
      const recipient = ownerId === null ? undefined : staff.get(ownerId);
      if (ownerId === null || !recipient) continue;
      if (await db.autoAssignLead(lead.id, ownerId, { recipient, status }, now)) {
        assigned++;
        await audit("lead.owner", lead, { from: null, to: ownerId, rule: rule.mode }, now);
        logger.info("lead assigned", { leadId: lead.id, ownerId, rule: rule.mode });
      }
    }
    return assigned;
  }

  async function remind(now: number, staff: Map<number, string>) {
    let queued = 0;
    for (const lead of await db.dueReminders(now, BATCH)) {
      const recipient = lead.ownerId === null ? undefined : staff.get(lead.ownerId);
      if (!recipient) continue;
      if (await db.remindFollowUp(lead, { recipient, status }, now)) {
        queued++;
        await audit("lead.reminder", lead, { about: "follow-up", owner: lead.ownerId }, now);
      }
    }
    return queued;
  }

  async function flagUnanswered(now: number, staff: Map<number, string>, owners: string[]) {
    const hours = options.hours();
    let flagged = 0;
    // Two working hours are at least two hours; a fortnight bounds the look back.
    for (const lead of await db.unansweredLeads(
      now - NO_ANSWER_AFTER_MS,
      now - 14 * DAY_MS,
      BATCH,
    )) {
      if (afterWorkingTime(hours, lead.createdAt, NO_ANSWER_AFTER_MS) > now) continue;
      // Nobody's lead goes to the owners, who can give it to someone: one email to them all.
      const recipient =
        lead.ownerId === null ? owners.join(", ") || undefined : staff.get(lead.ownerId);
      const mail = recipient ? { recipient, status } : null;
      if (await db.flagNoAnswer(lead, mail, now)) {
        flagged++;
        await audit("lead.reminder", lead, { about: "no-answer", owner: lead.ownerId }, now);
      }
    }
    return flagged;
  }

  async function dueFor(ownerId: number, now: number): Promise<Lead[]> {
    const { end } = indiaDay(now);
    return (await db.listLeads({ ownerId, open: true, followUpBefore: end, limit: 100 })).items
      .filter((lead) => lead.followUpAt !== null)
      .sort((a, b) => (a.followUpAt ?? 0) - (b.followUpAt ?? 0));
  }

  async function digest(now: number, staff: Map<number, string>) {
    const { day, sinceMidnight } = indiaDay(now);
    if (sinceMidnight < DIGEST_FROM_MS || sinceMidnight >= DIGEST_UNTIL_MS) return 0;
    let queued = 0;
    for (const [staffId, recipient] of staff) {
      const leads = await dueFor(staffId, now);
      const first = leads[0];
      if (!first) continue;
      if (await db.queueDigest(staffId, day, first.id, { recipient, status }, now)) queued++;
    }
    return queued;
  }

  async function tick() {
    const now = clock();
    const { staff, owners } = await workers();
    const queued =
      (await assign(now, staff)) +
      (await remind(now, staff)) +
      (await flagUnanswered(now, staff, owners)) +
      (await digest(now, staff));
    if (queued > 0) options.kick();
  }

  const loop = pollLoop({ tick, pollMs: options.pollMs, logger, failure: "lead work failed" });

  return {
    tick,
    start: loop.start,
    stop: loop.stop,
    async digestLeads(recipient) {
      const account = await db.getStaffByEmail(recipient);
      return account ? dueFor(account.id, clock()) : [];
    },
  };
}
