/**
 * `npx tsx bench/islands.ts`: what a phone runs on our public pages, beside the AstroWind
 * template (../shared/anchors: a static Astro site, 5 KB of JavaScript) in the same run, since
 * this machine's speed changes from hour to hour (docs/decisions/0016-islands.md). Prints one
 * Markdown table per measure; every figure is a median over --runs.
 *
 * Every public page in both languages, each beside AstroWind's matching page (`astroPaths`:
 * the page of the same kind; Hindi pages beside the same page as their English twins), in
 * Debian's Chromium (390 × 844, a phone):
 * - JavaScript before any interaction (the page left alone 6 s) and after scrolling to the
 *   bottom: compressed bytes of every script received;
 * - the share of the page's elements React owns (a hydrated fiber on the element), after
 *   scrolling, nothing touched;
 * - the HTML: brotli (quality 11, of the page as received: the same measure for both sites,
 *   whatever their servers send) and as served;
 * - main-thread blocking after the first paint, with the CPU 4x slower and Slow 4G (562.5 ms,
 *   1.47 Mbit/s, as DevTools and Lighthouse's devtools mode): the part over 50 ms of every long
 *   task that starts after the first contentful paint and within 7 s of the navigation;
 * - the first tap on the mobile menu 1 s after load, same throttling: the interaction's latency
 *   as the browser reports it (Event Timing, what INP counts: from the touch to the frame that
 *   shows the menu), and beside it the time from Playwright's tap until the menu is visible
 *   (which adds Playwright's own checks and polling, about 150 ms that vary by 30-60 ms between
 *   runs of the same page); on /, /pricing and /hi also the same page with its scripts removed
 *   and the Message button (until the popup shows);
 * - the next page's LCP after the pointer rests on a menu link (Speculation Rules), at 1280 px.
 * Then one table of the issue's bars (docs/performance.md): JavaScript after scrolling at most
 * AstroWind's + 3 KiB, React 0 %, HTML at most 14 KiB brotli, the menu tap's latency at most
 * AstroWind's + 10 ms, blocking at most AstroWind's.
 *
 *   npx tsx bench/islands.ts [--runs 3] [--before DIR] [--only jsbytes,blocking,taps,next]
 *                            [--pages /,/hi]
 *
 * Ours is the build in build/ (npm run build first); --before DIR also serves another checkout's
 * build (e.g. a worktree of an earlier commit) as a third column. Lighthouse scores and total
 * bytes come from ../shared/tools/lighthouse.sh, run on the same servers (printed at the end).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { localizedPages } from "../app/base/site-routes";
import { chromiumArgs, fullChromium } from "../tests/support/chromium";
import { freePort } from "../tests/support/free-port";
import { waitForUrl } from "./wait-for-url";

const root = path.resolve(import.meta.dirname, "..");
const anchor = path.resolve(root, "../shared/anchors/astrowind");
const serveStatic = path.resolve(root, "../shared/tools/serve-static.mjs");

interface Site {
  name: string;
  url: string;
  /** Our path → the matching page of this site (null: none). */
  path: (ours: string) => string | null;
  menuButton: string;
  menuShown: string;
  message?: { button: string; shown: string };
  /** A header link to hover then follow, for the next page's LCP… */
  nextLink: string;
  /** …once the pointer is over this menu (AstroWind's Pricing is in a hover menu). */
  nextMenu?: string;
}

const ourSite = (name: string, url: string): Site => ({
  name,
  url,
  path: (p) => p,
  menuButton: "header details.xl\\:hidden > summary",
  menuShown: "header details.xl\\:hidden[open] nav",
  message: {
    button: '[data-floating-widget] a[href$="/contact-us"]',
    shown: "dialog#contact-popup[open]",
  },
  nextLink: 'header nav[aria-label="Main"] a[href="/pricing"]',
});

/**
 * AstroWind's page for each of ours: the same page where it has one, else the page of the same
 * kind (a service → its services page, a policy → its terms, the long showcase pages → its home,
 * a page with a form → its contact page). A Hindi page is matched as its English twin.
 */
