/**
 * Real visitors' web-vitals samples (server/vitals/ stores them; the staff inbox shows the 75th
 * percentile per page), kept as daily histograms: one row per page, metric, UTC day and value
 * bucket, with the number of samples in it. Buckets are 40 per decade of the value (each a
 * step of 5.9 %, its value within 3 % of every sample it holds), so a page and metric have at
 * most a few hundred rows a day however many visitors send beacons; the p75 read from them is
 * within 3 % of the exact one. Reads and purges work by day, on the primary key.
 */
import { asNumber, type Engine, type Row } from "./sql";
import type { StoredVital, VitalP75 } from "./types";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const vitalsTables = ["web_vitals_daily"] as const;

const DAY_MS = 86_400_000;
/** Buckets per decade of the value. */
const STEPS = 40;
/** Values below this (a CLS of 0.0004) count as 0. */
const SMALLEST = 0.001;

/** The bucket of a value: a point of the logarithmic grid, to three significant digits. */
export function vitalBucket(value: number): number {
  if (!(value >= SMALLEST)) return 0;
  const step = Math.round(STEPS * Math.log10(value));
  return Number((10 ** (step / STEPS)).toPrecision(3));
}

export const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

/** Real visitors' web-vitals samples. */
export interface VitalsStore {
  recordVitals(samples: StoredVital[], now: number): Promise<void>;
  /**
   * p75 and sample count per path and metric over the days from the one holding `since` to
   * today (UTC days).
   */
  vitalsP75(since: number): Promise<VitalP75[]>;
  /** Deletes the days before the one holding `before`; returns how many rows went. */
  purgeVitalsBefore(before: number): Promise<number>;
}

export function rowToVitalP75(row: Row): VitalP75 {
  return {
    path: String(row.path),
    name: String(row.name),
    p75: asNumber(row.p75),
    count: asNumber(row.n),
  };
}

/**
 * Nearest-rank 75th percentile per path and metric from the histograms: the bucket where the
 * running count first reaches rank ceil(0.75 n) ((3n + 3) / 4 in integer arithmetic, the same in
 * SQLite and PostgreSQL).
 */
const p75 = `SELECT path, name, value AS p75, n FROM (
    SELECT path, name, value, c,
      CAST(SUM(c) OVER (PARTITION BY path, name ORDER BY value
        ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS BIGINT) AS running,
      CAST(SUM(c) OVER (PARTITION BY path, name) AS BIGINT) AS n
    FROM (
      SELECT path, name, value, CAST(SUM(samples) AS BIGINT) AS c FROM web_vitals_daily
      WHERE day >= ? GROUP BY path, name, value
    ) grouped
  ) ranked
  WHERE running >= (3 * n + 3) / 4 AND running - c < (3 * n + 3) / 4
  ORDER BY path, name`;

export function vitalsStore(db: Engine): VitalsStore {
  return {
    async recordVitals(samples, now) {
      if (samples.length === 0) return;
      const counts = new Map<string, { sample: StoredVital; n: number }>();
      for (const sample of samples) {
        const bucketed = { ...sample, value: vitalBucket(sample.value) };
        const key = `${bucketed.path}\n${bucketed.name}\n${bucketed.value}`;
        const found = counts.get(key);
        if (found) found.n++;
        else counts.set(key, { sample: bucketed, n: 1 });
      }
      const day = dayOf(now);
      // One statement, so the samples of one beacon (at most five) are stored together.
      await db.run(
        `INSERT INTO web_vitals_daily (day, path, name, value, samples)
         VALUES ${[...counts.values()].map(() => "(?, ?, ?, ?, ?)").join(", ")}
         ON CONFLICT (day, path, name, value)
         DO UPDATE SET samples = web_vitals_daily.samples + excluded.samples`,
        [...counts.values()].flatMap(({ sample, n }) => [
          day,
          sample.path,
          sample.name,
          sample.value,
          n,
        ]),
      );
    },

    async vitalsP75(since) {
      return (await db.all(p75, [dayOf(since)])).map(rowToVitalP75);
    },

    purgeVitalsBefore: (before) =>
      db.run("DELETE FROM web_vitals_daily WHERE day < ?", [dayOf(before)]),
  };
}
