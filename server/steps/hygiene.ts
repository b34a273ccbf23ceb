/**
 * Request hygiene: the first thing every request meets, before the static files, Express and
 * React Router. It decides once what a request's path is, so that every later check (the form
 * guard, the rate limits, the staff-inbox headers) matches what React Router will route, and
 * it bounds what a client can make the server hold:
 *
 * - a method the path does not take (only forms and the vitals endpoint take POST): 405;
 * - a Host header that is no host name: 400;
 * - a request target that is not a path, is too long, or has an invalid or dangerous encoding
 *   (bad percent-escapes, control characters, an encoded "/" or "\", dot segments): 400/414;
 * - a GET whose path is spelled with needless escapes or repeated slashes: 301 to the plain
 *   spelling (casing and trailing slashes are redirected later, by the site's route list);
 * - a GET or HEAD with a body: 400;
 * - every body is read here, while it streams, up to the limit of its path, and handed on as
 *   a buffer: past the limit the answer is 413 at once and the connection is closed, so memory
 *   stays flat whatever a client sends (declared, chunked or lying about its length).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../log";
import { logRequest } from "./request-log";

/** The methods the site answers at all; each path allows some of them (`methodsFor`). */
export const allowedMethods = ["GET", "HEAD", "POST", "OPTIONS"] as const;
export type AllowedMethod = (typeof allowedMethods)[number];

/** Longest request target accepted (path and query). */
export const MAX_TARGET_LENGTH = 2048;

/** What the hygiene layer decided about a request's path. */
export interface RequestTarget {
  /** The decoded path in its plain spelling, e.g. "/contact-us" (casing as sent). */
  path: string;
  /**
   * The path every guard and limiter matches on: lower-case, without a trailing slash and
   * without React Router's ".data" suffix, so "/Contact-Us/", "/contact-us.data" and
   * "/contact-%75s" all give "/contact-us".
   */
  key: string;
  /** The query string, with its "?", or "". */
  search: string;
}

const targets = new WeakMap<IncomingMessage, RequestTarget>();
const bodies = new WeakMap<IncomingMessage, Buffer>();

/** The target the hygiene layer decided for `req` (set for every request it let through). */
export function requestTarget(req: IncomingMessage): RequestTarget {
  const target = targets.get(req);
  if (target) return target;
  // Requests that bypassed the layer (tests that mount parts of the app): decide now.
  const parsed = parseTarget(req.url ?? "/");
  const fallback = parsed.ok ? parsed.target : { path: "/", key: "/", search: "" };
  targets.set(req, fallback);
  return fallback;
}

/** The body read by the hygiene layer (an empty buffer when there was none). */
export function requestBody(req: IncomingMessage): Buffer | undefined {
  return bodies.get(req);
}

// Characters a path segment may carry unescaped (RFC 3986 pchar) besides encodeURIComponent's.
const segmentSafe = /%(3A|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/g;
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(segmentSafe, (code) => decodeURIComponent(code));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const forbiddenInSegment = /[\u0000-\u001f\u007f/\\]/;

export type ParsedTarget =
  | { ok: true; target: RequestTarget /** The plain spelling of path and query. */; url: string }
  | { ok: false; status: 400 | 414; reason: string };

/** Decodes and normalises a request target ("/path?query"); never throws. */
export function parseTarget(raw: string): ParsedTarget {
  if (raw.length > MAX_TARGET_LENGTH) return { ok: false, status: 414, reason: "target-too-long" };
  // Origin-form only: "http://host/path" and "*" are for proxies and OPTIONS, not for us.
  if (!raw.startsWith("/")) return { ok: false, status: 400, reason: "not-a-path" };
  const queryAt = raw.indexOf("?");
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? "" : raw.slice(queryAt);
  const segments: string[] = [];
  for (const rawSegment of rawPath.split("/").slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(rawSegment);
    } catch {
      return { ok: false, status: 400, reason: "bad-encoding" };
    }
    if (forbiddenInSegment.test(segment)) return { ok: false, status: 400, reason: "bad-segment" };
    if (segment === "." || segment === "..")
      return { ok: false, status: 400, reason: "dot-segment" };
    segments.push(segment);
  }
  // Repeated slashes collapse ("//contact-us" is "/contact-us"); a final slash is kept here,
  // so the site's canonical redirect can answer it with 301 like any other spelling.
  const trailingSlash = segments.length > 1 && segments.at(-1) === "";
  const named = segments.filter((s) => s !== "");
  const decodedPath = `/${named.join("/")}${trailingSlash && named.length ? "/" : ""}`;
  const plainPath = `/${named.map(encodeSegment).join("/")}${trailingSlash && named.length ? "/" : ""}`;

  let key = decodedPath.toLowerCase();
  if (key.length > 1) key = key.replace(/\/+$/, "");
  if (key === "/_root.data") key = "/";
  else if (key.endsWith(".data")) key = key.slice(0, -".data".length).replace(/\/+$/, "") || "/";
  return { ok: true, target: { path: decodedPath, key, search }, url: `${plainPath}${search}` };
}

