/**
 * bench/visits-year: the visit counts of a site with 5,000 visits a day (issue 55, deliverable 5),
 * on SQLite and on PostgreSQL (a throwaway cluster, or DATABASE_URL). Generated as the site keeps
 * them: two years of daily counts as the roll-up stores them (server/db/visits.ts: every page,
 * first page and source of a day up to its bound of 200 and "(other)", two languages), 20 leads a
 * day with their arrivals (some won, most answered), and 48 hours of raw events (yesterday's and
 * today's page views, three a visit). Then times, three times each:
 *   - the daily roll-up (yesterday's 15,000 raw events into its counts; the first run does it,
 *     the next find nothing to do and only delete what is older than 48 hours);
 *   - the weekly report's queries (server/reports/weekly.ts: both weeks as the dashboard counts
 *     them, and the leads without an answer);
 *   - the dashboard's two-year query (server/visits/dashboard.ts over 731 days).
 * Each must be under a second. Prints figures.
 *
 *   flock /work/heavy.lock npx tsx bench/visits-year.ts
 * Settings: BENCH_TARGETS ("sqlite,postgres"), DATABASE_URL (an empty database to use instead of
 * a throwaway cluster).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { openSiteDatabase, type SiteDatabase } from "../server/db";
import { arrivalColumns } from "../server/db/arrivals";
import { MAX_VALUES_PER_DAY, OTHER, type VisitEvent, visitDayOf } from "../server/db/visits";
import { reportWeekAt, weeklyReport } from "../server/reports/weekly";
import { dashboardFigures } from "../server/visits/dashboard";
import { startPgCluster } from "../tests/support/pg-cluster";

const DAY_MS = 86_400_000;
const DAYS = 731;
const VISITS_A_DAY = 5000;
const VIEWS_A_VISIT = 3;
const LEADS_A_DAY = 20;
const targets = (process.env.BENCH_TARGETS ?? "sqlite,postgres").split(",");

let seed = 20261202;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
/** A value among `count`, the first ones far more often (as pages and sources are). */
const skewed = (count: number) => Math.floor(count * random() ** 3);