const astroPaths: Record<string, string> = {
  "/": "/",
  "/pricing": "/pricing",
  "/aboutUs": "/about",
  "/terms-and-conditions": "/terms",
  "/services": "/services",
  "/contact-us": "/contact",
  "/privacy-policy": "/privacy",
  "/services/website-development": "/services",
  "/services/app-development": "/services",
  "/services/graphic-designing": "/services",
  "/services/digital-marketing": "/services",
  "/work": "/",
  "/internship": "/",
  "/career": "/contact",
  "/Cancellation-and-Refund": "/terms",
  "/Shipping-and-Delivery": "/terms",
};
const englishTwin = (path: string) => path.replace(/^\/hi(?=\/|$)/, "") || "/";
const astroSite = (url: string): Site => ({
  name: "AstroWind",
  url,
  path: (p) => astroPaths[englishTwin(p)] ?? null,
  menuButton: "[data-aw-toggle-menu]",
  menuShown: "#header nav:not(.hidden)",
  nextLink: '#header nav a[href="/pricing"]',
  nextMenu: '#header nav button:has-text("Pages")',
});

/** Every public page, English then Hindi. */
const allPages = localizedPages.map((page) => page.path);
/** Where the scripts-removed and Message taps are also measured. */
const tapDetailPages = ["/", "/pricing", "/hi"];

/** DevTools' and Lighthouse's (devtools mode) Slow 4G. */
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Our compiled server for the checkout at `dir`, on a free port. */
async function serveBuild(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // The origin the pages were built with: served as built (and as compressed), not rewritten
  // for another origin at start.
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
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-islands-")),
      LOG_LEVEL: "error",
      SHUTDOWN_DRAIN_MS: "0",
      // The page limit would refuse a benchmark's reloads of the server-rendered 404s.
      PAGE_RATE_LIMIT_MAX: "100000",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/healthz`);
  return { url, child };
}

async function phone(browser: Browser, options: { touch?: boolean } = {}) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: options.touch ?? false,
  });
}

async function noPromo(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem("promo-modal-shown", "1");
    } catch {}
  });
}

async function throttle(page: Page, cpu = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", slow4g);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
}

const scriptBytes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter(
        (e) =>
          (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"),
      )
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );

const reactShare = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll("*")];
    const owned = all.filter((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));
    return { owned: owned.length, all: all.length };
  });

async function scrollToBottom(page: Page) {
  for (let step = 0; step < 80; step++) {
    const atBottom = await page.evaluate(
      () => scrollY + innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atBottom) break;
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(80);
  }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
}

interface Bytes {
  jsAtLoad: number;
  jsScrolled: number;
  owned: number;
  elements: number;
  /** As served (encoded body). */
  html: number;
  /** Brotli, quality 11, of the page as received. */
  htmlBrotli: number;
}

async function measureBytes(browser: Browser, site: Site, ours: string): Promise<Bytes | null> {
  const target = site.path(ours);
  if (target === null) return null;
  const context = await phone(browser);
  await noPromo(context);
  const page = await context.newPage();
  const response = await page.goto(site.url + target, { waitUntil: "load" });
  const htmlBrotli = brotliCompressSync(await response!.body(), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  const html = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .encodedBodySize,
  );
  await page.waitForTimeout(6000);
  const jsAtLoad = await scriptBytes(page);
  await scrollToBottom(page);
  const jsScrolled = await scriptBytes(page);
  const share = await reactShare(page);
  await context.close();
  return { jsAtLoad, jsScrolled, owned: share.owned, elements: share.all, html, htmlBrotli };
}

/** Blocking time after the first paint, within 7 s, CPU 4x, Slow 4G. */
async function measureBlocking(browser: Browser, site: Site, ours: string): Promise<number | null> {
  const target = site.path(ours);
  if (target === null) return null;
  const context = await phone(browser);
  await noPromo(context);
  await context.addInitScript(() => {
    const w = window as unknown as { longTasks: [number, number][] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  const page = await context.newPage();
  await throttle(page);
  await page.goto(site.url + target, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.now() > 7000, undefined, {
    timeout: 30_000,
    polling: 250,
  });
  const blocking = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks;
    return tasks
      .filter(([start]) => start >= fcp && start < 7000)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  });
  await context.close();
  return blocking;
}

/** A tap's two timings: as the browser reports it (Event Timing), and as Playwright waits for it. */
interface Tap {
  /** The interaction's latency as INP counts it: from the touch until the frame that shows its result. */
  latency: number;
  /** From `page.tap` until `shown` is visible: Playwright's checks and polling included. */
  wall: number;
}

/**
 * Keeps every Event Timing entry that belongs to an interaction. A string, as tsx would wrap a
 * function's inner functions in a helper the page does not have. 16 ms is the lowest threshold
 * allowed; `first-input` reports the first input whatever it takes.
 */
const tapObserver = `
  window.tapEntries = [];
  const keep = (list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) tapEntries.push({ id: entry.interactionId, duration: entry.duration });
  };
  new PerformanceObserver(keep).observe({ type: "event", durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: "first-input", buffered: true });