/** A Host header that is a host name or address with an optional port, and nothing else. */
export function isValidHost(host: string): boolean {
  const match =
    /^(?:[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9-]{1,63})*|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i.exec(
      host,
    );
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/** What each path accepts, by key (the site's own: steps/path-rules.ts). */
export interface PathRules {
  /** The methods a path accepts besides OPTIONS; others get 405 with this list. */
  methodsFor: (key: string) => readonly AllowedMethod[];
  /** The largest body accepted for a request with this key. */
  bodyLimit: (key: string) => number;
  /** The HTML page answered when a body is too large for a path people post forms to. */
  tooLargePage: (key: string) => string | null;
  /**
   * Paths whose handler reads the body itself as it streams (the media upload, up to
   * hundreds of megabytes across its files): hygiene checks only a declared length against
   * `bodyLimit`, and the handler enforces its own limits while it reads.
   */
  streamsBody?: (key: string) => boolean;
}

export interface HygieneOptions extends PathRules {
  logger: Logger;
  /** The headers of its answers (steps/headers.ts builds them: headers come after hygiene). */
  headers: { refusal(answer: Refusal): Record<string, string | number> };
}

/** What the headers of a refusal depend on. */
export interface Refusal {
  html: boolean;
  length: number;
  close: boolean;
  allow?: string;
  location?: string;
}

/**
 * Bodies over the limit whose declared length is at most this are read to the end (and
 * discarded) before the 413 goes out, so a browser that sent a long message sees the page
 * as an ordinary answer. Anything larger, or undeclared, is answered at once.
 */
const DRAIN_LIMIT = 256 * 1024;

/**
 * After answering a client that is still sending a body we will not read, the connection
 * lingers (as nginx's lingering close does): what arrives is discarded, for at most this long
 * or this many bytes, then the connection is closed. Closing at once would reset it while the
 * client is still writing, and most clients then lose the answer they were sent.
 */
const LINGER_MS = 2000;
const LINGER_BYTES = 32 * 1024 * 1024;

function linger(req: IncomingMessage) {
  let discarded = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) cut();
  });
  // The client finished sending within the window: the connection is clean again.
  req.once("end", () => clearTimeout(timer));
  req.once("error", cut);
  req.resume();
}

/**
 * Returns the listener stage: `handle(req, res, next)` answers bad requests itself, or calls
 * `next()` once the target is decided and any body is fully read within its limit.
 */
