/**
 * Real visitors' web-vitals samples (server/vitals/ stores them; the staff inbox shows the 75th
 * percentile per page).
 */
import { asNumber, type Engine, type Row } from "./sql";
import type { StoredVital, VitalP75 } from "./types";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const vitalsTables = ["web_vitals"] as const;

/** Real visitors' web-vitals samples. */
export interface VitalsStore {
  recordVitals(samples: StoredVital[], now: number): Promise<void>;
  /** p75 and sample count per path and metric over samples created at or after `since`. */
  vitalsP75(since: number): Promise<VitalP75[]>;
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
 * Nearest-rank 75th percentile per path and metric: the value at rank ceil(0.75 n) in
 * ascending order ((3n + 3) / 4 in integer arithmetic, the same in SQLite and PostgreSQL).
 */
const p75 = `SELECT path, name, value AS p75, n FROM (
    SELECT path, name, value,
      ROW_NUMBER() OVER (PARTITION BY path, name ORDER BY value) AS rn,
      COUNT(*) OVER (PARTITION BY path, name) AS n
    FROM web_vitals WHERE created_at >= ?
  ) ranked
  WHERE rn = (3 * n + 3) / 4
  ORDER BY path, name`;

export function vitalsStore(db: Engine): VitalsStore {
  return {
    async recordVitals(samples, now) {
      if (samples.length === 0) return;
      // One statement, so the samples of one beacon (at most five) are stored together.
      await db.run(
        `INSERT INTO web_vitals (path, name, value, created_at) VALUES ${samples.map(() => "(?, ?, ?, ?)").join(", ")}`,
        samples.flatMap((sample) => [sample.path, sample.name, sample.value, now]),
      );
    },

    async vitalsP75(since) {
      return (await db.all(p75, [since])).map(rowToVitalP75);
    },

    purgeVitalsBefore: (before) => db.run("DELETE FROM web_vitals WHERE created_at < ?", [before]),
  };
}