/** Raw SQL on either engine, for loading the generated rows fast (one transaction). */
interface Loader {
  insert(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  one(sql: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

function sqliteLoader(file: string): Loader {
  const db = new Database(file);
  return {
    async insert(table, columns, rows) {
      const statement = db.prepare(
        `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      );
      db.transaction(() => {
        for (const row of rows) statement.run(...row);
      })();
    },
    async one(sql) {
      return db.prepare(sql).get() as Record<string, unknown>;
    },
    async close() {
      db.close();
    },
  };
}

async function postgresLoader(url: string): Promise<Loader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async insert(table, columns, rows) {
      await client.query("BEGIN");
      for (let start = 0; start < rows.length; start += 1000) {
        const batch = rows.slice(start, start + 1000);
        const values = batch
          .map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(", ")})`)
          .join(", ");
        await client.query(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values}`,
          batch.flat(),
        );
      }
      await client.query("COMMIT");
    },
    async one(sql) {
      return (await client.query(sql)).rows[0] as Record<string, unknown>;
    },
    async close() {
      await client.end();
    },
  };
}

const pages = Array.from({ length: 400 }, (_, i) =>
  i === 0 ? "/" : `${i % 5 === 0 ? "/hi" : ""}/page-${i}`,
);
const sources = [
  "direct",
  "google.com",
  "bing.com",
  "newsletter",
  "paid search",
  "paid social",
  ...Array.from({ length: 300 }, (_, i) => `site-${i}.example`),
];

/** One day's counts as the roll-up stores them: each dimension's top values and "(other)". */
function dayCounts(day: number): unknown[][] {
  const rows: unknown[][] = [];
  const visitors = Math.round(VISITS_A_DAY * (0.75 + 0.1 * random()));
  const views = VISITS_A_DAY * VIEWS_A_VISIT;
  rows.push([day, "all", "", views, visitors]);
  const spread = (dimension: string, values: string[], total: number, kept: number) => {
    // Zipf-like shares over every value, the most seen `kept` kept and the rest as "(other)":
    // the bound of a day is reached, as on a busy site (the worst case for the queries).
    const weights = values.map((_, i) => 1 / (i + 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    let other = 0;
    values.forEach((value, i) => {
      const n = Math.max(1, Math.round((total * (weights[i] as number)) / sum));
      if (i < kept) rows.push([day, dimension, value, n, Math.max(1, Math.round(n * 0.8))]);
      else other += n;
    });
    if (other > 0) rows.push([day, dimension, OTHER, other, Math.round(other * 0.8)]);
  };
  spread("page", pages, views, MAX_VALUES_PER_DAY);
  spread("landing", pages, VISITS_A_DAY, MAX_VALUES_PER_DAY);
  spread("source", sources, VISITS_A_DAY, MAX_VALUES_PER_DAY);
  rows.push([day, "language", "en", Math.round(views * 0.8), Math.round(visitors * 0.8)]);
  rows.push([day, "language", "hi", Math.round(views * 0.2), Math.round(visitors * 0.2)]);
  return rows;
}

/** 48 hours of raw events: yesterday's and today's page views. */
function rawEvents(today: number): VisitEvent[] {
  const events: VisitEvent[] = [];
  for (const day of [today - 1, today])
    for (let visit = 0; visit < VISITS_A_DAY; visit++) {
      const visitor = `v${day}-${Math.floor(visit * 0.8)}`;
      const source = sources[skewed(sources.length)] as string;
      for (let view = 0; view < VIEWS_A_VISIT; view++) {
        const page = pages[skewed(pages.length)] as string;
        events.push({
          day,
          visitor,
          path: page,
          landing: view === 0,
          source: view === 0 ? source : "",
          language: page.startsWith("/hi") ? "hi" : "en",
        });
      }
    }
  return events;
}

async function generate(db: SiteDatabase, loader: Loader, now: number) {
  const today = visitDayOf(now);
  const started = Date.now();
  // Daily counts of every day before yesterday (yesterday is still raw, as at 00:30 UTC).
  const counts: unknown[][] = [];
  const rolled: unknown[][] = [];
  for (let day = today - DAYS; day < today - 1; day++) {
    counts.push(...dayCounts(day));
    rolled.push([day, (day + 1) * DAY_MS + 1_800_000]);
  }
  await loader.insert("visits_daily", ["day", "dimension", "value", "views", "visitors"], counts);
  await loader.insert("visits_rolled", ["day", "rolled_at"], rolled);

  // Leads: one made by the store, the rest copies of its row (every column), each with an arrival.
  await db.createLead(
    {
      id: randomUUID(),
      createdAt: now - DAYS * DAY_MS,
      source: "popup",
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+91 98110 24680",
      message: "Website Development || Home page",
      pagePath: "/",
      userAgent: "Mozilla/5.0",
      ipHash: null,
      language: "en",
    },
    [],
  );
  const template = await loader.one("SELECT * FROM leads");
  const columns = Object.keys(template);
  const leads: unknown[][] = [];
  const arrivals: unknown[][] = [];
  for (let day = today - DAYS + 1; day <= today; day++)
    for (let i = 0; i < LEADS_A_DAY; i++) {
      const id = randomUUID();
      const createdAt = day * DAY_MS + Math.floor(random() * DAY_MS * 0.99);
      if (createdAt > now) continue;
      const answered = random() < 0.7;
      const stage = random() < 0.1 ? "won" : answered ? "contacted" : "new";
      const row = {
        ...template,
        id,
        created_at: createdAt,
        updated_at: createdAt,
        stage,
        first_answer_at: answered ? createdAt + 3_600_000 : null,
        language: random() < 0.2 ? "hi" : "en",
      };
      leads.push(columns.map((column) => row[column as keyof typeof row]));
      const source = sources[skewed(20)] as string;
      const landing = pages[skewed(50)] as string;
      arrivals.push([id, landing, "", "", "", "", "", source, "search", "phone", 1]);
    }
  await loader.insert("leads", columns, leads);
  await loader.insert("lead_arrivals", arrivalColumns, arrivals);
  const events = rawEvents(today);
  await db.recordVisitEvents(events);
  return {
    counts: counts.length,
    leads: leads.length + 1,
    events: events.length,
    seconds: (Date.now() - started) / 1000,
  };
}

/** CPU time of this process (ms): on SQLite the queries' own cost, whatever else the machine runs. */
const cpu: number[][] = [];
async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  await work();
  const used = process.cpuUsage(cpuStarted);
  cpu.push([performance.now() - started, (used.user + used.system) / 1000]);
  return performance.now() - started;
}

async function measure(name: string, db: SiteDatabase, loader: Loader) {
  const now = Date.now();
  const today = visitDayOf(now);
  const made = await generate(db, loader, now);
  // The report of the last Monday (or this one), at 09:00 India time.
  const monday = today - ((today + 3) % 7);
  const reportAt = monday * DAY_MS + 3.5 * 3_600_000;
  const week = reportWeekAt(reportAt) as string;
  const times = {
    rollUp: [] as number[],
    report: [] as number[],
    dashboard: [] as number[],
    visitSums: [] as number[],
    leads: [] as number[],
  };
  let rolledDays: number[] = [];
  for (let run = 0; run < 3; run++) {
    times.rollUp.push(
      await timed(async () => {
        const { rolled } = await db.rollUpVisits(today, now);
        if (run === 0) rolledDays = rolled;
      }),
    );
    times.report.push(await timed(() => weeklyReport(db, week, reportAt)));
    times.dashboard.push(await timed(() => dashboardFigures(db, now - (DAYS - 1) * DAY_MS, now)));
    // Its two parts: the visit counts summed by the database, the leads with their arrivals.
    times.visitSums.push(await timed(() => db.visitSummary(today - (DAYS - 1), today)));
    times.leads.push(
      await timed(() => db.dashboardLeads((today - (DAYS - 1)) * DAY_MS, (today + 1) * DAY_MS)),
    );
  }
  const cpuTimes = cpu.splice(0);
  const report = await weeklyReport(db, week, reportAt);
  const figures = await dashboardFigures(db, now - (DAYS - 1) * DAY_MS, now);
  return { name, made, times, rolledDays, report, figures, cpuTimes };
}

const ms = (values: number[]) => values.map((v) => v.toFixed(0).padStart(5)).join(" ");

async function main() {
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  if (targets.includes("sqlite")) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-visits-year-"));
    const db = await openSiteDatabase({ DATA_DIR: dir });
    const loader = sqliteLoader(path.join(dir, "leads.db"));
    try {
      results.push(await measure("SQLite (WAL, synchronous=FULL)", db, loader));
    } finally {
      await loader.close();
      await db.close();
    }
  }
  if (targets.includes("postgres")) {
    const cluster = process.env.DATABASE_URL ? null : await startPgCluster();
    const url = process.env.DATABASE_URL ?? (cluster?.url as string);
    const db = await openSiteDatabase({
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-visits-year-")),
    });
    const loader = await postgresLoader(url);
    try {
      results.push(
        await measure(
          cluster ? "PostgreSQL (local, fsync off)" : "PostgreSQL (DATABASE_URL)",
          db,
          loader,
        ),
      );
    } finally {
      await loader.close();
      await db.close();
      cluster?.stop();
    }
  }

  console.log(
    `\nbench/visits-year: ${DAYS} days of daily counts of a site with ${VISITS_A_DAY.toLocaleString("en")} visits a day, ${LEADS_A_DAY} leads a day, 48 h of raw events\n`,
  );
  for (const r of results) {
    console.log(`${r.name}`);
    console.log(
      `  generated: ${r.made.counts.toLocaleString("en")} daily count rows, ${r.made.leads.toLocaleString("en")} leads, ${r.made.events.toLocaleString("en")} raw events (${r.made.seconds.toFixed(1)} s)`,
    );
    console.log(
      `  daily roll-up       ms: ${ms(r.times.rollUp)}   (first run rolled ${r.rolledDays.length} day of ${(VISITS_A_DAY * VIEWS_A_VISIT).toLocaleString("en")} views)`,
    );
    console.log(
      `  weekly report       ms: ${ms(r.times.report)}   (week ${r.report.week}: ${r.report.last.visitors} visitors, ${r.report.last.leads} leads, ${r.report.unansweredTotal} without an answer)`,
    );
    console.log(
      `  dashboard, 2 years  ms: ${ms(r.times.dashboard)}   (${r.figures.from} to ${r.figures.to}: ${r.figures.totals.visitors.toLocaleString("en")} visitors, ${r.figures.totals.leads.toLocaleString("en")} leads, ${r.figures.weeks.length} weeks)`,
    );
    console.log(
      `    of which visit sums  ms: ${ms(r.times.visitSums)}, leads and arrivals ms: ${ms(r.times.leads)}`,
    );
    // Each run's five timings in order: roll-up, report, dashboard, visit sums, leads.
    const cpuOf = (index: number) =>
      r.cpuTimes.filter((_, i) => i % 5 === index).map(([, cpuMs]) => cpuMs as number);
    console.log(
      `  this process's CPU ms: roll-up ${ms(cpuOf(0))}, report ${ms(cpuOf(1))}, dashboard ${ms(cpuOf(2))}`,
    );
    const slowest = Math.max(...r.times.rollUp, ...r.times.report, ...r.times.dashboard);
    console.log(
      `  each under a second: ${slowest < 1000 ? "yes" : "NO"} (slowest ${slowest.toFixed(0)} ms)\n`,
    );
  }
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
}

await main();
