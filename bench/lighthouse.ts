/**
 * `npx tsx bench/lighthouse.ts [--runs 3] [--cpu 8,4] [--pages /,/pricing,...] [--before DIR]
 *                              [--site NAME=URL] [--keep DIR]`:
 * Lighthouse (mobile, simulated throttling) on our pages and AstroWind's matching ones
 * (../shared/anchors), interleaved run by run, and one table per CPU slowdown of the medians:
 * performance, FCP, LCP, TBT, TTI, the main thread's tasks and their total time as traced (the
 * diagnostics audit), the main-thread work Lighthouse reports (simulated), DOM size, and the
 * benchmark index of every run beside them. The benchmark index says what kind of hour a figure
 * comes from: this machine gives 3,500–4,000 when it is quiet and 1,500–2,500 when other builds
 * run (docs/performance.md), and only figures taken together compare.
 *
 * Page pairs: / ↔ /, /pricing ↔ /pricing, /aboutUs ↔ /about, /terms-and-conditions ↔ /terms, and
 * /hi beside AstroWind's /. Ours is the build in build/ (npm run build first), served by the
 * compiled server; --before DIR also serves another checkout's build (a worktree of an earlier
 * commit, or a copy of its build/ beside a package.json) as a third site, --site NAME=URL any
 * running server. Each run is one call of ../shared/tools/lighthouse.sh (-n 1, --quiet-cpu 100:
 * the machine's load is what is being measured, not waited out); within a run the sites take
 * turns going first.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../tests/support/free-port";
import { waitForUrl } from "./wait-for-url";

const root = path.resolve(import.meta.dirname, "..");
const anchor = path.resolve(root, "../shared/anchors/astrowind");
const serveStatic = path.resolve(root, "../shared/tools/serve-static.mjs");
const lighthouseSh =
  process.env.LIGHTHOUSE_SH ?? path.resolve(root, "../shared/tools/lighthouse.sh");

/** Our page → AstroWind's page it is measured against. */
const astroPaths: Record<string, string> = {
  "/": "/",
  "/pricing": "/pricing",
  "/aboutUs": "/about",
  "/terms-and-conditions": "/terms",
  "/services": "/services",
  "/contact-us": "/contact",
  "/hi": "/",
};
const defaultPages = ["/", "/pricing", "/aboutUs", "/terms-and-conditions", "/hi"];

/** A site measured: its name, its origin, and its path for each of our pages (none: skipped). */
export interface Site {
  name: string;
  url: string;
  path: (ours: string) => string | null | undefined;
}

export interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  tasks: number;
  taskMs: number;
  /** mainthread-work-breakdown: the simulated main thread's work, ms. */
  workMs: number;
  dom: number;
  /** Bytes sent over the network for the page (total-byte-weight), and of them for images. */
  totalBytes: number;
  imageBytes: number;
  bench: number;
}

