/** What the dashboard's page and its server code share (issue 55): plain values, no server code. */

/** The longest period the dashboard shows (two years and a day). */
export const MAX_PERIOD_DAYS = 731;

/** Leads per 100 visitors, to one decimal; null without visitors. */
export const conversion = (leads: number, visitors: number | null) =>
  visitors ? Math.round((leads / visitors) * 1000) / 10 : null;

export const tableIds = ["weeks", "source", "landing", "service", "language"] as const;
export type TableId = (typeof tableIds)[number];

/** A table as the page and the CSV show it: its title, column heads and rows of cells. */
export interface FigureTable {
  id: TableId;
  title: string;
  caption: string;
  head: string[];
  rows: { label: string; values: (number | null)[] }[];
  /** Which values the chart draws, by index into `values`. */
  charted: number[];
}
