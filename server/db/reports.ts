/**
 * The owner's weekly report (issue 55, server/reports/weekly.ts): each owner's report of a week
 * is one row of weekly_reports, written with its outbox row (kind "report", no lead) in one
 * transaction, so however many instances run the report worker, the first to write the row
 * queues the email and the others change nothing (as lead-work.ts's morning digest).
 */

import type { StaffMail } from "./lead-work";
import { closedStages, rowToLead } from "./leads";
import { asNumber, atomic, type Engine, write } from "./sql";
import type { Lead } from "./types";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const reportTables = ["weekly_reports"] as const;

export interface ReportStore {
  /**
   * Records owner `staffId`'s report of `week` (the Monday it is sent, YYYY-MM-DD, India) and
   * queues its email, once: true for the one caller whose row was written.
   */
  queueWeeklyReport(staffId: number, week: string, mail: StaffMail, now: number): Promise<boolean>;
  /**
   * Open leads (not won, lost or spam) nobody has answered yet, arrived before `before`, oldest
   * first (at most `limit`), and how many there are in all.
   */
  leadsWithoutAnswer(before: number, limit: number): Promise<{ items: Lead[]; total: number }>;
}

const REPORT_LOCK = "weekly-report";
const withoutAnswer = `first_answer_at IS NULL AND stage NOT IN (${closedStages}) AND created_at < ?`;

export function reportStore(db: Engine): ReportStore {
  const nowSql = db.sql.now;
  return {
    queueWeeklyReport(staffId, week, mail, now) {
      return atomic(db, [REPORT_LOCK], function* () {
        const claimed = yield* write(
          `INSERT INTO weekly_reports (staff_id, week, queued_at) VALUES (?, ?, ?)
           ON CONFLICT (staff_id, week) DO NOTHING`,
          [staffId, week, now],
        );
        if (claimed === 0) return false;
        yield* write(
          `INSERT INTO outbox (lead_id, kind, recipient, status, attempts, next_attempt_at, created_at, report_week)
           VALUES (NULL, 'report', ?, ?, 0, ${nowSql}, ?, ?)`,
          [mail.recipient, mail.status, now, week],
        );
        return true;
      });
    },

    async leadsWithoutAnswer(before, limit) {
      const [rows, total] = await Promise.all([
        db.all(`SELECT * FROM leads WHERE ${withoutAnswer} ORDER BY created_at, id LIMIT ?`, [
          before,
          limit,
        ]),
        db.get(`SELECT COUNT(*) AS n FROM leads WHERE ${withoutAnswer}`, [before]),
      ]);
      return { items: rows.map(rowToLead), total: asNumber(total?.n ?? 0) };
    },
  };
}
