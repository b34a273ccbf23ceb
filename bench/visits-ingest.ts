/**
 * bench/visits-ingest: the visit count's beacon (POST /api/visit, issue 55, deliverable 5) under
 * load on one instance. The compiled server (build/server-dist) on SQLite, behind a trusted
 * proxy (TRUST_PROXY=127.0.0.1) so each request's X-Forwarded-For is its client: every request
 * comes from another of 65,536 addresses, so the per-client limit (120 a minute) is not what is
 * measured. autocannon asks for BENCH_RATE (2,000) requests a second for BENCH_SECONDS (20) from
 * BENCH_CONNECTIONS (50) connections; the beacons are what browsers send (a page, and for a
 * visit's first page its arrival). Prints the rate reached, latency p50/p99, the status counts,
 * the server's CPU time per request and its RSS before, during and after (memory flat or not),
 * the views stored against the 204s; then a flood from one client beyond its limit, which must
 * be answered 204 × 120 and 429 for the rest, never an error.
 *
 * Run after `npm run build`: `flock /work/heavy.lock npx tsx bench/visits-ingest.ts`
 * BENCH_NODE_ARGS are given to the server's node: with "--max-old-space-size=64" a heap that
 * really grew would end it, one that only waits for its collector does not; "--cpu-prof
 * --cpu-prof-dir=DIR" writes a profile of the run as the server exits.
 * The load generator runs on the same cores as the server: on a 2-core machine it takes about
 * as much CPU as the server does, so the figure is a floor of what one instance holds.
 */
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { arrivalOf, arrivalToField } from "../app/base/arrival";
import { freePort } from "../tests/support/free-port";
import { processStats, startBenchServer } from "./server";
import { waitForUrl } from "./wait-for-url";

const root = path.resolve(import.meta.dirname, "..");
const rate = Number(process.env.BENCH_RATE ?? 2000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 5);
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

const pages = [
  "/",
  "/services",
  "/pricing",
  "/work",
  "/contact-us",
  "/hi",
  "/hi/pricing",
  "/about",
];
const landing = (page: string, i: number) =>
  arrivalToField(
    arrivalOf(
      new URL(i % 3 ? page : `${page}?utm_source=newsletter&utm_medium=email`, "https://x.example"),
      i % 2 ? "https://www.google.com/" : "",
    ),
  );
/** A few hundred distinct bodies, as many pages and arrivals as a site sees. */
const bodies = Array.from({ length: 400 }, (_, i) => {
  const page = pages[i % pages.length] as string;
  return JSON.stringify(i % 4 === 0 ? { p: page, a: landing(page, i) } : { p: page });
});

const statuses = (result: autocannon.Result) =>
  Object.fromEntries(
    Object.entries(
      (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats,
    ).map(([code, { count }]) => [code, count]),
  );

function storedViews(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM visit_events").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function main() {
  if (!existsSync(path.join(root, "build/server-dist/index.js")))
    throw new Error("run `npm run build` first");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-visits-"));
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const server = startBenchServer(
    port,
    { TRUST_PROXY: "127.0.0.1", IP_HASH_SALT: "bench-salt-0123456789abcdef", DATA_DIR: dataDir },
    [...nodeArgs, "build/server-dist/index.js"],
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${base}/healthz`, { timeoutMs: 60_000, child: server });
    let next = 0;
    const options = (overallRate?: number, fixedClient?: string) => ({
      url: `${base}/api/visit`,
      method: "POST" as const,
      connections,
      ...(overallRate ? { overallRate } : {}),
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": chrome },
      requests: [
        {
          setupRequest(request: autocannon.Request) {
            const i = next++;
            const client = fixedClient ?? `10.${(i >> 8) & 255}.${i & 255}.${(i >> 16) & 255}`;
            return {
              ...request,
              body: bodies[i % bodies.length],
              headers: {
                ...request.headers,
                "x-forwarded-for": client,
              },
            };
          },
        },
      ],
    });

    await autocannon({ ...options(rate), duration: 3 }); // warm-up
    await new Promise((r) => setTimeout(r, 1500));
    const before = processStats(server.pid);
    const viewsBefore = storedViews(path.join(dataDir, "leads.db"));
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(processStats(server.pid).rssMb), 500);
    const result = await autocannon({ ...options(rate), duration: seconds });
    clearInterval(sampler);
    const during = processStats(server.pid);
    // The views are written once a second: wait for the last batch, then for memory to settle.
    await new Promise((r) => setTimeout(r, 5000));
    const after = processStats(server.pid);
    const stored = storedViews(path.join(dataDir, "leads.db")) - viewsBefore;
    const codes = statuses(result);
    const answered = Object.values(codes).reduce((a, b) => a + b, 0);

    console.log(
      `\nbench/visits-ingest: POST /api/visit, asked ${rate}/s for ${seconds} s, ${connections} connections, one instance (SQLite)\n`,
    );
    console.log(`reached:        ${(answered / seconds).toFixed(0)} requests/s`);
    console.log(`latency:        p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    console.log(`statuses:       ${JSON.stringify(codes)}`);
    console.log(`errors:         ${result.errors} (timeouts ${result.timeouts})`);
    console.log(
      `server CPU:     ${((during.cpuMs - before.cpuMs) / Math.max(1, answered)).toFixed(3)} ms per request`,
    );
    console.log(
      `RSS:            before ${before.rssMb.toFixed(0)} MB, during ${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)} MB (last ${during.rssMb.toFixed(0)}), 5 s after ${after.rssMb.toFixed(0)} MB`,
    );
    console.log(`views stored:   ${stored} of ${codes["204"] ?? 0} answered 204`);
    // Every 5 s of the run: whether memory levels off or keeps growing.
    console.log(
      `RSS every 5 s:  ${samples
        .filter((_, i) => i % 10 === 9)
        .map((mb) => mb.toFixed(0))
        .join(", ")} MB`,
    );

    // The flood: one client, as fast as it can, beyond its limit.
    const flood = await autocannon({
      ...options(undefined, "10.255.255.1"),
      connections: 20,
      duration: floodSeconds,
    });
    const floodCodes = statuses(flood);
    const afterFlood = processStats(server.pid);
    console.log(
      `\nflood: one client for ${floodSeconds} s, 20 connections, no rate asked: ${(
        Object.values(floodCodes).reduce((a, b) => a + b, 0) / floodSeconds
      ).toFixed(0)} requests/s`,
    );
    console.log(`statuses:       ${JSON.stringify(floodCodes)}`);
    console.log(`errors:         ${flood.errors} (timeouts ${flood.timeouts})`);
    console.log(`latency:        p50 ${flood.latency.p50} ms, p99 ${flood.latency.p99} ms`);
    console.log(`RSS after it:   ${afterFlood.rssMb.toFixed(0)} MB`);
    console.log(
      `load average:   ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    server.kill("SIGTERM");
    // A profile (--cpu-prof in BENCH_NODE_OPTIONS) is written as the server exits.
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

await main();
