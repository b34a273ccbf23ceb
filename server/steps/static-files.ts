/**
 * Serves build/client from memory: hashed assets with a year of immutable caching, prerendered
 * pages as their HTML files (React Router's handler would render them again on every request), and
 * the brotli or gzip copy written at build time when the browser accepts it.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { isAdminPath } from "../../app/base/admin-path";
import { localeOfPath, localizedPath } from "../../app/base/locale";
import type { Logger } from "../log";
import { fileCacheControl, type HeaderSet, type ResponseHeaders } from "./headers";
import { logRequest } from "./request-log";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
};

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** sha256 sources of the inline scripts of a prerendered page, for its CSP. */
  scriptHashes?: string[];
}

/** The content type a file is served with, by its name's extension. */
export function typeOfFile(name: string): string {
  return types[path.extname(name)] ?? "application/octet-stream";
}

/** A file's ETag: a hash of its bytes. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
}

/** sha256 CSP sources of every inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (!body) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Files that may name the site's origin: prerendered pages and their data (never assets). */
const mayNameOrigin = /\.(html|data|json|xml|txt|webmanifest)$/;

export interface LoadOptions {
  /**
   * Rewrites the text of prerendered pages and their data when the server's SITE_URL differs
   * from the build's (server/build-info.ts). Their compressed copies are made again.
   */
  rewrite?: (text: string) => string;
}