function parseArgs(argv: string[]) {
  const o = {
    runs: 3,
    cpu: [8, 4],
    pages: defaultPages,
    before: undefined as string | undefined,
    sites: [] as { name: string; url: string }[],
    keep: undefined as string | undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--runs") o.runs = Number(value());
    else if (a === "--cpu") o.cpu = value().split(",").map(Number);
    else if (a === "--pages") o.pages = value().split(",");
    else if (a === "--before") o.before = path.resolve(value());
    else if (a === "--keep") o.keep = path.resolve(value());
    else if (a === "--site") {
      const [name, url] = value().split("=");
      if (!name || !url) throw new Error("--site NAME=URL");
      o.sites.push({ name, url });
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!(o.runs >= 1) || o.cpu.some((c) => !(c >= 1))) throw new Error("bad --runs or --cpu");
  return o;
}

/**
 * Our compiled server for the build under `dir`, on a free port, as built (no origin rewrite), on
 * `dataDir` (a new empty one unless given: bench/pictures.ts seeds its own first).
 */
export async function serveBuild(
  dir: string,
  dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-")),
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const { siteUrl } = JSON.parse(readFileSync(path.join(dir, "build/site.json"), "utf8")) as {
    siteUrl: string;
  };
  const child = spawn(process.execPath, ["build/server-dist/index.js"], {
    cwd: dir,
    stdio: "ignore",
    env: {
      ...process.env,
      SITE_URL: siteUrl,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      SHUTDOWN_DRAIN_MS: "0",
      PAGE_RATE_LIMIT_MAX: "100000",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/healthz`, { child });
  return { url, child };
}

export async function serveAnchor(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [serveStatic, anchor, String(port)], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url, { child });
  return { url, child };
}

/** One Lighthouse run of `url` at `cpu`x; the full report is kept under `keep` if given. */
export function lighthouse(base: string, page: string, cpu: number, keep?: string): Run {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-lh-"));
  try {
    const result = spawnSync(
      lighthouseSh,
      [
        "-n",
        "1",
        "--cpu-slowdown",
        String(cpu),
        "--quiet-cpu",
        "100",
        "--reports-dir",
        dir,
        base,
        page,
      ],
      {
        encoding: "utf8",
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      },
    );
    const file = readdirSync(dir).find((f) => f.endsWith(".json"));
    if (result.status !== 0 || !file)
      throw new Error(`Lighthouse failed on ${base}${page}: ${result.stderr}`);
    const text = readFileSync(path.join(dir, file), "utf8");
    if (keep) {
      mkdirSync(keep, { recursive: true });
      const name = `${new URL(base).port}${page.replace(/[^a-z0-9]+/gi, "_")}-cpu${cpu}-${Date.now()}.json`;
      spawnSync("cp", [path.join(dir, file), path.join(keep, name)]);
    }
    // biome-ignore lint/suspicious/noExplicitAny: Lighthouse's report, read for a few numbers
    const lhr = JSON.parse(text) as any;
    const audit = (id: string) => lhr.audits[id]?.numericValue as number;
    const diagnostics = lhr.audits.diagnostics?.details?.items?.[0] ?? {};
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      tti: audit("interactive"),
      tasks: diagnostics.numTasks,
      taskMs: diagnostics.totalTaskTime,
      workMs: audit("mainthread-work-breakdown"),
      dom: audit("dom-size"),
      totalBytes: audit("total-byte-weight"),
      imageBytes:
        (lhr.audits["resource-summary"]?.details?.items ?? []).find(
          (item: { resourceType: string }) => item.resourceType === "image",
        )?.transferSize ?? 0,
      bench: lhr.environment.benchmarkIndex,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const n = (v: number) =>
  Number.isFinite(v) ? Math.round(v).toLocaleString("en-US") : "n/a";

function table(cpu: number, pages: string[], sites: Site[], results: Map<string, Run[]>) {
  console.log(
    `\nLighthouse mobile, CPU ${cpu}x (simulated), medians; benchmark index of each run in the last column\n`,
  );
  const header = [
    "page",
    "site",
    "perf",
    "FCP",
    "LCP",
    "TBT",
    "TTI",
    "tasks",
    "task time",
    "main-thread work",
    "DOM",
    "benchmark index (runs)",
  ];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`| ${header.map(() => "---").join(" | ")} |`);
  for (const page of pages)
    for (const site of sites) {
      const runs = results.get(`${cpu} ${page} ${site.name}`) ?? [];
      const sitePath = site.path(page);
      if (!sitePath || runs.length === 0) continue;
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      console.log(
        `| ${page} | ${site.name}${sitePath === page ? "" : ` ${sitePath}`} | ${m("performance")} | ${n(m("fcp"))} | ${n(m("lcp"))} | ` +
          `${n(m("tbt"))} | ${n(m("tti"))} | ${n(m("tasks"))} | ${n(m("taskMs"))} | ${n(m("workMs"))} | ${n(m("dom"))} | ` +
          `${runs.map((r) => n(r.bench)).join(", ")} |`,
      );
    }
}

/**
 * A bench's frame: runs `body`, which starts servers and hands each to `keep`; stops them at its
 * end, on an error and at Ctrl-C; an error is printed and exits 1.
 */
export function runBench(body: (keep: (child: ChildProcess) => void) => Promise<void>): void {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill();
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  body((child) => children.push(child))
    .finally(stop)
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

/**
 * Lighthouse at `cpu` for each of `pages` on each site, `runs` times, the sites taking turns
 * going first so neither always meets the machine's same moment; each run is printed to stderr
 * by `summary`. The runs by "<cpu> <page> <site name>".
 */
export function measureSites(
  options: { cpu: number; runs: number; pages: string[]; keep?: string },
  sites: Site[],
  summary: (run: Run) => string,
): Map<string, Run[]> {
  const { cpu } = options;
  const results = new Map<string, Run[]>();
  for (let run = 0; run < options.runs; run++)
    for (const page of options.pages) {
      for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
        const sitePath = site.path(page);
        if (!sitePath) continue;
        const r = lighthouse(site.url, sitePath, cpu, options.keep);
        const key = `${cpu} ${page} ${site.name}`;
        results.set(key, [...(results.get(key) ?? []), r]);
        console.error(`  ${cpu}x run ${run + 1} ${page} ${site.name} ${sitePath}: ${summary(r)}`);
      }
    }
  return results;
}

function main() {
  const o = parseArgs(process.argv.slice(2));
  runBench(async (keep) => {
    const sites: Site[] = [];
    const ours = await serveBuild(root);
    keep(ours.child);
    sites.push({ name: "ours", url: ours.url, path: (p) => p });
    if (o.before) {
      const before = await serveBuild(o.before);
      keep(before.child);
      sites.push({ name: "before", url: before.url, path: (p) => p });
    }
    for (const site of o.sites) sites.push({ ...site, path: (p) => p });
    const astro = await serveAnchor();
    keep(astro.child);
    sites.push({ name: "AstroWind", url: astro.url, path: (p) => astroPaths[p] ?? null });

    console.log(
      `# started ${new Date().toISOString()}; sites: ${sites.map((s) => `${s.name} ${s.url}`).join(", ")}`,
    );
    for (const cpu of o.cpu) {
      const results = measureSites(
        { cpu, runs: o.runs, pages: o.pages, keep: o.keep },
        sites,
        (r) =>
          `perf ${r.performance}, FCP ${n(r.fcp)}, LCP ${n(r.lcp)}, TBT ${n(r.tbt)}, ` +
          `TTI ${n(r.tti)}, tasks ${r.tasks} (${n(r.taskMs)} ms), DOM ${r.dom}, ` +
          `benchmark index ${n(r.bench)}`,
      );
      table(cpu, o.pages, sites, results);
    }
    console.log(`\n# finished ${new Date().toISOString()}`);
  });
}

// Run as a program (bench/pictures.ts imports the pieces above).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
