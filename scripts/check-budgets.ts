/**
 * Budgets checked in CI after the build, from the files alone (no timing, so nothing flakes):
 * - every prerendered page's first-load JavaScript (gzip bytes and files), CSS, HTML (brotli, as
 *   served) and requests stay under the limits in budgets.json, and each web font under its size;
 * - a public page is HTML with islands (docs/decisions/0016-islands.md): its first load is its
 *   one script, never React, React Router or an island's code, and its HTML carries no route
 *   data (React Router's context, manifest or route modules);
 * - no font preload, and no web font named anywhere but in its @font-face and the rule that
 *   switches it on once cached (app/lib/browser/web-fonts.ts);
 * - no page's first-load JavaScript uses Intl or toLocale…(): the first use starts ICU, 15-30 ms
 *   of main thread on a fast machine and four times that on a phone (docs/performance.md);
 * - every <img> of every prerendered page has width, height and alt.
 * Timings and what hydrated islands load are measured in a browser (`npm run perf`, bench/). Prints
 * the figures either way; exits 1 when a budget is broken.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { webFonts } from "../app/lib/browser/web-fonts";
import { allPageAssets, kib, prerenderedPages } from "./page-assets";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build/client");

interface PerPage {
  default: number;
  [page: string]: number;
}
const budgets = JSON.parse(readFileSync(path.join(root, "budgets.json"), "utf8")) as {
  jsGzipKiB: PerPage;
  jsFiles: PerPage;
  cssGzipKiB: number;
  requests: PerPage;
  /** The HTML document as served (brotli): past about 14 KiB it needs a second round trip on a
   * new connection, which moves the first paint by one RTT (docs/performance.md). */
  htmlBrotliKiB: PerPage;
  /** Per web font, by file name without its hash. */
  fontKiB: Record<string, number>;
};
const limit = (table: PerPage, page: string) => table[page] ?? table.default;

const failures: string[] = [];
/** React, React Router or an island's own code (by name or by what it calls): loaded only when an
 * island is hydrated. */
const hydrationCode = (file: string, code: string) =>
  /\/assets\/(react|hydrate|chunk|staff-app\.client|lead-form)-[\w-]{8}\.js$/.test(file) ||
  /\bhydrateRoot\b|createElement\(`site-island`/.test(code);
/** Calls that start ICU on first use. */
const startsIcu = (code: string) => /\bIntl\.|\.toLocale\w*\(|\.localeCompare\(/.exec(code)?.[0];

console.log("page | JS KiB gzip (files) | CSS KiB gzip | HTML KiB brotli | requests | islands");
for (const page of allPageAssets(client)) {
  const js = kib(page.scriptGzipBytes);
  const css = kib(page.styleGzipBytes);
  const html = kib(page.htmlBrotliBytes);
  console.log(
    `${page.page} | ${js.toFixed(1)} (${page.scripts.length}) | ${css.toFixed(1)} | ${html.toFixed(1)} | ${page.requests} | ${page.islands.join(" ")}`,
  );
  const htmlLimit = limit(budgets.htmlBrotliKiB, page.page);
  if (html > htmlLimit) failures.push(`${page.page}: HTML ${html.toFixed(1)} KiB > ${htmlLimit}`);
  const jsLimit = limit(budgets.jsGzipKiB, page.page);
  if (js > jsLimit) failures.push(`${page.page}: JavaScript ${js.toFixed(1)} KiB > ${jsLimit}`);
  const filesLimit = limit(budgets.jsFiles, page.page);
  if (page.scripts.length > filesLimit)
    failures.push(`${page.page}: ${page.scripts.length} JavaScript files > ${filesLimit}`);
  if (css > budgets.cssGzipKiB)
    failures.push(`${page.page}: CSS ${css.toFixed(1)} KiB > ${budgets.cssGzipKiB}`);
  const requestLimit = limit(budgets.requests, page.page);
  if (page.requests > requestLimit)
    failures.push(`${page.page}: ${page.requests} first-load requests > ${requestLimit}`);
  if (page.scripts.length === 0) failures.push(`${page.page}: no page script`);
  for (const file of page.scripts) {
    const code = readFileSync(path.join(client, file), "utf8");
    if (hydrationCode(file, code))
      failures.push(`${page.page}: loads ${file} at once, which only a hydrated island needs`);
    const icu = startsIcu(code);
    if (icu) failures.push(`${page.page}: ${file} calls ${icu}, which starts ICU while loading`);
  }
  for (const font of page.fonts)
    failures.push(`${page.page}: preloads ${font}, which puts a web font before the first paint`);
}

const assets = path.join(client, "assets");
for (const file of readdirSync(assets).filter((f) => f.endsWith(".woff2"))) {
  const size = kib(statSync(path.join(assets, file)).size);
  const fontLimit = budgets.fontKiB[file.replace(/-[\w-]{8}\.woff2$/, "")] ?? 0;
  if (size > fontLimit) failures.push(`${file}: ${size.toFixed(1)} KiB > ${fontLimit}`);
}

/**
 * Where the stylesheet names a web font: only its @font-face and the rule on the class that
 * switches it on once cached may; anywhere else would fetch it on the way to a first paint.
 */
for (const file of readdirSync(assets).filter((f) => f.endsWith(".css"))) {
  const css = readFileSync(path.join(assets, file), "utf8");
  for (const font of Object.values(webFonts)) {
    for (const m of css.matchAll(new RegExp(font.family, "g"))) {
      const blockStart = css.lastIndexOf("{", m.index);
      const selector = css.slice(css.lastIndexOf("}", blockStart) + 1, blockStart);
      if (!/@font-face/.test(selector) && !selector.includes(`.${font.className}`))
        failures.push(`${file}: names "${font.family}" outside its @font-face (in ${selector})`);
    }
  }
}

let images = 0;
for (const [page, file] of prerenderedPages(client)) {
  const html = readFileSync(file, "utf8");
  for (const font of Object.values(webFonts))
    if (html.includes(font.family))
      failures.push(`${page}: names the web font "${font.family}", fetched before the first paint`);
  for (const routeData of [
    "__reactRouterContext",
    "__reactRouterManifest",
    "__reactRouterRouteModules",
  ])
    if (html.includes(routeData)) failures.push(`${page}: carries route data (${routeData})`);
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    images += 1;
    for (const attr of ["width", "height", "alt"]) {
      if (!new RegExp(`\\s${attr}="`).test(tag))
        failures.push(`${page}: <img> without ${attr}: ${tag.slice(0, 120)}`);
    }
  }
}
console.log(`images checked: ${images} in ${prerenderedPages(client).length} pages`);

if (failures.length) {
  console.error(`\nBudgets broken:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("budgets: ok");
