/**
 * The owner's weekly report (issue 55): on Monday from 09:00 India time, each active owner gets
 * one email with last week's visitors, visits, leads, leads per 100 visitors and won clients
 * beside the week before, the top three sources and first pages, and the open leads nobody has
 * answered yet, with links. Every instance runs this worker, every LEAD_WORK_POLL_MS; each
 * owner's report of a week is a claim in the database (server/db/reports.ts), so it is queued
 * once whatever the number of instances, and sent through the outbox, which builds the email
 * when it sends it (weeklyReportMail). Its clock is the lead worker's (server/leads/clock.ts),
 * so the tests move it.
 *
 * The weeks are the dashboard's (server/visits/dashboard.ts): UTC days, Monday to Sunday. On
 * Monday 09:00 India time (03:30 UTC) last week's days are all over.
 */
import type { ArrivalStore, ReportStore, SiteDatabase, VisitStore } from "../db";
import type { Lead } from "../db/types";
import type { Clock } from "../leads/clock";
import { pollLoop } from "../leads/poll-loop";
import type { Logger } from "../log";
import { type DashboardFigures, dashboardFigures, type FigureRow } from "../visits/dashboard";

const IST_OFFSET_MS = 19_800_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** From 09:00 India time on Monday to the end of that Monday (an instance down at 09:00 sends later). */
export const REPORT_FROM_MS = 9 * HOUR_MS;
/** Open leads without an answer listed by name and link; the rest are counted. */
export const UNANSWERED_LISTED = 10;
/** Sources and first pages listed. */
export const TOP = 3;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The report due at `now`: the India date of this Monday (the week's key) when it is Monday and
 * 09:00 or later in India, else null.
 */
export function reportWeekAt(now: number): string | null {
  const shifted = now + IST_OFFSET_MS;
  const midnight = Math.floor(shifted / DAY_MS) * DAY_MS;
  const monday = new Date(midnight).getUTCDay() === 1;
  if (!monday || shifted - midnight < REPORT_FROM_MS) return null;
  return isoDay(midnight);
}

/** Last week's and the week before's first and last UTC days, for the report of `week`. */
export function weeksOf(week: string) {
  const monday = Date.parse(`${week}T00:00:00Z`);
  return {
    last: { from: monday - 7 * DAY_MS, to: monday - DAY_MS },
    before: { from: monday - 14 * DAY_MS, to: monday - 8 * DAY_MS },
  };
}

export interface WeekFigures {
  from: string;
  to: string;
  visitors: number;
  visits: number;
  leads: number;
  won: number;
}

export interface WeeklyReport {
  week: string;
  last: WeekFigures;
  before: WeekFigures;
  topSources: FigureRow[];
  topPages: FigureRow[];
  unanswered: Lead[];
  unansweredTotal: number;
}

const weekFigures = (figures: DashboardFigures): WeekFigures => ({
  from: figures.from,
  to: figures.to,
  visitors: figures.totals.visitors,
  visits: figures.totals.visits,
  leads: figures.totals.leads,
  won: figures.totals.won,
});

/** A row that brought something last week (visitors or leads). */
const broughtSomething = (row: FigureRow) => (row.visitors ?? 0) > 0 || row.leads > 0;

/** The report of `week` (the Monday it is sent), its figures counted as the dashboard counts. */
export async function weeklyReport(
  db: VisitStore & ArrivalStore & Pick<ReportStore, "leadsWithoutAnswer">,
  week: string,
  now: number,
): Promise<WeeklyReport> {
  const { last, before } = weeksOf(week);
  const [lastFigures, beforeFigures, unanswered] = await Promise.all([
    dashboardFigures(db, last.from, last.to),
    dashboardFigures(db, before.from, before.to),
    db.leadsWithoutAnswer(now, UNANSWERED_LISTED),
  ]);
  return {
    week,
    last: weekFigures(lastFigures),
    before: weekFigures(beforeFigures),
    topSources: lastFigures.bySource.filter(broughtSomething).slice(0, TOP),
    topPages: lastFigures.byLanding.filter(broughtSomething).slice(0, TOP),
    unanswered: unanswered.items,
    unansweredTotal: unanswered.total,
  };
}

export interface ReportWorker {
  /** One round: queues the week's report for each owner who has not had it (tests, the timer). */
  tick(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createReportWorker(options: {
  db: SiteDatabase;
  logger: Logger;
  clock: Clock;
  pollMs: number;
  /** Without SMTP, the outbox rows are written "skipped". */
  mailEnabled: boolean;
  /** Wakes the outbox sender after an email was queued. */
  kick: () => void;
}): ReportWorker {
  const { db, logger, clock } = options;
  const status = options.mailEnabled ? ("pending" as const) : ("skipped" as const);

  async function tick() {
    const now = clock();
    const week = reportWeekAt(now);
    if (!week) return 0;
    const owners = (await db.listStaff()).filter(
      (a) => a.role === "owner" && a.disabledAt === null && a.passwordHash !== "",
    );
    let queued = 0;
    for (const owner of owners) {
      if (await db.queueWeeklyReport(owner.id, week, { recipient: owner.email, status }, now)) {
        queued++;
        logger.info("weekly report queued", { week, staffId: owner.id });
      }
    }
    if (queued > 0) options.kick();
    return queued;
  }

  const loop = pollLoop({ tick, pollMs: options.pollMs, logger, failure: "weekly report failed" });

  return { tick, start: loop.start, stop: loop.stop };
}
