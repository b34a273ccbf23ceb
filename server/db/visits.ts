/**
 * Visits counted without cookies (issue 55; server/visits/ takes them in). A page view is a raw
 * event for at most 48 hours: the UTC day, the visitor (a hash of address and user agent with
 * that day's salt, server/visits/service.ts), the page, whether it was the visit's first page,
 * the visit's source and the page's language. Once a day is over its events are rolled up into
 * daily counts (views and distinct visitors per page, landing page, source and language; the
 * most viewed MAX_VALUES_PER_DAY of each, the rest as "(other)"), and the events of the day
 * before yesterday and every salt but today's are deleted. The counts hold no hash and no salt.
 */
import { asNumber, type Engine, type Row } from "./sql";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const visitTables = [
  "visit_events",
  "visit_salts",
  "visits_daily",
  "visits_rolled",
] as const;

const DAY_MS = 86_400_000;
export const visitDayOf = (ms: number) => Math.floor(ms / DAY_MS);

/** Values kept per day and dimension; the rest are counted together as "(other)". */
export const MAX_VALUES_PER_DAY = 200;
export const OTHER = "(other)";

/** What the daily counts are by. "all" has one value, "". */
export const visitDimensions = ["all", "page", "landing", "source", "language"] as const;
export type VisitDimension = (typeof visitDimensions)[number];

export interface VisitEvent {
  day: number;
  visitor: string;
  path: string;
  /** The visit's first page. */
  landing: boolean;
  /** The visit's source (app/base/arrival.ts sourceOf) on its first page, else "". */
  source: string;
  language: string;
}

/** One count: a day, what it is by, the value, its page views and distinct visitors. */
export interface VisitCount {
  day: number;
  dimension: VisitDimension;
  value: string;
  views: number;
  visitors: number;
}

export interface VisitStore {
  /** The salt of `day`: made by the first instance that asks, shared by every instance. */
  visitSalt(day: number, fresh: string): Promise<string>;
  recordVisitEvents(events: readonly VisitEvent[]): Promise<void>;
  /**
   * Rolls up every finished day still in raw events (once, whichever instance gets there
   * first), then deletes the events before yesterday and the salts before today.
   */
  rollUpVisits(today: number, now: number): Promise<{ rolled: number[]; deleted: number }>;
  /** The counts of the days from `fromDay` to `toDay` (inclusive); unrolled days from events. */
  visitCounts(fromDay: number, toDay: number): Promise<VisitCount[]>;
  /**
   * The same counts summed as the dashboard reads them, by the database (two years are some
   * 150,000 to 450,000 daily rows; their sums a few thousand): `perDay`, each day's "all" and
   * "source" totals (value ""); `perValue`, each landing page's, source's and language's total
   * over the period (day `fromDay`). Unrolled days are counted from their events.
   */
  visitSummary(fromDay: number, toDay: number): Promise<VisitSummary>;
}

export interface VisitSummary {
  perDay: VisitCount[];
  perValue: VisitCount[];
}

/** What the dashboard reads per day, and per value over its period. */
const perDayDimensions = ["all", "source"] as const;
const perValueDimensions = ["landing", "source", "language"] as const;
const listed = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/** The grouping of each dimension over one day's events: its value and which events count. */
const grouping: Record<VisitDimension, { value: string; only: string }> = {
  all: { value: "''", only: "" },
  page: { value: "path", only: "" },
  landing: { value: "path", only: "AND landing = 1" },
  source: { value: "source", only: "AND landing = 1" },
  language: { value: "language", only: "" },
};

function groupQuery(dimension: VisitDimension): string {
  const { value, only } = grouping[dimension];
  if (dimension === "all")
    return `SELECT '' AS value, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors
      FROM visit_events WHERE day = ? HAVING COUNT(*) > 0`;
  return `SELECT ${value} AS value, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors
    FROM visit_events WHERE day = ? ${only} GROUP BY ${value}`;
}

function otherQuery(dimension: VisitDimension, kept: number): string {
  const { value, only } = grouping[dimension];
  return `SELECT COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM visit_events
    WHERE day = ? ${only} AND ${value} NOT IN (${Array(kept).fill("?").join(", ")})`;
}

/** One day's counts from its raw events, bounded to MAX_VALUES_PER_DAY per dimension. */
async function countDay(db: Engine, day: number): Promise<VisitCount[]> {
  const counts: VisitCount[] = [];
  for (const dimension of visitDimensions) {
    const rows = (await db.all(groupQuery(dimension), [day])).map((row: Row) => ({
      day,
      dimension,
      value: String(row.value),
      views: asNumber(row.views),
      visitors: asNumber(row.visitors),
    }));
    rows.sort((a, b) => b.views - a.views || a.value.localeCompare(b.value));
    const kept = rows.slice(0, MAX_VALUES_PER_DAY);
    counts.push(...kept);
    if (rows.length > kept.length) {
      const other = await db.get(otherQuery(dimension, kept.length), [
        day,
        ...kept.map((row) => row.value),
      ]);
      counts.push({
        day,
        dimension,
        value: OTHER,
        views: asNumber(other?.views ?? 0),
        visitors: asNumber(other?.visitors ?? 0),
      });
    }
  }
  return counts;
}

const rowToCount = (row: Row): VisitCount => ({
  day: asNumber(row.day),
  dimension: String(row.dimension) as VisitDimension,
  value: String(row.value),
  views: asNumber(row.views),
  visitors: asNumber(row.visitors),
});

/** Rows per insert statement (6 parameters each, well under either engine's limit). */
const BATCH = 500;