`;

/**
 * The first tap 1 s after load, CPU 4x, Slow 4G; null if the site has no such page. `latency` is
 * the longest Event Timing entry of the tap's interaction (pointerdown, pointerup, click: what INP
 * takes), in the page's own clock, without the ~150 ms of Playwright's actionability checks and
 * polling that `wall` carries; NaN when `shown` did not appear within 10 s (the tap opened
 * another page, say).
 */
async function measureTap(
  browser: Browser,
  site: Site,
  ours: string,
  button: string,
  shown: string,
  blockScripts = false,
): Promise<Tap | null> {
  const target = site.path(ours);
  if (target === null) return null;
  const context = await phone(browser, { touch: true });
  await noPromo(context);
  // An init script, not a page script: it runs with the page's scripts removed too.
  await context.addInitScript(tapObserver);
  if (blockScripts) await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await throttle(page);
  await page.goto(site.url + target, { waitUntil: "load", timeout: 60_000 });
  await page.waitForTimeout(1000);
  const started = Date.now();
  await page.tap(button, { timeout: 20_000 });
  const shownAt = await page
    .waitForSelector(shown, { state: "visible", timeout: 10_000 })
    .then(() => Date.now())
    .catch(() => Number.NaN);
  // Entries are queued after the frame they end with: give the observer a moment.
  await page.waitForTimeout(300);
  const latency = Number.isNaN(shownAt)
    ? Number.NaN
    : await page.evaluate(() => {
        const seen = (window as unknown as { tapEntries: { id: number; duration: number }[] })
          .tapEntries;
        const first = seen[0]?.id;
        const durations = seen.filter((e) => e.id === first).map((e) => e.duration);
        return durations.length ? Math.max(...durations) : Number.NaN;
      });
  await context.close();
  return { latency, wall: shownAt - started };
}

/** The next page's LCP after the pointer rests 600 ms on a menu link, or with a cold click. */
async function measureNextLcp(browser: Browser, site: Site, hover: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await noPromo(context);
  await context.addInitScript(() => {
    const w = window as unknown as { lcp: number };
    w.lcp = 0;
    new PerformanceObserver((list) => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
        activationStart?: number;
      };
      for (const entry of list.getEntries())
        w.lcp = Math.max(0, entry.startTime - (nav?.activationStart ?? 0));
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const page = await context.newPage();
  await throttle(page, 1);
  await page.goto(`${site.url}/`, { waitUntil: "load", timeout: 60_000 });
  await page.waitForTimeout(1500);
  const link = page.locator(site.nextLink).first();
  if (site.nextMenu) await page.hover(site.nextMenu);
  if (hover) {
    await link.hover();
    await page.waitForTimeout(2500);
  }
  await link.click();
  await page.waitForURL(/\/pricing$/, { timeout: 30_000 });
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => (window as unknown as { lcp: number }).lcp);
  await context.close();
  return lcp;
}

function table(title: string, header: string[], rows: (string | number)[][]) {
  console.log(`\n### ${title}\n`);
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** `runs` values of `measure` (nulls left out). */
async function sample<T>(runs: number, measure: () => Promise<T | null>): Promise<T[]> {
  const values: T[] = [];
  for (let i = 0; i < runs; i++) {
    const value = await measure();
    if (value !== null) values.push(value);
  }
  return values;
}

const mid = (values: number[]) => (values.length ? median(values) : Number.NaN);
const runsOf = (values: number[]) =>
  values.length ? `${Math.round(median(values))} (${values.map(Math.round).join(", ")})` : "–";

