/**
 * What `npm run build` records of itself (build/site.json), and the project's root wherever the
 * server runs from (server/ under tsx, build/server-dist/ compiled).
 *
 * Prerendered pages carry the origin they were built for in their canonical, hreflang, Open
 * Graph and JSON-LD links and in the root's data that hydration reads. A server started with
 * another SITE_URL serves them with its own origin: the origin is replaced in memory when the
 * files are loaded (server/steps/static-files.ts), before their CSP hashes are computed, and the
 * server logs both origins. So one build (one container image) can serve any SITE_URL, and no
 * page ever names an origin other than the server's (docs/decisions/0015-deploy.md).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface BuildInfo {
  /** The origin the prerendered pages were built for (SITE_URL at build time, or its default). */
  siteUrl: string;
  /**
   * When the build was made (ISO 8601): the date of the shipped words, which the sitemap gives
   * a page no revision changed. Absent in builds made before it was recorded.
   */
  builtAt?: string;
}

const fileName = "site.json";

/** The nearest folder upwards holding package.json: the project's root. */
export function projectRoot(from = import.meta.dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export function writeBuildInfo(buildDir: string, info: BuildInfo): void {
  writeFileSync(path.join(buildDir, fileName), `${JSON.stringify(info, null, 2)}\n`);
}

/** The build's record, or null for a build made before it was written. */
export function readBuildInfo(buildDir: string): BuildInfo | null {
  const file = path.join(buildDir, fileName);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as BuildInfo;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Replaces one origin by another in a text: every occurrence not followed by more of a host
 * name or a port ("https://example.in" is not replaced in "https://example.in.co").
 */
export function originReplacer(from: string, to: string): (text: string) => string {
  const pattern = new RegExp(`${escapeRegExp(from)}(?![\\w.:-])`, "g");
  return (text) => text.replace(pattern, to);
}