export function requestHygiene(options: HygieneOptions) {
  const { logger } = options;

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    startedAt: bigint,
    status: number,
    reason: string,
    extra: {
      allow?: string;
      location?: string;
      html?: string;
      /** "close": close after the answer; "linger": the body is still coming, discard it. */
      afterwards?: "close" | "linger";
    } = {},
  ) {
    const html = extra.html;
    const body = req.method === "HEAD" || status === 204 ? "" : (html ?? `${statusText(status)}\n`);
    const bytes = Buffer.byteLength(body);
    res.writeHead(
      status,
      options.headers.refusal({
        html: Boolean(html),
        length: bytes,
        close: extra.afterwards === "close",
        allow: extra.allow,
        location: extra.location,
      }),
    );
    res.end(body);
    if (extra.afterwards === "linger") linger(req);
    logRequest(logger, req, { status, startedAt, bytes, rejected: reason });
  }

  function readBody(
    req: IncomingMessage,
    res: ServerResponse,
    startedAt: bigint,
    target: RequestTarget,
    next: () => void,
  ) {
    const limit = options.bodyLimit(target.key);
    const declaredHeader = req.headers["content-length"];
    const declared = declaredHeader === undefined ? null : Number(declaredHeader);
    const tooLarge = (then?: "linger") => {
      const html = options.tooLargePage(target.key) ?? undefined;
      answer(req, res, startedAt, 413, "body-too-large", { html, afterwards: then });
    };
    // Answer now; the rest of the body is never kept.
    const tooLargeAndCut = () => tooLarge("linger");

    if (declared !== null && declared > limit) {
      if (declared <= DRAIN_LIMIT) {
        req.resume();
        req.once("end", () => tooLarge());
        req.once("error", () => req.socket.destroy());
        return;
      }
      return tooLargeAndCut();
    }
    if (options.streamsBody?.(target.key)) return next();

    const chunks: Buffer[] = [];
    let received = 0;
    let done = false;
    const finish = (outcome: "ok" | "too-large" | "error") => {
      if (done) return;
      done = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      if (outcome === "too-large") return tooLargeAndCut();
      if (outcome === "error") return req.socket.destroy();
      bodies.set(req, Buffer.concat(chunks, received));
      next();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) return finish("too-large");
      chunks.push(chunk);
    };
    const onEnd = () => finish("ok");
    const onError = () => finish("error");
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  }

  return function hygiene(req: IncomingMessage, res: ServerResponse, next: () => void) {
    const startedAt = process.hrtime.bigint();
    const method = req.method ?? "";
    const parsed = parseTarget(req.url ?? "");
    if (!parsed.ok) {
      return answer(req, res, startedAt, parsed.status, parsed.reason, { afterwards: "close" });
    }
    const host = req.headers.host;
    if (host !== undefined && !isValidHost(host)) {
      return answer(req, res, startedAt, 400, "bad-host", { afterwards: "close" });
    }
    const allowed = options.methodsFor(parsed.target.key);
    const allow = [...allowed, "OPTIONS"].join(", ");
    if (method === "OPTIONS") {
      return answer(req, res, startedAt, 204, "options", { allow });
    }
    if (!(allowed as readonly string[]).includes(method)) {
      const then = method === "POST" || method === "PUT" || method === "PATCH" ? "linger" : "close";
      return answer(req, res, startedAt, 405, "method", { allow, afterwards: then });
    }
    targets.set(req, parsed.target);
    if (parsed.url !== req.url) {
      if (method === "GET" || method === "HEAD") {
        return answer(req, res, startedAt, 301, "plain-spelling", { location: parsed.url });
      }
      // A post keeps its body and is routed under the plain spelling.
      req.url = parsed.url;
    }
    if (method === "POST") return readBody(req, res, startedAt, parsed.target, next);
    // GET and HEAD carry no body; a client that sends one anyway is not one of ours.
    const declared = req.headers["content-length"];
    if (req.headers["transfer-encoding"] !== undefined || (declared && declared !== "0")) {
      return answer(req, res, startedAt, 400, "body-on-get", { afterwards: "close" });
    }
    next();
  };
}

function statusText(status: number): string {
  return (
    {
      204: "",
      301: "Moved Permanently",
      400: "Bad Request",
      405: "Method Not Allowed",
      413: "Payload Too Large",
      414: "URI Too Long",
    }[status] ?? "Error"
  );
}
