/**
 * bench/visits-flood-memory: why tests/security/visits-flood.test.ts sees the server's memory
 * grow by 23 MB alone and by 106 MB beside the browser tests. The same flood (one client sending
 * 2,000 beacons, then 500 clients 20 each, 200 at a time) against the compiled server, four ways:
 * alone or beside BENCH_BUSY (3) busy processes taking the CPU as Chromium does, each with the
 * default heap and with the old generation capped at BENCH_HEAP_MB (64 MB: the server does not start under 32). A store that grew
 * with the requests would end the capped server or keep its RSS growing; garbage waiting for a
 * collector is collected sooner under the cap, and the statuses stay the same. Prints the RSS
 * before and after, the statuses, and the server's CPU time.
 *
 * Run after `npm run build`: `flock /work/heavy.lock npx tsx bench/visits-flood-memory.ts`
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/support/free-port";
import { processStats, startBenchServer } from "./server";
import { waitForUrl } from "./wait-for-url";

const _root = path.resolve(import.meta.dirname, "..");
const busyCount = Number(process.env.BENCH_BUSY ?? 3);
const heapMb = Number(process.env.BENCH_HEAP_MB ?? 64);
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

/** A process spinning on one core until killed, as a browser rendering beside the test does. */
const busy = (): ChildProcess =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });

async function flood(nodeArgs: string[], busyProcesses: number) {
  const port = await freePort();
  const server = startBenchServer(
    port,
    { TRUST_PROXY: "127.0.0.1", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-flood-")) },
    [...nodeArgs, "build/server-dist/index.js"],
  );
  const spinners = Array.from({ length: busyProcesses }, busy);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${base}/healthz`, { timeoutMs: 60_000, child: server });
    const beacon = (client: string) =>
      fetch(`${base}/api/visit`, {
        method: "POST",
        headers: { "user-agent": chrome, "x-forwarded-for": client },
        body: JSON.stringify({ p: "/pricing", a: "/pricing\nwww.google.com\n\n\n\n" }),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });
    const before = processStats(server.pid);
    const clients = [
      ...Array.from({ length: 2000 }, () => "10.8.0.1"),
      ...Array.from({ length: 10_000 }, (_, i) => `10.7.${(i % 500) >> 8}.${(i % 500) & 255}`),
    ];
    const statuses: Record<number, number> = {};
    const started = Date.now();
    for (let i = 0; i < clients.length; i += 200)
      for (const status of await Promise.all(clients.slice(i, i + 200).map(beacon)))
        statuses[status] = (statuses[status] ?? 0) + 1;
    const seconds = (Date.now() - started) / 1000;
    const after = processStats(server.pid);
    await new Promise((r) => setTimeout(r, 3000));
    const settled = processStats(server.pid);
    return {
      before: before.rssMb,
      after: after.rssMb,
      settled: settled.rssMb,
      cpuMs: after.cpuMs - before.cpuMs,
      seconds,
      statuses,
      alive: server.exitCode === null,
    };
  } finally {
    for (const spinner of spinners) spinner.kill("SIGKILL");
    server.kill("SIGTERM");
  }
}

console.log(
  `\nbench/visits-flood-memory: 12,000 beacons, 200 at a time (the flood test), compiled server\n`,
);
console.log(
  "setting                                   s   RSS before  after  3 s later  growth  server CPU ms  statuses",
);
for (const [name, args, spinners] of [
  ["alone, default heap", [], 0],
  [`beside ${busyCount} busy processes, default heap`, [], busyCount],
  [`alone, old space ${heapMb} MB`, [`--max-old-space-size=${heapMb}`], 0],
  [
    `beside ${busyCount} busy, old space ${heapMb} MB`,
    [`--max-old-space-size=${heapMb}`],
    busyCount,
  ],
] as const) {
  const r = await flood([...args], spinners);
  console.log(
    `${name.padEnd(40)} ${r.seconds.toFixed(1).padStart(4)} ${r.before.toFixed(0).padStart(10)} ${r.after.toFixed(0).padStart(6)} ${r.settled.toFixed(0).padStart(10)} ${(r.after - r.before).toFixed(0).padStart(7)} ${String(r.cpuMs).padStart(14)}  ${JSON.stringify(r.statuses)}${r.alive ? "" : " (server ended)"}`,
  );
}
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
