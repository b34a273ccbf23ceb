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
      type: types[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
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

/**
 * A plain Node request listener for files in memory, placed in front of Express: a prerendered
 * page or an asset is answered with headers computed once at start-up, without the middleware
 * chain (bench/serve.ts measures the difference). Returns false for anything else.
 */
export function createStaticResponder(
  files: Map<string, StaticFile>,
  { headers, logger }: StaticResponderOptions,
) {
  const prepared = new Map<string, PreparedFile>();
  for (const [route, file] of files) {
    const fileHeaders = headers.file(file);
    const variant = (body: Buffer, encoding?: "br" | "gzip") => ({
      body,
      headers: fileHeaders.sent(body.length, encoding),
    });
    prepared.set(route, {
      etag: file.etag,
      identity: variant(file.body),
      br: file.br ? variant(file.br, "br") : undefined,
      gz: file.gz ? variant(file.gz, "gzip") : undefined,
      notModified: fileHeaders.notModified,
    });
  }

  return function respond(req: IncomingMessage, res: ServerResponse): boolean {
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
  };
}

/** Loads build/client into memory and returns its listener step (`createStaticResponder`). */
export function serveStaticFiles(clientDir: string, options: StaticResponderOptions & LoadOptions) {
  const files = loadStaticFiles(clientDir, options);
  options.logger.info("static files loaded", { count: files.size });
  return createStaticResponder(files, options);
}
