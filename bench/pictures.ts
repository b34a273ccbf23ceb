/**
 * `npx tsx bench/pictures.ts [--runs 3] [--cpu 4,8] [--pages /,/work,...] [--keep DIR]`:
 * the site's speed with real pictures in every picture field (issue 52's "served as fast as
 * today"). Starts the compiled server (npm run build first) on a new DATA_DIR, fills every picture
 * field the topics' schemas hold with photographs and screenshots made for the test, as staff
 * would through the editor (tests/support/picture-seeding.ts, tests/support/photos.ts), then runs
 * Lighthouse (mobile, simulated throttling; bench/lighthouse.ts and ../shared/tools/lighthouse.sh)
 * on /, /work, /services/graphic-designing and /internship: at 4x ours alone, at 8x interleaved
 * run by run with AstroWind's matching page (../shared/anchors, served as static files). Prints,
 * per page and CPU, the medians of performance, LCP, total bytes and image bytes, and every run's
 * benchmark index (3,500–4,000 on a quiet machine here; docs/performance.md). No figure is
 * asserted: only figures taken together compare.
 *
 * AstroWind's pages: / ↔ / (its hero through astro:assets), /work ↔ /blog (a grid of post
 * pictures), /services/graphic-designing ↔ /services, /internship ↔ /about. Its other pictures
 * are Unsplash addresses: on a machine with no network they fail and weigh nothing.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openSiteDatabase } from "../server/db";
import { signedInStaff } from "../tests/support/media";
import { pictureFixtures } from "../tests/support/photos";
import { seedPictures } from "../tests/support/picture-seeding";
import {
  measureSites,
  median,
  n,
  type Run,
  runBench,
  type Site,
  serveAnchor,
  serveBuild,
} from "./lighthouse";

const root = path.resolve(import.meta.dirname, "..");

/** Our page → AstroWind's page it is measured against. */
const astroPaths: Record<string, string> = {
  "/": "/",
  "/work": "/blog",
  "/services/graphic-designing": "/services",
  "/internship": "/about",
};
const defaultPages = Object.keys(astroPaths);

function parseArgs(argv: string[]) {
  const o = { runs: 3, cpu: [4, 8], pages: defaultPages, keep: undefined as string | undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--runs") o.runs = Number(value());
    else if (a === "--cpu") o.cpu = value().split(",").map(Number);
    else if (a === "--pages") o.pages = value().split(",");
    else if (a === "--keep") o.keep = path.resolve(value());
    else throw new Error(`unknown argument ${a}`);
  }
  if (!(o.runs >= 1) || o.cpu.some((c) => !(c >= 1))) throw new Error("bad --runs or --cpu");
  return o;
}

/** The slowdown at which AstroWind runs beside ours; at the others ours runs alone. */
const WITH_ASTROWIND = 8;

const kb = (bytes: number) => (Number.isFinite(bytes) ? `${n(bytes / 1024)} KB` : "n/a");

function table(cpu: number, pages: string[], sites: string[], results: Map<string, Run[]>) {
  console.log(
    `\nLighthouse mobile, CPU ${cpu}x (simulated), medians; benchmark index of each run in the last column\n`,
  );
  const header = [
    "page",
    "site",
    "perf",
    "LCP ms",
    "total bytes",
    "image bytes",
    "benchmark index",
  ];
  console.log(`| ${header.join(" | ")} |`);
  console.log(`| ${header.map(() => "---").join(" | ")} |`);
  for (const page of pages)
    for (const site of sites) {
      const runs = results.get(`${cpu} ${page} ${site}`) ?? [];
      if (runs.length === 0) continue;
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      const shown = site === "AstroWind" ? `AstroWind ${astroPaths[page]}` : "ours";
      console.log(
        `| ${page} | ${shown} | ${m("performance")} | ${n(m("lcp"))} | ${kb(m("totalBytes"))} | ` +
          `${kb(m("imageBytes"))} | ${runs.map((r) => n(r.bench)).join(", ")} |`,
      );
    }
}

function main() {
  const o = parseArgs(process.argv.slice(2));
  runBench(async (keep) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-pictures-"));
    const ours = await serveBuild(root, dataDir);
    keep(ours.child);
    const db = await openSiteDatabase({ DATA_DIR: dataDir });
    const started = Date.now();
    const seeded = await seedPictures({
      url: ours.url,
      db,
      staff: await signedInStaff(db, "owner"),
      fixtures: await pictureFixtures(ours.url),
    });
    await db.close();
    console.log(
      `# ${seeded.places.length} picture fields filled with ${seeded.items.size} pictures ` +
        `(${n([...seeded.items.values()].reduce((sum, item) => sum + item.bytes, 0) / 1024)} KB ` +
        `uploaded) in ${n((Date.now() - started) / 1000)} s; topics published: ` +
        seeded.published.map((p) => p.topic).join(", "),
    );
    // The first request of a picture's file makes it (once per instance): each AVIF the pages
    // name (what Chromium takes) is asked for once here, so measured runs meet them made, as
    // every visitor after the first does.
    const warmed = Date.now();
    const files = new Set<string>();
    for (const page of o.pages) {
      const html = await (await fetch(`${ours.url}${page}`)).text();
      for (const [url] of html.matchAll(/\/media\/[0-9a-f]{64}-[^\s",]+\.avif/g)) files.add(url);
    }
    for (const file of files) await (await fetch(`${ours.url}${file}`)).arrayBuffer();
    console.log(`# ${files.size} AVIF files made in ${n((Date.now() - warmed) / 1000)} s`);

    const needsAstro = o.cpu.includes(WITH_ASTROWIND);
    const astro = needsAstro ? await serveAnchor() : null;
    if (astro) keep(astro.child);
    console.log(
      `# started ${new Date().toISOString()}; ours ${ours.url}${astro ? `, AstroWind ${astro.url}` : ""}`,
    );
    for (const cpu of o.cpu) {
      const sites: Site[] = [{ name: "ours", url: ours.url, path: (p) => p }];
      if (cpu === WITH_ASTROWIND && astro)
        sites.push({ name: "AstroWind", url: astro.url, path: (p) => astroPaths[p] });
      const results = measureSites(
        { cpu, runs: o.runs, pages: o.pages, keep: o.keep },
        sites,
        (r) =>
          `perf ${r.performance}, LCP ${n(r.lcp)}, bytes ${kb(r.totalBytes)} ` +
          `(images ${kb(r.imageBytes)}), benchmark index ${n(r.bench)}`,
      );
      table(
        cpu,
        o.pages,
        sites.map((s) => s.name),
        results,
      );
    }
    console.log(`\n# finished ${new Date().toISOString()}`);
  });
}

main();
