/**
 * Budgets checked in CI after the build (no timing, so nothing flakes):
 * - the home page's JavaScript and CSS, gzip, stay under the limits in budgets.json;
 * - every <img> of every prerendered page has width, height and alt.
 * Prints the figures either way; exits 1 when a budget is broken.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build/client");
const budgets = JSON.parse(readFileSync(path.join(root, "budgets.json"), "utf8")) as {
  homeJsGzipKiB: number;
  homeCssGzipKiB: number;
};

const gzipKiB = (file: string) =>
  gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length / 1024;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "assets" ? [] : htmlFiles(full);
    return name === "index.html" ? [full] : [];
  });
}

const failures: string[] = [];
const home = readFileSync(path.join(client, "index.html"), "utf8");
// Everything the page preloads or imports, plus the static imports of those files.
const scripts = new Set([...home.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!));
for (const file of scripts) {
  const code = readFileSync(path.join(client, file), "utf8");
  for (const m of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    scripts.add(`/assets/${m[1]}`);
  }
}
const styles = [...home.matchAll(/rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map(
  (m) => m[1]!,
);
const js = [...scripts].reduce((sum, file) => sum + gzipKiB(file), 0);
const css = styles.reduce((sum, file) => sum + gzipKiB(file), 0);
console.log(
  `home page JavaScript: ${scripts.size} files, ${js.toFixed(1)} KiB gzip (budget ${budgets.homeJsGzipKiB})`,
);
console.log(
  `home page CSS: ${styles.length} files, ${css.toFixed(1)} KiB gzip (budget ${budgets.homeCssGzipKiB})`,
);
if (js > budgets.homeJsGzipKiB)
  failures.push(`home JavaScript ${js.toFixed(1)} KiB > ${budgets.homeJsGzipKiB} KiB`);
if (css > budgets.homeCssGzipKiB)
  failures.push(`home CSS ${css.toFixed(1)} KiB > ${budgets.homeCssGzipKiB} KiB`);

let images = 0;
for (const file of htmlFiles(client)) {
  const page = `/${path.relative(client, path.dirname(file))}`;
  for (const [tag] of readFileSync(file, "utf8").matchAll(/<img\b[^>]*>/g)) {
    images += 1;
    for (const attr of ["width", "height", "alt"]) {
      if (!new RegExp(`\\s${attr}="`).test(tag))
        failures.push(`${page}: <img> without ${attr}: ${tag.slice(0, 120)}`);
    }
  }
}
console.log(`images checked: ${images} in ${htmlFiles(client).length} pages`);

if (failures.length) {
  console.error(`\nBudgets broken:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("budgets: ok");
