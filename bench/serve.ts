/**
 * bench/serve: requests per second and p99 latency of our server for a prerendered page, an
 * unknown path (the not-found page, rendered once at start and served from memory with 404),
 * a page rendered per request (/admin/login: what an unknown path cost before), and of nginx
 * serving the same prerendered file, in one run, all on 127.0.0.1. Run: `npx tsx bench/serve.ts` after `npm run build` (needs Debian's nginx).
 * Target (issue 7/7): our prerendered page at least half of nginx's req/s.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../tests/support/free-port";
import { waitForUrl } from "./wait-for-url";

const root = path.resolve(import.meta.dirname, "..");
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const headers = { "accept-encoding": "gzip, br" };

async function load(url: string) {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function startServer(port: number): ChildProcess {
  // Node itself, not npx: npx does not pass SIGTERM on, and the server would outlive the bench.
  return spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-data-")),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      // The per-client limit on rendered pages would stop the bench's one client.
      PAGE_RATE_LIMIT_MAX: "0",
    },
  });
}

function startNginx(port: number): ChildProcess {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off; master_process off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  types { text/html html; text/javascript js; text/css css; }
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(root, "build/client")};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  return spawn("nginx", ["-p", dir, "-c", conf], { stdio: "ignore" });
}

async function main() {
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("run `npm run build` first");
  const [ourPort, nginxPort] = [await freePort(), await freePort()];
  const server = startServer(ourPort);
  const nginx = startNginx(nginxPort);
  try {
    await waitForUrl(`http://127.0.0.1:${ourPort}/healthz`);
    await waitForUrl(`http://127.0.0.1:${nginxPort}/pricing`);
    const rows = [
      ["our server, prerendered /pricing", await load(`http://127.0.0.1:${ourPort}/pricing`)],
      ["our server, unknown path (404)", await load(`http://127.0.0.1:${ourPort}/no-such-page`)],
      ["our server, rendered per request", await load(`http://127.0.0.1:${ourPort}/admin/login`)],
      ["nginx, the same /pricing file", await load(`http://127.0.0.1:${nginxPort}/pricing`)],
    ] as const;
    const nginxRps = rows[3][1].rps;
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per target, gzip accepted\n`,
    );
    console.log("target                                  req/s     p99 ms   vs nginx");
    for (const [name, r] of rows) {
      console.log(
        `${name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(9)} ${(r.rps / nginxRps).toFixed(2).padStart(9)}`,
      );
    }
    const ratio = rows[0][1].rps / nginxRps;
    console.log(`\nprerendered page: ${(ratio * 100).toFixed(0)} % of nginx (target ≥ 50 %)`);
  } finally {
    server.kill("SIGTERM");
    nginx.kill("SIGTERM");
  }
}

await main();
