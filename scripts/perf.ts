/**
 * `npm run perf`: builds the site, serves it on a free port with a throwaway DATA_DIR, runs
 * Lighthouse (../shared/tools/lighthouse.sh) on every public page in English and Hindi and both
 * 404 pages, mobile and desktop, and prints one Markdown table of the medians. The summaries are written to
 * bench/results/ (git-ignored). Timings are a benchmark, not a test: they move with the machine's
 * load, which is why each run waits for a quiet machine (--quiet-cpu) and medians are reported.
 *
 *   npm run perf -- [--runs 5] [--desktop-runs 5] [--no-build] [--quiet-cpu 40] [PATH ...]
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { localizedPages } from "../app/base/site-routes";

const root = path.resolve(import.meta.dirname, "..");
const lighthouse = process.env.LIGHTHOUSE_SH ?? path.resolve(root, "../shared/tools/lighthouse.sh");
const notFoundPaths = ["/this-page-does-not-exist", "/hi/this-page-does-not-exist"];

interface Options {
  runs: number;
  desktopRuns: number;
  build: boolean;
  quietCpu: number;
  paths: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 5, desktopRuns: 5, build: true, quietCpu: 40, paths: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => Number(argv[++i]);
    if (arg === "--runs") options.runs = value();
    else if (arg === "--desktop-runs") options.desktopRuns = value();
    else if (arg === "--quiet-cpu") options.quietCpu = value();
    else if (arg === "--no-build") options.build = false;
    else if (arg.startsWith("/")) options.paths.push(arg);
    else throw new Error(`unknown argument ${arg}`);
  }
  if (options.paths.length === 0)
    options.paths = [...localizedPages.map((page) => page.path), ...notFoundPaths];
  return options;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Median {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKB: number;
  totalKB: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed during the runs (its median). */
  benchmarkIndex: number;
}
interface Summary {
  pages: { path: string; okRuns: number; noisyRuns: number; median: Median }[];
}

/** Runs Lighthouse without blocking this process, which also serves the proxy below. */
async function runLighthouse(base: string, preset: "mobile" | "desktop", runs: number, o: Options) {
  const out = path.join(root, "bench/results", `lighthouse-${preset}.json`);
  rmSync(out, { force: true });
  const args = ["-n", String(runs), `--preset=${preset}`, "--quiet-cpu", String(o.quietCpu)];
  const child = spawn(lighthouse, [...args, "-o", out, base, ...o.paths], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (!existsSync(out)) throw new Error(`Lighthouse wrote no summary (exit ${status})`);
  return JSON.parse(readFileSync(out, "utf8")) as Summary;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(lighthouse)) throw new Error(`Lighthouse runner not found: ${lighthouse}`);
  if (options.build) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  mkdirSync(path.join(root, "bench/results"), { recursive: true });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: base,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "site-perf-")),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => server.kill("SIGTERM");
  process.on("exit", stop);
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 60) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }

  // Lighthouse will not audit a page answered with 404, so Lighthouse talks to a pass-through
  // proxy that reports the not-found page's 404 as 200; every byte is the server's own.
  const target = new URL(base);
  const proxy = createHttpServer((req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        const status =
          answer.statusCode === 404 && notFoundPaths.includes(req.url ?? "")
            ? 200
            : (answer.statusCode ?? 502);
        res.writeHead(status, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  const proxyPort = await freePort();
  await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
  const audited = `http://127.0.0.1:${proxyPort}`;

  const mobile = await runLighthouse(audited, "mobile", options.runs, options);
  const desktop =
    options.desktopRuns > 0
      ? await runLighthouse(audited, "desktop", options.desktopRuns, options)
      : null;
  stop();
  proxy.close();

  const n = (v: number | null | undefined, digits = 0) => (v == null ? "n/a" : v.toFixed(digits));
  const lines = [
    `Lighthouse ${new Date().toISOString().slice(0, 16)}Z, mobile (simulated slow 4G) medians of ${options.runs}` +
      (desktop ? `, desktop medians of ${options.desktopRuns}` : "") +
      `; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)} at the end.`,
    "The bench column is Lighthouse's benchmark index of the machine during the page's runs (its 4x CPU slowdown assumes 1,500-2,000).",
    "",
    "| path | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | JS KiB | req | bench | desktop |",
    "| ---- | ---- | ---- | -- | --- | ------ | ------ | ------ | --- | ------ | --- | ----- | ------- |",
  ];
  for (const page of mobile.pages) {
    const m = page.median;
    const d = desktop?.pages.find((p) => p.path === page.path)?.median;
    const label = notFoundPaths.includes(page.path) ? `${page.path} (404)` : page.path;
    lines.push(
      `| ${label} | ${n(m.performance)} | ${n(m.accessibility)} | ${n(m.bestPractices)} | ${n(m.seo)} | ${n(m.fcpMs)} | ${n(m.lcpMs)} | ${n(m.tbtMs)} | ${n(m.cls, 3)} | ${n(m.scriptKB)} | ${n(m.requests)} | ${n(m.benchmarkIndex)} | ${d ? n(d.performance) : "-"} |`,
    );
  }
  const table = lines.join("\n");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 16);
  writeFileSync(path.join(root, "bench/results", `perf-${stamp}.md`), `${table}\n`);
  console.log(`\n${table}`);
  process.exit(0);
}

await main();