async function main() {
  const argv = process.argv.slice(2);
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const runs = Number(option("--runs") || 3) || 3;
  const beforeDir = option("--before");
  const only = new Set((option("--only") ?? "jsbytes,blocking,taps,next").split(","));
  const pages = option("--pages")?.split(",") ?? allPages;

  const children: ChildProcess[] = [];
  const ours = await serveBuild(root);
  children.push(ours.child);
  const sites: Site[] = [ourSite("ours", ours.url)];
  if (beforeDir) {
    const before = await serveBuild(path.resolve(beforeDir));
    children.push(before.child);
    sites.push(ourSite("before", before.url));
  }
  const astroPort = await freePort();
  children.push(
    spawn(process.execPath, [serveStatic, anchor, String(astroPort)], {
      cwd: root,
      stdio: "ignore",
    }),
  );
  const astroUrl = `http://127.0.0.1:${astroPort}`;
  await waitForUrl(`${astroUrl}/`);
  const astro = astroSite(astroUrl);
  sites.push(astro);

  const browser = await chromium.launch({
    executablePath: fullChromium,
    args: chromiumArgs,
  });
  /**
   * Bytes do not change with the machine's load: AstroWind's, which several of our pages share,
   * are measured once. Timings do: for each of our pages every run measures each site in turn
   * (ours, then the others), so the machine is in the same state for all of them.
   */
  const cache = new Map<string, Promise<Bytes[]>>();
  const bytesOf = (site: Site, p: string) => {
    const key = `${site.name} ${site.path(p)}`;
    if (site.name === "ours" || !cache.has(key))
      cache.set(
        key,
        sample(runs, () => measureBytes(browser, site, p)),
      );
    return cache.get(key) as Promise<Bytes[]>;
  };
  /** `runs` timings of one page of each site, taken in turn. */
  const interleaved = async <T>(
    measure: (site: Site) => Promise<T | null>,
  ): Promise<Map<string, T[]>> => {
    const values = new Map<string, T[]>(sites.map((site) => [site.name, []]));
    for (let i = 0; i < runs; i++)
      for (const site of sites) {
        const value = await measure(site);
        if (value !== null) values.get(site.name)?.push(value);
      }
    return values;
  };
  const tapSelectors = (site: Site, kind: "menu" | "bare" | "message") =>
    kind === "message"
      ? site.message && [site.message.button, site.message.shown]
      : [site.menuButton, site.menuShown];

  const verdict = new Map<string, Record<string, string>>();
  const judge = (p: string, measure: string, ok: boolean, text: string) => {
    const row = verdict.get(p) ?? {};
    row[measure] = `${ok ? "✓" : "✗"} ${text}`;
    verdict.set(p, row);
  };
  try {
    const names = sites.map((s) => s.name);
    if (only.has("jsbytes")) {
      const rows: (string | number)[][] = [];
      for (const p of pages) {
        const cells: string[] = [];
        const htmlCells: string[] = [];
        const shareCells: string[] = [];
        const medians = new Map<string, { js: number; share: number; brotli: number }>();
        for (const site of sites) {
          const all = await bytesOf(site, p);
          if (all.length === 0) {
            cells.push("–");
            htmlCells.push("–");
            shareCells.push("–");
            continue;
          }
          const at = (pick: (b: Bytes) => number) => mid(all.map(pick));
          const owned = at((b) => b.owned);
          const elements = at((b) => b.elements);
          cells.push(`${kib(at((b) => b.jsAtLoad))} / ${kib(at((b) => b.jsScrolled))}`);
          htmlCells.push(`${kib(at((b) => b.htmlBrotli))} (${kib(at((b) => b.html))})`);
          shareCells.push(`${((100 * owned) / elements).toFixed(1)} % (${owned}/${elements})`);
          medians.set(site.name, {
            js: at((b) => b.jsScrolled),
            share: owned / elements,
            brotli: at((b) => b.htmlBrotli),
          });
        }
        rows.push([p, ...cells, ...htmlCells, ...shareCells]);
        const ourMedians = medians.get("ours");
        const astroMedians = medians.get(astro.name);
        if (ourMedians && astroMedians) {
          judge(
            p,
            "JS scrolled ≤ AW + 3 KiB",
            ourMedians.js <= astroMedians.js + 3 * 1024,
            `${kib(ourMedians.js)} / ${kib(astroMedians.js)}`,
          );
          judge(p, "React 0 %", ourMedians.share === 0, `${(100 * ourMedians.share).toFixed(1)} %`);
          judge(p, "HTML ≤ 14 KiB br", ourMedians.brotli <= 14 * 1024, kib(ourMedians.brotli));
        }
      }
      table(
        "JavaScript KiB received: left alone 6 s / scrolled to the bottom; HTML KiB, brotli q11 (as served); React's share of elements after scrolling (medians)",
        [
          "page",
          ...names.map((n) => `JS ${n}`),
          ...names.map((n) => `HTML ${n}`),
          ...names.map((n) => `React ${n}`),
        ],
        rows,
      );
    }
    if (only.has("blocking")) {
      const rows: (string | number)[][] = [];
      for (const p of pages) {
        const cells: string[] = [];
        const medians = new Map<string, number>();
        const all = await interleaved((site) => measureBlocking(browser, site, p));
        for (const site of sites) {
          const values = all.get(site.name) ?? [];
          cells.push(runsOf(values));
          medians.set(site.name, mid(values));
        }
        rows.push([p, ...cells]);
        const mine = medians.get("ours") ?? Number.NaN;
        const theirs = medians.get(astro.name) ?? Number.NaN;
        judge(p, "blocking ≤ AW", mine <= theirs, `${Math.round(mine)} / ${Math.round(theirs)}`);
      }
      table(
        "Main-thread blocking after first paint, ms (CPU 4x, Slow 4G, within 7 s; median (runs))",
        ["page", ...names],
        rows,
      );
    }
    if (only.has("taps")) {
      const rows: (string | number)[][] = [];
      const kinds = [
        ["menu", "menu"],
        ["bare", "menu, scripts removed"],
        ["message", "Message"],
      ] as const;
      for (const p of pages) {
        for (const [kind, label] of kinds) {
          if (kind !== "menu" && !tapDetailPages.includes(p)) continue;
          const cells: string[] = [];
          const medians = new Map<string, number>();
          const all = await interleaved(async (site) => {
            const selectors = tapSelectors(site, kind);
            if (!selectors) return null;
            return measureTap(browser, site, p, selectors[0]!, selectors[1]!, kind === "bare");
          });
          const walls = new Map<string, number>();
          for (const site of sites) {
            const taps = all.get(site.name) ?? [];
            const shown = taps.filter((tap) => !Number.isNaN(tap.wall));
            const runsText = taps
              .map((tap) => (Number.isNaN(tap.wall) ? "not shown" : Math.round(tap.latency)))
              .join(", ");
            const latency = mid(shown.map((tap) => tap.latency));
            const wall = mid(shown.map((tap) => tap.wall));
            cells.push(
              taps.length === 0
                ? "–"
                : shown.length === 0
                  ? `not shown (${runsText})`
                  : `${Math.round(latency)} (${runsText}); ${Math.round(wall)}`,
            );
            medians.set(site.name, latency);
            walls.set(site.name, wall);
          }
          rows.push([`${p}: ${label}`, ...cells]);
          if (kind === "menu") {
            const mine = medians.get("ours") ?? Number.NaN;
            const theirs = medians.get(astro.name) ?? Number.NaN;
            const wallText = `${Math.round(walls.get("ours") ?? Number.NaN)} / ${Math.round(walls.get(astro.name) ?? Number.NaN)}`;
            judge(
              p,
              "menu tap ≤ AW + 10 ms",
              mine <= theirs + 10,
              `${Math.round(mine)} / ${Math.round(theirs)} (Playwright: ${wallText})`,
            );
          }
        }
      }
      table(
        "First tap, 1 s after load, ms (CPU 4x, Slow 4G): the interaction's latency as INP counts it, median (runs); then Playwright's tap-until-visible, median",
        ["tap", ...names],
        rows,
      );
    }
    if (only.has("next")) {
      const rows: (string | number)[][] = [];
      for (const hover of [true, false]) {
        const cells: string[] = [];
        for (const site of sites) {
          const values: number[] = [];
          for (let i = 0; i < runs; i++) values.push(await measureNextLcp(browser, site, hover));
          cells.push(runsOf(values));
        }
        rows.push([hover ? "after resting on the link" : "plain click", ...cells]);
      }
      table(
        "Next page's LCP, / → /pricing at 1280 px, Slow 4G, ms (median (runs))",
        ["", ...names],
        rows,
      );
    }
    if (verdict.size > 0) {
      const measures = [...new Set([...verdict.values()].flatMap((row) => Object.keys(row)))];
      table(
        `The bars, ours against AstroWind's matching page (medians of ${runs}; ✓ met, ✗ not)`,
        ["page", "AstroWind's", ...measures],
        [...verdict].map(([p, row]) => [
          p,
          astro.path(p) ?? "–",
          ...measures.map((m) => row[m] ?? "–"),
        ]),
      );
    }
    console.log(`\nServers: ${sites.map((s) => `${s.name} ${s.url}`).join(", ")}`);
  } finally {
    await browser.close();
    for (const child of children) child.kill("SIGTERM");
  }
}

await main();
