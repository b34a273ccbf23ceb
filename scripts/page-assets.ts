/**
 * What each prerendered page loads on a first visit, read from the build (no browser): its
 * stylesheets, fonts it preloads, eager images, and the JavaScript React Router boots it with
 * (the entry, the matched routes' modules and every file they import statically). Used by
 * `npm run budgets` and `npm run perf`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageAssets {
  /** URL path of the page, e.g. "/pricing". */
  page: string;
  htmlGzipBytes: number;
  scripts: string[];
  scriptGzipBytes: number;
  styles: string[];
  styleGzipBytes: number;
  fonts: string[];
  /** <img> without loading="lazy". */
  eagerImages: string[];
  /** HTML + stylesheets + preloaded fonts + scripts + eager images. */
  requests: number;
}

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}
interface BootManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
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

/**
 * The route manifest a page's boot script imports (every route is in it: react-router.config.ts
 * turns lazy route discovery off) and the ids of the routes the page matched.
 */
export function bootData(
  client: string,
  html: string,
): { manifestFile: string; manifest: BootManifest; routeIds: string[] } {
  const manifestFile = /"(\/assets\/manifest-[\w-]+\.js)"/.exec(html)?.[1];
  const modules = /window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(html)?.[1];
  if (!manifestFile || modules === undefined)
    throw new Error("no React Router boot script in the page");
  const code = readFileSync(path.join(client, manifestFile), "utf8");
  const manifestJson = /window\.__reactRouterManifest\s*=\s*(\{[\s\S]*\});?\s*$/.exec(code)?.[1];
  if (!manifestJson) throw new Error(`${manifestFile} holds no route manifest`);
  const manifest = JSON.parse(manifestJson) as BootManifest;
  const routeIds = [...modules.matchAll(/"([^"]+)":/g)].map((m) => m[1]!);
  return { manifestFile, manifest, routeIds };
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
  const { manifestFile, manifest, routeIds } = bootData(client, html);
  const boot = [manifestFile, manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`${page}: route ${id} missing from the manifest`);
    boot.push(route.module, ...(route.imports ?? []));
  }
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
  const sum = (files: string[]) => files.reduce((n, f) => n + gzipBytes(client, f), 0);
  return {
    page,
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    scripts,
    scriptGzipBytes: sum(scripts),
    styles,
    styleGzipBytes: sum(styles),
    fonts,
    eagerImages,
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
  console.log("page | JS KiB gz | JS files | CSS KiB gz | HTML KiB gz | requests");
  for (const r of rows)
    console.log(
      `${r.page} | ${kib(r.scriptGzipBytes).toFixed(1)} | ${r.scripts.length} | ${kib(r.styleGzipBytes).toFixed(1)} | ${kib(r.htmlGzipBytes).toFixed(1)} | ${r.requests}`,
    );
}
