/**
 * The dashboard's figures (issue 55, /admin/dashboard): visits from the daily counts
 * (server/db/visits.ts), leads with their arrival (server/db/arrivals.ts) and their stage and
 * first answer (issue 54's columns), per week and by source, first page, service and language.
 * Days are UTC days, as the visit counts are; weeks start on Monday. Spam is left out.
 * Visitors over a period are the sum of each day's visitors (a visitor is one browser on one
 * day: nothing links two days), as Plausible counts them.
 */
import { leadServices } from "../../app/base/lead-fields";
import type { ArrivalStore, DashboardLead } from "../db/arrivals";
import { type VisitCount, type VisitStore, visitDayOf } from "../db/visits";

const DAY_MS = 86_400_000;
/** The longest period the dashboard shows (two years). */
export const MAX_PERIOD_DAYS = 731;
/** Rows per "by" table: the largest, the rest left out (they are in the CSV up to this too). */
export const MAX_ROWS = 50;
/** A lead's arrival not recorded (sent before issue 55, or its arrival was not stored). */
export const NOT_RECORDED = "";

export interface FigureRow {
  /** The week's first day (YYYY-MM-DD) or the value (a source, a path, a service, en/hi). */
  key: string;
  visitors: number | null;
  visits: number | null;
  leads: number;
  won: number;
}

export interface DashboardFigures {
  from: string;
  to: string;
  totals: {
    views: number;
    visitors: number;
    visits: number;
    leads: number;
    won: number;
    /** Median hours from a lead to its first answer, over the leads answered; null: none. */
    firstAnswerHours: number | null;
  };
  weeks: FigureRow[];
  bySource: FigureRow[];
  byLanding: FigureRow[];
  byService: FigureRow[];
  byLanguage: FigureRow[];
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The Monday of a UTC day's week. 1970-01-01 was a Thursday. */
const mondayOf = (day: number) => day - ((day + 3) % 7);

/** The service a popup lead asked about: its message starts with the service's value. */
export function serviceOf(lead: Pick<DashboardLead, "kind" | "message">): string {
  if (lead.kind !== "popup") return "";
  return leadServices.find((service) => lead.message.startsWith(service)) ?? "";
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Rows keyed by `key`, visits from the counts of `dimension`, leads from `leadKey`. */
function rowsBy(
  counts: VisitCount[] | null,
  leads: DashboardLead[],
  leadKey: (lead: DashboardLead) => string,
): FigureRow[] {
  const rows = new Map<string, FigureRow>();
  const row = (key: string) => {
    const found = rows.get(key) ?? {
      key,
      visitors: counts ? 0 : null,
      visits: counts ? 0 : null,
      leads: 0,
      won: 0,
    };
    rows.set(key, found);
    return found;
  };
  for (const count of counts ?? []) {
    const found = row(count.value);
    found.visitors = (found.visitors ?? 0) + count.visitors;
    found.visits = (found.visits ?? 0) + count.views;
  }
  for (const lead of leads) {
    const found = row(leadKey(lead));
    found.leads++;
    if (lead.stage === "won") found.won++;
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.leads - a.leads || (b.visitors ?? 0) - (a.visitors ?? 0) || a.key.localeCompare(b.key),
    )
    .slice(0, MAX_ROWS);
}

export async function dashboardFigures(
  store: VisitStore & ArrivalStore,
  from: number,
  to: number,
): Promise<DashboardFigures> {
  const fromDay = visitDayOf(from);
  const toDay = Math.max(fromDay, Math.min(visitDayOf(to), fromDay + MAX_PERIOD_DAYS - 1));
  const [summary, leads] = await Promise.all([
    store.visitSummary(fromDay, toDay),
    store.dashboardLeads(fromDay * DAY_MS, (toDay + 1) * DAY_MS),
  ]);
  // Each day's totals (the weeks and the period's totals); each value's over the period.
  const daily = (dimension: VisitCount["dimension"]) =>
    summary.perDay.filter((c) => c.dimension === dimension);
  const of = (dimension: VisitCount["dimension"]) =>
    summary.perValue.filter((c) => c.dimension === dimension);
  const all = daily("all");
  const sources = daily("source");
  const sum = (list: VisitCount[], field: "views" | "visitors") =>
    list.reduce((total, count) => total + count[field], 0);

  // Weeks: every week of the period, even an empty one, so the chart's time axis is even.
  const weeks = new Map<number, FigureRow>();
  for (let monday = mondayOf(fromDay); monday <= toDay; monday += 7)
    weeks.set(monday, { key: isoDay(monday), visitors: 0, visits: 0, leads: 0, won: 0 });
  for (const count of all) {
    const week = weeks.get(mondayOf(count.day));
    if (week) week.visitors = (week.visitors ?? 0) + count.visitors;
  }
  for (const count of sources) {
    const week = weeks.get(mondayOf(count.day));
    if (week) week.visits = (week.visits ?? 0) + count.views;
  }
  for (const lead of leads) {
    const week = weeks.get(mondayOf(visitDayOf(lead.createdAt)));
    if (!week) continue;
    week.leads++;
    if (lead.stage === "won") week.won++;
  }

  const answered = leads
    .filter((lead) => lead.firstAnswerAt !== null)
    .map((lead) => ((lead.firstAnswerAt as number) - lead.createdAt) / 3_600_000);
  return {
    from: isoDay(fromDay),
    to: isoDay(toDay),
    totals: {
      views: sum(all, "views"),
      visitors: sum(all, "visitors"),
      visits: sum(sources, "views"),
      leads: leads.length,
      won: leads.filter((lead) => lead.stage === "won").length,
      firstAnswerHours: median(answered),
    },
    weeks: [...weeks.values()],
    bySource: rowsBy(of("source"), leads, (lead) => lead.source ?? NOT_RECORDED),
    byLanding: rowsBy(of("landing"), leads, (lead) => lead.landing ?? NOT_RECORDED),
    byService: rowsBy(null, leads, serviceOf),
    byLanguage: rowsBy(of("language"), leads, (lead) => lead.language),
  };
}