export function visitStore(db: Engine): VisitStore {
  async function insertCounts(counts: readonly VisitCount[]) {
    for (let start = 0; start < counts.length; start += BATCH) {
      const batch = counts.slice(start, start + BATCH);
      await db.run(
        `INSERT INTO visits_daily (day, dimension, value, views, visitors)
         VALUES ${batch.map(() => "(?, ?, ?, ?, ?)").join(", ")}
         ON CONFLICT (day, dimension, value) DO NOTHING`,
        batch.flatMap((c) => [c.day, c.dimension, c.value, c.views, c.visitors]),
      );
    }
  }

  return {
    async visitSalt(day, fresh) {
      await db.run(
        "INSERT INTO visit_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING",
        [day, fresh],
      );
      const row = await db.get("SELECT salt FROM visit_salts WHERE day = ?", [day]);
      return String(row?.salt ?? fresh);
    },

    async recordVisitEvents(events) {
      for (let start = 0; start < events.length; start += BATCH) {
        const batch = events.slice(start, start + BATCH);
        await db.run(
          `INSERT INTO visit_events (day, visitor, path, landing, source, language)
           VALUES ${batch.map(() => "(?, ?, ?, ?, ?, ?)").join(", ")}`,
          batch.flatMap((e) => [e.day, e.visitor, e.path, e.landing ? 1 : 0, e.source, e.language]),
        );
      }
    },

    async rollUpVisits(today, now) {
      const rolled: number[] = [];
      const days = await db.all(
        `SELECT DISTINCT day FROM visit_events WHERE day < ?
           AND day NOT IN (SELECT day FROM visits_rolled) ORDER BY day`,
        [today],
      );
      for (const row of days) {
        const day = asNumber(row.day);
        // The first instance to mark the day rolls it up; a crash between the two leaves the
        // marker without counts only if the insert failed, which the next roll-up retries.
        const claimed = await db.run(
          "INSERT INTO visits_rolled (day, rolled_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING",
          [day, now],
        );
        if (claimed === 0) continue;
        try {
          await insertCounts(await countDay(db, day));
        } catch (error) {
          await db.run("DELETE FROM visits_rolled WHERE day = ?", [day]);
          throw error;
        }
        rolled.push(day);
      }
      // Raw events: yesterday and today only (at most 48 hours); salts: today's only.
      const deleted = await db.run("DELETE FROM visit_events WHERE day < ?", [today - 1]);
      await db.run("DELETE FROM visit_salts WHERE day < ?", [today]);
      return { rolled, deleted };
    },

    async visitSummary(fromDay, toDay) {
      const count = (row: Row, day: number, value: string): VisitCount => ({
        day,
        dimension: String(row.dimension) as VisitDimension,
        value,
        views: asNumber(row.views),
        visitors: asNumber(row.visitors),
      });
      const [perDayRows, perValueRows, rolledRows, rawRows] = await Promise.all([
        db.all(
          `SELECT day, dimension, SUM(views) AS views, SUM(visitors) AS visitors FROM visits_daily
           WHERE day >= ? AND day <= ? AND dimension IN (${listed(perDayDimensions)})
           GROUP BY day, dimension`,
          [fromDay, toDay],
        ),
        db.all(
          `SELECT dimension, value, SUM(views) AS views, SUM(visitors) AS visitors FROM visits_daily
           WHERE day >= ? AND day <= ? AND dimension IN (${listed(perValueDimensions)})
           GROUP BY dimension, value`,
          [fromDay, toDay],
        ),
        db.all("SELECT day FROM visits_rolled WHERE day >= ? AND day <= ?", [fromDay, toDay]),
        db.all("SELECT DISTINCT day FROM visit_events WHERE day >= ? AND day <= ?", [
          fromDay,
          toDay,
        ]),
      ]);
      const perDay = perDayRows.map((row) => count(row, asNumber(row.day), ""));
      const perValue = perValueRows.map((row) => count(row, fromDay, String(row.value)));
      const rolled = new Set(rolledRows.map((row) => asNumber(row.day)));
      for (const row of rawRows) {
        const day = asNumber(row.day);
        if (rolled.has(day)) continue;
        for (const c of await countDay(db, day)) {
          if ((perDayDimensions as readonly string[]).includes(c.dimension)) {
            const total = perDay.find((p) => p.day === day && p.dimension === c.dimension);
            if (total) {
              total.views += c.views;
              total.visitors += c.visitors;
            } else perDay.push({ ...c, value: "" });
          }
          if ((perValueDimensions as readonly string[]).includes(c.dimension)) {
            const total = perValue.find((p) => p.dimension === c.dimension && p.value === c.value);
            if (total) {
              total.views += c.views;
              total.visitors += c.visitors;
            } else perValue.push({ ...c, day: fromDay });
          }
        }
      }
      return { perDay, perValue };
    },

    async visitCounts(fromDay, toDay) {
      const stored = (
        await db.all(
          `SELECT day, dimension, value, views, visitors FROM visits_daily
           WHERE day >= ? AND day <= ? ORDER BY day, dimension, views DESC`,
          [fromDay, toDay],
        )
      ).map(rowToCount);
      const rolled = new Set(
        (
          await db.all("SELECT day FROM visits_rolled WHERE day >= ? AND day <= ?", [
            fromDay,
            toDay,
          ])
        ).map((row) => asNumber(row.day)),
      );
      const raw = await db.all(
        "SELECT DISTINCT day FROM visit_events WHERE day >= ? AND day <= ?",
        [fromDay, toDay],
      );
      for (const row of raw) {
        const day = asNumber(row.day);
        if (!rolled.has(day)) stored.push(...(await countDay(db, day)));
      }
      return stored;
    },
  };
}
