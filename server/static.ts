/**
 * Serves build/client from memory: hashed assets with a year of immutable caching, prerendered
 * pages as their HTML files (React Router's handler would render them again, STACK.md), and
 * the brotli or gzip copy written at build time when the browser accepts it.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

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

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=86400";

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

/** Maps URL paths to files. "/aboutUs" maps to aboutUs/index.html (a prerendered page). */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  for (const full of walk(clientDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const rel = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
    const ext = path.extname(full);
    const body = readFileSync(full);
    const isHtml = ext === ".html";
    const file: StaticFile = {
      body,
      br: existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
      gz: existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined,
      type: types[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      cacheControl: rel.startsWith("/assets/") ? IMMUTABLE : isHtml ? REVALIDATE : SHORT,
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
  file: StaticFile,
): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  if (file.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gz && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

export interface StaticOptions {
  /** Sets the page's Content-Security-Policy from its inline script hashes. */
  onHtml: (res: Response, file: StaticFile) => void;
}

export function serveStatic(files: Map<string, StaticFile>, options: StaticOptions) {
  return function staticHandler(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    const isHtml = file.scriptHashes !== undefined;
    if (isHtml) options.onHtml(res, file);
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", file.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === file.etag) {
      res.status(304).end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"], file);
    const body = encoding === "br" ? file.br! : encoding === "gzip" ? file.gz! : file.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}
