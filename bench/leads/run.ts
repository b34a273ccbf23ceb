/**
 * bench/leads: valid leads posted for a fixed time to the real server on 127.0.0.1, once with
 * SQLite and once with PostgreSQL (a throwaway cluster). Prints leads/s, p50 and p99 latency
 * and errors, and checks that the database holds exactly the acknowledged leads.
 *
 * Run after `npm run build`: `npx tsx bench/leads/run.ts`
 * Settings: BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_TARGETS ("sqlite,postgres").
 *
 * The requests are what the form sends with JavaScript on (a fetcher post to
 * /contact-us.data, answered without rendering the page). Limits are set explicitly: the rate
 * limit and minimum fill time are off (every request comes from 127.0.0.1), the body limit is
 * the default. SMTP_URL is unset, so each lead also writes its outbox row as "skipped": the
 * same two rows per transaction as with mail on (sending happens off the request path).
 * Target (issue 3): at least 1,000 leads/s on SQLite on a 2-core machine.
 */
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { freePort } from "../../tests/support/free-port";
import { startPgCluster } from "../../tests/support/pg-cluster";
import { processStats, startBenchServer } from "../server";
import { waitForUrl } from "../wait-for-url";

const root = path.resolve(import.meta.dirname, "../..");
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const targets = (process.env.BENCH_TARGETS ?? "sqlite,postgres").split(",");

const body = new URLSearchParams({
  kind: "contact",
  name: "Bench Mark",
  email: "bench@example.com",
  number: "+91 98110 24680",
  msg: "A website for my bakery, with online orders and a blog.",
  page: "/contact-us",
}).toString();

async function run(name: string, env: Record<string, string>, count: () => Promise<number>) {
  const port = await freePort();
  const server = startBenchServer(
    port,
    {
      LEADS_RATE_LIMIT_MAX: "0",
      LEADS_MIN_FILL_MS: "0",
      LEADS_BODY_LIMIT_BYTES: "16384",
      IP_HASH_SALT: "bench-salt-0123456789abcdef",
      ...env,
    },
    ["--import", "tsx", "server/index.ts"],
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForUrl(`${base}/healthz`, { timeoutMs: 60_000, child: server });
    const options = {
      url: `${base}/contact-us.data`,
      method: "POST" as const,
      connections,
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const before = await count();
    const cpuBefore = processStats(server.pid).cpuMs;
    const result = await autocannon({ ...options, duration });
    const cpu = processStats(server.pid).cpuMs - cpuBefore;
    const stored = (await count()) - before;
    return {
      name,
      leadsPerSecond: result["2xx"] / duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      acknowledged: result["2xx"],
      stored,
      cpuPerLead: cpu / Math.max(1, result["2xx"]),
    };
  } finally {
    server.kill("SIGTERM");
  }
}

async function main() {
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("run `npm run build` first");
  const rows: Awaited<ReturnType<typeof run>>[] = [];

  if (targets.includes("sqlite")) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
    const file = path.join(dataDir, "leads.db");
    const count = async () => {
      if (!existsSync(file)) return 0;
      const db = new Database(file, { readonly: true });
      try {
        return (db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    rows.push(await run("SQLite (WAL, synchronous=FULL)", { DATA_DIR: dataDir }, count));
  }

  if (targets.includes("postgres")) {
    const cluster = await startPgCluster();
    try {
      const count = async () => {
        const client = new pg.Client({ connectionString: cluster.url });
        await client.connect();
        try {
          const result = await client.query(
            "SELECT CASE WHEN to_regclass('leads') IS NULL THEN 0 ELSE (SELECT COUNT(*)::int FROM leads) END AS n",
          );
          return Number(result.rows[0].n);
        } finally {
          await client.end();
        }
      };
      rows.push(
        await run(
          "PostgreSQL 15 (local, fsync off)",
          {
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-leads-")),
            DATABASE_URL: cluster.url,
          },
          count,
        ),
      );
    } finally {
      cluster.stop();
    }
  }

  console.log(
    `\nbench/leads: ${connections} connections, ${duration} s, POST /contact-us.data (valid leads)\n`,
  );
  // Requests in flight when a run starts or stops may be stored without being counted.
  console.log(
    "database                            leads/s   p50 ms   p99 ms  errors  server CPU ms/lead  acked leads stored",
  );
  for (const r of rows) {
    const ok = r.stored >= r.acknowledged && r.stored <= r.acknowledged + 2 * connections;
    console.log(
      `${r.name.padEnd(34)} ${r.leadsPerSecond.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)} ${r.cpuPerLead.toFixed(2).padStart(19)}  ${ok ? "yes" : "NO"} (${r.acknowledged} acked, ${r.stored} stored)`,
    );
  }
  console.log(
    "\nserver CPU ms/lead: CPU time of the server process per acknowledged lead; 1000 / it is the\nrate one free core sustains, whatever else the machine is doing.",
  );
  console.log(
    `load average after the runs: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
}

await main();
