/**
 * What each prerendered page loads on a first visit, read from the build (no browser): its
 * stylesheets, fonts it preloads, eager images, and its one script with what it imports
 * statically (docs/decisions/0016-islands.md: islands load React and their code only when
 * hydrated, so none of that is first-load). Used by `npm run budgets`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface PageAssets {
  /** URL path of the page, e.g. "/pricing". */
  page: string;
  htmlBrotliBytes: number;
  scripts: string[];
  scriptGzipBytes: number;
  styles: string[];
  styleGzipBytes: number;
  fonts: string[];
  /** <img> without loading="lazy". */
  eagerImages: string[];
  /** The islands the page holds, by name (<site-island data-island>). */
  islands: string[];
  /** HTML + stylesheets + preloaded fonts + scripts + eager images. */
  requests: number;
}

const gzipCache = new Map<string, number>();
export function gzipBytes(client: string, file: string): number {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** Every index.html under build/client, as [URL path, file]. */
export function prerenderedPages(client: string): [string, string][] {
  const found: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "assets") walk(full);
      } else if (name === "index.html") {
        const rel = path.relative(client, dir).split(path.sep).join("/");
        found.push([`/${rel}`, full]);
      }
    }
  };
  walk(client);
  return found.sort(([a], [b]) => a.localeCompare(b));
}

const staticImport = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;

/** `files` and everything they import statically, as /assets/... paths. */
export function withStaticImports(client: string, files: Iterable<string>): string[] {
  const all = new Set(files);
  for (const file of all) {
    const code = readFileSync(path.join(client, file), "utf8");
    const dir = path.posix.dirname(file);
    for (const m of code.matchAll(staticImport)) all.add(path.posix.join(dir, m[1]!));
  }
  return [...all];
}

export function pageAssets(client: string, page: string, htmlFile: string): PageAssets {
  const html = readFileSync(htmlFile, "utf8");
  // The page's script and its imports, named in the inline boot script (page-scripts.server.ts).
  const bootScript = /<script>([^<]*addEventListener\("load"[^<]*)<\/script>/.exec(html)?.[1] ?? "";
  const boot = [...bootScript.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const scripts = withStaticImports(client, boot);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map(
    (m) => m[1]!,
  );
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
    (m) => m[1]!,
  );
  const eagerImages = [...html.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\sloading="lazy"/.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? "");
  const islands = [...html.matchAll(/<site-island data-island="([\w-]+)"/g)].map((m) => m[1]!);
  const sum = (files: string[]) => files.reduce((n, f) => n + gzipBytes(client, f), 0);
  return {
    page,
    htmlBrotliBytes: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
    scripts,
    scriptGzipBytes: sum(scripts),
    styles,
    styleGzipBytes: sum(styles),
    fonts,
    eagerImages,
    islands,
    requests: 1 + styles.length + fonts.length + scripts.length + eagerImages.length,
  };
}

/** Every prerendered page's assets (the /paid-internship alias included). */
export function allPageAssets(client: string): PageAssets[] {
  return prerenderedPages(client).map(([page, file]) => pageAssets(client, page, file));
}

export const kib = (bytes: number) => bytes / 1024;

if (process.argv[1] === import.meta.filename) {
  const client = path.resolve(import.meta.dirname, "../build/client");
  const rows = allPageAssets(client);
  console.log("page | JS KiB gz | JS files | CSS KiB gz | HTML KiB br | requests | islands");
  for (const r of rows)
    console.log(
      `${r.page} | ${kib(r.scriptGzipBytes).toFixed(1)} | ${r.scripts.length} | ${kib(r.styleGzipBytes).toFixed(1)} | ${kib(r.htmlBrotliBytes).toFixed(1)} | ${r.requests} | ${r.islands.join(" ")}`,
    );
}
