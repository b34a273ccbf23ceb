/**
 * Budgets checked in CI after the build, from the files alone (no timing, so nothing flakes):
 * - every prerendered page's first-load JavaScript (gzip bytes and files), CSS, HTML and requests
 *   stay under the limits in budgets.json, and each web font under its size;
 * - nothing is fetched ahead of the first paint but the stylesheet: no modulepreload link and no
 *   static import in any page's boot script, no font preload, and no web font named anywhere but
 *   in its @font-face and the rule that switches it on once cached (app/lib/web-fonts.ts);
 * - no page loads a file that holds a single icon, nor the on-demand code (popup, lead form,
 *   announcement) unless the page shows it;
 * - no page's JavaScript uses Intl or toLocale…(): the first use starts ICU, 15-30 ms of main
 *   thread on a fast machine and four times that on a phone (docs/performance.md);
 * - every <img> of every prerendered page has width, height and alt.
 * Lighthouse timings are measured by `npm run perf`, not here. Prints the figures either way;
 * exits 1 when a budget is broken.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { webFonts } from "../app/lib/web-fonts";
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
  /** The HTML document: past about 13 KiB brotli it needs a second round trip on a new
   * connection, which moves the first paint by one RTT (docs/performance.md). */
  htmlGzipKiB: PerPage;
  /** Per web font, by file name without its hash. */
  fontKiB: Record<string, number>;
  onDemandChunks: string[];
  onDemandAllowed: Record<string, string[]>;
};
const limit = (table: PerPage, page: string) => table[page] ?? table.default;

const failures: string[] = [];
/** A file holding only icon definitions (lucide's {name, size, node} data), no components. */
const iconOnly = (file: string) => {
  const code = readFileSync(path.join(client, file), "utf8");
  return /\{name:`[\w-]+`,size:24,node:/.test(code) && !/\.jsxs?\)?\(/.test(code);
};
/** Calls that start ICU on first use. */
const startsIcu = (file: string) =>
  /\bIntl\.|\.toLocale\w*\(|\.localeCompare\(/.exec(
    readFileSync(path.join(client, file), "utf8"),
  )?.[0];
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, "");

console.log("page | JS KiB gzip (files) | CSS KiB | HTML KiB | requests");
for (const page of allPageAssets(client)) {
  const js = kib(page.scriptGzipBytes);
  const css = kib(page.styleGzipBytes);
  const html = kib(page.htmlGzipBytes);
  console.log(
    `${page.page} | ${js.toFixed(1)} (${page.scripts.length}) | ${css.toFixed(1)} | ${html.toFixed(1)} | ${page.requests}`,
  );
  const htmlLimit = limit(budgets.htmlGzipKiB, page.page);
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
  for (const file of page.scripts) {
    const name = chunkName(file);
    if (iconOnly(file)) failures.push(`${page.page}: loads ${file}, a file of icons only`);
    const icu = startsIcu(file);
    if (icu) failures.push(`${page.page}: ${file} calls ${icu}, which starts ICU while loading`);
    const allowed = budgets.onDemandAllowed[page.page] ?? [];
    if (budgets.onDemandChunks.includes(name) && !allowed.includes(name))
      failures.push(`${page.page}: loads ${file}, which only an open dialog or form needs`);
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
  if (/<link rel="modulepreload"/.test(html))
    failures.push(`${page}: modulepreload links put scripts before the first paint`);
  const boot = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  if (/^\s*import\s/m.test(boot))
    failures.push(`${page}: the boot script imports modules statically (before the first paint)`);
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
