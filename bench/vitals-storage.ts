/**
 * Storage of web-vitals beacons in SQLite: 10,000 beacons (three to five metrics each, over 20
 * pages) stored the way the version before stored them (one row per sample, migration 3's
 * table) and as today's daily histograms (server/db/vitals.ts); then a year of histograms, and
 * the time of the inbox's p75 read and of the daily purge on it. Prints figures.
 *
 *   flock /work/heavy.lock npx tsx bench/vitals-storage.ts
 */
import { mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { openSiteDatabase } from "../server/db";
import { vitalBucket } from "../server/db/vitals";

const BEACONS = 10_000;
const DAY = 86_400_000;
const names = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
const paths = Array.from({ length: 20 }, (_, i) => (i === 0 ? "/" : `/page-${i}`));
const typical: Record<(typeof names)[number], number> = {
  LCP: 2200,
  INP: 150,
  CLS: 0.05,
  FCP: 1400,
  TTFB: 500,
};

let seed = 20261125;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
/** A log-normal sample around a metric's typical value. */
const sample = (name: (typeof names)[number]) => {
  const normal = Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
  const value = typical[name] * Math.exp(0.6 * normal);
  return name === "CLS" ? Number(value.toFixed(4)) : Math.round(value);
};
const beacon = () => {
  const count = 3 + Math.floor(random() * 3);
  const path = paths[Math.floor(random() * paths.length)] as string;
  return names.slice(0, count).map((name) => ({ path, name, value: sample(name) }));
};

const dir = () => mkdtempSync(path.join(os.tmpdir(), "vitals-bench-"));
const size = (file: string) =>
  ["", "-wal"].reduce((total, suffix) => {
    try {
      return total + statSync(`${file}${suffix}`).size;
    } catch {
      return total;
    }
  }, 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function before() {
  const file = path.join(dir(), "leads.db");
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec(`CREATE TABLE web_vitals (
      id INTEGER PRIMARY KEY, path TEXT NOT NULL,
      name TEXT NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
      value REAL NOT NULL, created_at INTEGER NOT NULL);
    CREATE INDEX web_vitals_created_at ON web_vitals (created_at);`);
  db.pragma("wal_checkpoint(TRUNCATE)");
  const empty = size(file);
  const now = Date.now();
  for (let i = 0; i < BEACONS; i++) {
    const samples = beacon();
    db.prepare(
      `INSERT INTO web_vitals (path, name, value, created_at) VALUES ${samples.map(() => "(?, ?, ?, ?)").join(", ")}`,
    ).run(...samples.flatMap((s) => [s.path, s.name, s.value, now]));
  }
  db.pragma("wal_checkpoint(TRUNCATE)");
  const rows = (db.prepare("SELECT COUNT(*) AS n FROM web_vitals").get() as { n: number }).n;
  const grown = size(file) - empty;
  db.close();
  return { rows, grown };
}

async function after() {
  const folder = dir();
  const file = path.join(folder, "leads.db");
  const db = await openSiteDatabase({ DATA_DIR: folder });
  const raw = new Database(file);
  raw.pragma("wal_checkpoint(TRUNCATE)");
  const empty = size(file);
  const now = Date.now();
  for (let i = 0; i < BEACONS; i++) await db.recordVitals(beacon(), now);
  raw.pragma("wal_checkpoint(TRUNCATE)");
  const rows = (raw.prepare("SELECT COUNT(*) AS n FROM web_vitals_daily").get() as { n: number }).n;
  const grown = size(file) - empty;
  // A second 10,000 the same day: the rows are there already.
  for (let i = 0; i < BEACONS; i++) await db.recordVitals(beacon(), now);
  raw.pragma("wal_checkpoint(TRUNCATE)");
  const grownAgain = size(file) - empty - grown;

  // A year of days, each with every page and metric spread over its buckets as above.
  const today = Math.floor(now / DAY);
  const insert = raw.prepare(
    "INSERT OR IGNORE INTO web_vitals_daily (day, path, name, value, samples) VALUES (?, ?, ?, ?, ?)",
  );
  const year = raw.transaction(() => {
    for (let day = today - 365; day < today; day++)
      for (const page of paths)
        for (const name of names)
          for (let i = 0; i < 60; i++) insert.run(day, page, name, vitalBucket(sample(name)), 1);
  });
  year();
  raw.pragma("wal_checkpoint(TRUNCATE)");
  const yearRows = (
    raw.prepare("SELECT COUNT(*) AS n FROM web_vitals_daily").get() as { n: number }
  ).n;
  let started = performance.now();
  const month = await db.vitalsP75(now - 28 * DAY);
  const readMs = performance.now() - started;
  started = performance.now();
  const purged = await db.purgeVitalsBefore(now - 35 * DAY);
  const purgeMs = performance.now() - started;
  await db.close();
  raw.close();
  return {
    rows,
    grown,
    grownAgain,
    yearRows,
    yearBytes: size(file),
    readMs,
    purgeMs,
    purged,
    month,
  };
}

const old = await before();
const now = await after();
console.log(
  `${BEACONS.toLocaleString("en")} beacons (${paths.length} pages, 3-5 metrics each), SQLite:`,
);
console.log(
  `  before (one row per sample): ${old.rows.toLocaleString("en")} rows, file grew ${kib(old.grown)}`,
);
console.log(
  `  after (daily histograms):    ${now.rows.toLocaleString("en")} rows, file grew ${kib(now.grown)}; the next ${BEACONS.toLocaleString("en")} the same day: +${kib(now.grownAgain)}`,
);
console.log(
  `  a year of histograms: ${now.yearRows.toLocaleString("en")} rows, ${kib(now.yearBytes)}; p75 of 28 days (${now.month.length} page-metrics) ${now.readMs.toFixed(1)} ms; purge of days past 35 (${now.purged.toLocaleString("en")} rows) ${now.purgeMs.toFixed(1)} ms`,
);