/** Maps URL paths to files. "/aboutUs" maps to aboutUs/index.html (a prerendered page). */
export function loadStaticFiles(
  clientDir: string,
  options: LoadOptions = {},
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  for (const full of walk(clientDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const rel = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
    const ext = path.extname(full);
    let body = readFileSync(full);
    let br = existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined;
    let gz = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined;
    if (options.rewrite && mayNameOrigin.test(full) && !rel.startsWith("/assets/")) {
      const text = body.toString("utf8");
      const rewritten = options.rewrite(text);
      if (rewritten !== text) {
        body = Buffer.from(rewritten, "utf8");
        // Quality 5, not the build's 11: these copies are made at every start (about 2 s for
        // 80 files here, against 18 s at quality 9), for some 10% more bytes.
        br &&= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        gz &&= gzipSync(body, { level: 6 });
      }
    }
    const isHtml = ext === ".html";
    const file: StaticFile = {
      body,
      br,
      gz,
      type: typeOfFile(full),
      etag: etagOf(body),
      cacheControl: fileCacheControl(rel, isHtml),
      scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : undefined,
    };
    if (isHtml && rel.endsWith("/index.html")) {
      // A prerendered page answers at its route path only, never at .../index.html.
      const route = rel === "/index.html" ? "/" : rel.slice(0, -"/index.html".length);
      files.set(route, file);
    } else if (!isHtml) {
      files.set(rel, file);
    }
  }
  return files;
}

export function pickEncoding(
  acceptEncoding: string | undefined,
  file: { br?: unknown; gz?: unknown },
): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  if (file.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gz && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

interface PreparedFile {
  etag: string;
  identity: { body: Buffer; headers: HeaderSet };
  br?: { body: Buffer; headers: HeaderSet };
  gz?: { body: Buffer; headers: HeaderSet };
  notModified: HeaderSet;
}

export interface StaticResponderOptions {
  /** The headers of each file (steps/headers.ts). */
  headers: Pick<ResponseHeaders, "file">;
  logger: Logger;
}

/** A request listener step: true when it answered the request. */
export type Responder = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The static files' step, whose files a content revision replaces (server/content/pages.ts). */
export interface StaticResponder extends Responder {
  /**
   * Serves `files` in place of those at the same paths, from the next request on: in one step,
   * so a visitor gets all the old files or all the new ones.
   */
  replace(files: ReadonlyMap<string, StaticFile>): void;
  /**
   * Serves better-compressed copies of files still served with the same body (the same ETag);
   * a file replaced meanwhile keeps its newer body.
   */
  recompress(files: ReadonlyMap<string, StaticFile>): void;
  /** Whether a file answers at `route`. */
  has(route: string): boolean;
}

/**
 * A plain Node request listener for files in memory, placed in front of Express: a prerendered
 * page or an asset is answered with headers computed once at start-up, without the middleware
 * chain (bench/serve.ts measures the difference). Returns false for anything else.
 */
export function createStaticResponder(
  files: ReadonlyMap<string, StaticFile>,
  { headers, logger }: StaticResponderOptions,
): StaticResponder {
  const prepare = (file: StaticFile): PreparedFile => {
    const fileHeaders = headers.file(file);
    const variant = (body: Buffer, encoding?: "br" | "gzip") => ({
      body,
      headers: fileHeaders.sent(body.length, encoding),
    });
    return {
      etag: file.etag,
      identity: variant(file.body),
      br: file.br ? variant(file.br, "br") : undefined,
      gz: file.gz ? variant(file.gz, "gzip") : undefined,
      notModified: fileHeaders.notModified,
    };
  };
  let prepared = new Map<string, PreparedFile>();
  for (const [route, file] of files) prepared.set(route, prepare(file));

  function respond(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const file = prepared.get(query === -1 ? url : url.slice(0, query));
    if (!file) return false;
    const startedAt = process.hrtime.bigint();
    let status = 200;
    let bytes = 0;
    if (req.headers["if-none-match"] === file.etag) {
      status = 304;
      res.writeHead(304, file.notModified).end();
    } else {
      const encoding = pickEncoding(req.headers["accept-encoding"], file);
      const chosen = encoding === "br" ? file.br! : encoding === "gzip" ? file.gz! : file.identity;
      bytes = chosen.body.length;
      res.writeHead(200, chosen.headers);
      if (req.method === "HEAD") res.end();
      else res.end(chosen.body);
    }
    logRequest(logger, req, { status, startedAt, bytes });
    return true;
  }

  return Object.assign(respond, {
    replace(replacements: ReadonlyMap<string, StaticFile>) {
      const next = new Map(prepared);
      for (const [route, file] of replacements) next.set(route, prepare(file));
      prepared = next;
    },
    recompress(replacements: ReadonlyMap<string, StaticFile>) {
      const next = new Map(prepared);
      for (const [route, file] of replacements)
        if (next.get(route)?.etag === file.etag) next.set(route, prepare(file));
      prepared = next;
    },
    has: (route: string) => prepared.has(route),
  });
}

/** Loads build/client into memory and returns its listener step (`createStaticResponder`). */
export function serveStaticFiles(
  clientDir: string,
  options: StaticResponderOptions & LoadOptions,
): StaticResponder {
  const files = loadStaticFiles(clientDir, options);
  options.logger.info("static files loaded", { count: files.size });
  return createStaticResponder(files, options);
}

/** The not-found page of each language, rendered for each revision (server/content/pages.ts). */
export interface NotFoundPages {
  en: string;
  hi: string;
}

/**
 * Answers a GET or HEAD for a path no route but the catch-all claims with the not-found page,
 * status 404, from memory: a flood of unknown URLs costs a lookup and a write, not a server
 * render (bench/serve.ts measures it). `routeOf` names the route React Router would pick;
 * anything else goes on to Express. React Router's data requests (.data) are the staff inbox's
 * only: a public page has no route data to ask for (docs/decisions/0016-islands.md), so one for
 * a public path is not found either.
 */
export function createNotFoundResponder(
  pages: NotFoundPages,
  routeOf: (pathname: string) => string | null,
  { headers, logger }: StaticResponderOptions,
): Responder & { replace(pages: NotFoundPages): void } {
  const prepare = (html: string) => {
    const body = Buffer.from(html, "utf8");
    const file: StaticFile = {
      body,
      br: brotliCompressSync(body),
      gz: gzipSync(body),
      type: typeOfFile("404.html"),
      etag: etagOf(body),
      cacheControl: "no-store",
      scriptHashes: inlineScriptHashes(html),
    };
    const fileHeaders = headers.file(file);
    const variant = (bytes: Buffer, encoding?: "br" | "gzip") => ({
      body: bytes,
      headers: { ...fileHeaders.sent(bytes.length, encoding), ETag: undefined },
    });
    return {
      html,
      withHtml: (text: string) => variant(Buffer.from(text, "utf8")),
      identity: variant(body),
      br: variant(file.br!, "br"),
      gz: variant(file.gz!, "gzip"),
    };
  };
  let prepared = { en: prepare(pages.en), hi: prepare(pages.hi) };

  function respond(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    let hindi: boolean;
    if (pathname.endsWith(".data")) {
      if (isAdminPath(pathname)) return false;
      hindi = localeOfPath(pathname) === "hi";
    } else {
      const route = routeOf(pathname);
      if (route !== NOT_FOUND_ROUTES.en && route !== NOT_FOUND_ROUTES.hi) return false;
      hindi = route === NOT_FOUND_ROUTES.hi;
    }
    const page = hindi ? prepared.hi : prepared.en;
    const startedAt = process.hrtime.bigint();
    // The page was rendered at /404 (or /hi/404): its language switch links to the other
    // language's /404; it must link to the twin of the path asked for.
    const switchTo = localizedPath(pathname, hindi ? "en" : "hi").replace(/[&"<>]/g, "");
    const renderedSwitch = `href="${hindi ? "/404" : "/hi/404"}"`;
    const encoding = pickEncoding(req.headers["accept-encoding"], page);
    const chosen = page.html.includes(renderedSwitch)
      ? page.withHtml(page.html.replaceAll(renderedSwitch, `href="${switchTo}"`))
      : encoding === "br"
        ? page.br
        : encoding === "gzip"
          ? page.gz
          : page.identity;
    const sent: HeaderSet = {};
    for (const [name, value] of Object.entries(chosen.headers))
      if (value !== undefined) sent[name] = value;
    res.writeHead(404, sent);
    if (req.method === "HEAD") res.end();
    else res.end(chosen.body);
    logRequest(logger, req, { status: 404, startedAt, bytes: chosen.body.length });
    return true;
  }

  return Object.assign(respond, {
    replace(next: NotFoundPages) {
      prepared = { en: prepare(next.en), hi: prepare(next.hi) };
    },
  });
}

/** The ids of the catch-all routes (app/routes.ts): the English and the Hindi not-found page. */
export const NOT_FOUND_ROUTES = { en: "routes/not-found", hi: "hi/not-found" } as const;

/**
 * For `pathname`: the id of the catch-all route it falls to (NOT_FOUND_ROUTES), or null when
 * another route claims it. Every route's full path is compiled once to a case-insensitive
 * pattern (":param" one segment, "*" the rest), so a flood of unique URLs costs a few dozen
 * regular-expression tests each, not React Router's route ranking.
 */
export function routeMatcher(build: ServerBuild): (pathname: string) => string | null {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (id: string | undefined): string => {
    const route = id ? byId.get(id) : undefined;
    if (!route) return "";
    const own = route.path ?? "";
    const parent = fullPath(route.parentId);
    return own ? `${parent}/${own}` : parent;
  };
  const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const patterns: RegExp[] = [];
  for (const route of routes) {
    if (route.id === NOT_FOUND_ROUTES.en || route.id === NOT_FOUND_ROUTES.hi) continue;
    const segments = fullPath(route.id).split("/").filter(Boolean);
    const source = segments
      .map((segment) =>
        segment === "*"
          ? "(?:/.*)?"
          : segment.startsWith(":")
            ? "/[^/]+"
            : `/${escapeRegExp(segment)}`,
      )
      .join("");
    patterns.push(new RegExp(`^${source}/?$`, "i"));
  }
  return (pathname) => {
    if (patterns.some((pattern) => pattern.test(pathname))) return null;
    return /^\/hi(\/|$)/i.test(pathname) ? NOT_FOUND_ROUTES.hi : NOT_FOUND_ROUTES.en;
  };
}
