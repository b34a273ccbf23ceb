/**
 * The dashboard's period and tables (issue 55): the period from the query (from, to: YYYY-MM-DD,
 * UTC days as the visit counts; at most two years; by default the last twelve weeks), and the
 * figures as tables in staff words, the same for the page and for its CSV.
 */
import type { AppLoadContext } from "react-router";
import { fill } from "~/base/template";
import { sourcesWords } from "~/staff/words";
import { conversion, type FigureTable, MAX_PERIOD_DAYS, type TableId } from "./figures";

export { type TableId, tableIds } from "./figures";

import type { DashboardFigures, FigureRow } from "../../../server/visits/dashboard";

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7 * 12;

export interface Period {
  from: string;
  to: string;
  /** The asked period was longer than two years: its start was moved. */
  clipped: boolean;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (value: string | null): number | undefined => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) ? ms : undefined;
};

export function parsePeriod(params: URLSearchParams, now: number): Period {
  const to = dayStart(params.get("to")) ?? dayStart(isoDay(now)) ?? now;
  let from = dayStart(params.get("from")) ?? to - (DEFAULT_DAYS - 1) * DAY_MS;
  if (from > to) from = to;
  const clipped = (to - from) / DAY_MS + 1 > MAX_PERIOD_DAYS;
  if (clipped) from = to - (MAX_PERIOD_DAYS - 1) * DAY_MS;
  return { from: isoDay(from), to: isoDay(to), clipped };
}

const words = sourcesWords.dashboard;

function valueLabel(id: TableId, key: string): string {
  if (id === "service") return key || words.noService;
  if (id === "language") return key === "hi" ? "Hindi" : "English";
  if (key === "") return words.notCounted;
  return key;
}

function table(id: TableId, title: string, first: string, rows: FigureRow[]): FigureTable {
  const visits = id !== "service";
  const t = words.totals;
  return {
    id,
    title,
    caption:
      id === "weeks" ? words.weeksCaption : fill(words.byCaption, { what: first.toLowerCase() }),
    head: visits
      ? [first, t.visitors, t.visits, t.leads, t.conversion, t.won]
      : [first, t.leads, t.won],
    rows: rows.map((row) => ({
      label: valueLabel(id, row.key),
      values: visits
        ? [row.visitors, row.visits, row.leads, conversion(row.leads, row.visitors), row.won]
        : [row.leads, row.won],
    })),
    charted: visits ? [0, 2] : [0],
  };
}

export function figureTables(figures: DashboardFigures): FigureTable[] {
  return [
    table("weeks", words.weeksHeading, words.week, figures.weeks),
    table("source", words.byHeading.source, words.value.source, figures.bySource),
    table("landing", words.byHeading.landing, words.value.landing, figures.byLanding),
    table("service", words.byHeading.service, words.value.service, figures.byService),
    table("language", words.byHeading.language, words.value.language, figures.byLanguage),
  ];
}

export async function dashboardData(context: AppLoadContext, period: Period) {
  const service = context.clientSources;
  if (!service) return null;
  return service.dashboard(
    Date.parse(`${period.from}T00:00:00Z`),
    Date.parse(`${period.to}T00:00:00Z`),
  );
}
