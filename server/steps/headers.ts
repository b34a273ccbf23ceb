/**
 * Every response header the server decides, in one place:
 *
 * - the security headers every answer carries: helmet's set, with HSTS when `HSTS` is on
 *   (a header every answer should carry, such as a Permissions-Policy, joins `security`);
 * - a Content-Security-Policy on every answer: `nothingPolicy` (nothing loads or runs) on every
 *   answer that is no page; a page rendered per request gets a fresh nonce on its scripts; a
 *   prerendered page cannot (its HTML is fixed at build time), so its policy lists the sha256 of
 *   each inline script; the plain pages allow only their own style (`plainPagePolicy`); the words
 *   editor's preview of a page with a draft, the one answer this site's own pages may frame, is
 *   sandboxed and runs no script (`previewSecurityPolicy`, app/staff/editor/preview-policy.ts, set
 *   by the preview's route);
 * - caching: a year for hashed assets, revalidation for prerendered pages, a day for the other
 *   files, never for the staff inbox, refusals and /healthz; and the inbox's noindex.
 *
 * Answers written outside Express (hygiene's refusals, the static files) take their headers
 * from here once, at start-up; Express answers get them from the steps this module returns.
 */

import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { isAdminPath } from "../../app/base/admin-path";
import { plainPagePolicy } from "../../app/lib/pages/plain-page";
import { whatsAppOrigins } from "../../app/staff/replies/whatsapp";
import { type Refusal, requestTarget } from "./hygiene";

/** Header names and values, as `writeHead` takes them. */
export type HeaderSet = Record<string, string | number>;

export const cacheControl = {
  /** Files under /assets/: their names change with their content. */
  immutable: "public, max-age=31536000, immutable",
  /** Prerendered pages and data: asked for again each time, answered 304 while unchanged. */
  revalidate: "public, max-age=0, must-revalidate",
  /** The other files of build/client (icons, the web manifest, robots.txt). */
  day: "public, max-age=86400",
  never: "no-store",
} as const;

/**
 * Data files (.json: the site-wide dialogs' contents, app/routes/site-dialogs.ts) are rebuilt
 * from the content layer with every build, like the pages: kept a day, they could put the
 * previous deployment's words into a page's dialog.
 */
const builtWithPages = /\.json$/;

/** The Cache-Control of a file of build/client at this URL path. */
export function fileCacheControl(urlPath: string, isHtml: boolean): string {
  if (urlPath.startsWith("/assets/")) return cacheControl.immutable;
  return isHtml || builtWithPages.test(urlPath) ? cacheControl.revalidate : cacheControl.day;
}

/** Not kept by a browser or proxy. */
export const uncached = { "Cache-Control": cacheControl.never };

/** An answer that refuses a request; with `close`, the connection ends after it. */
export function refusalHeaders(close: boolean): Record<string, string> {
  return close ? { ...uncached, Connection: "close" } : { ...uncached };
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The key (steps/hygiene.ts) of the words editor's preview of a page with a draft
 * (app/staff/pages/content/preview.ts): the one answer another page of this site may frame (the
 * editor shows it in a frame at phone and desktop width).
 */
export const contentPreviewPath = /^\/admin\/content\/[^/]+\/preview$/;

/**
 * A lead's page and its reply answer (app/staff/pages/lead-reply.tsx): their WhatsApp button is
 * a form whose answer sends the browser on to wa.me, which Chromium checks against form-action
 * at each redirect (wa.me, then api.whatsapp.com), so these pages allow those origins there.
 */
export const leadReplyPagePath = /^\/admin\/leads\/[^/]+(\/reply)?$/;

export function contentSecurityPolicy(
  scriptSources: string[],
  upgradeInsecure: boolean,
  /** Who may frame the page: nobody, or (the editor's preview) this site's own pages. */
  frameAncestors: "'none'" | "'self'" = "'none'",
  /** Origins beyond the site's own that the page's forms may lead to (a lead's reply: wa.me). */
  formTargets: readonly string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // React's style props write style attributes; no inline <style> elements are used.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `form-action 'self' ${formTargets.join(" ")}`.trim(),
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ];
  if (upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The headers helmet sets with our configuration, read once (it sets the same on every answer). */
function helmetHeaders(hsts: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let done = false;
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // no-referrer makes Chromium send "Origin: null" on form posts, which the Origin checks refuse.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: hsts ? { maxAge: 63072000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
    xContentTypeOptions: true,
  })({} as Request, res as unknown as Response, () => {
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously");
  return headers;
}

/**
 * Powerful features the site never uses, turned off for it and anything it embeds, so an
 * injected script or a framed page cannot ask for them.
 */
export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * The policy of every answer that is no page (text, JSON, redirects, files): nothing in it may
 * load, run or be framed, should a browser ever render it as a document. Pages replace it with
 * their own (`contentSecurityPolicy`, the plain pages' `plainPagePolicy`).
 */
export const nothingPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The words editor's preview is sandboxed (`previewSecurityPolicy`, app/staff/editor/preview-policy.ts): its document has an opaque
 * origin, which the default Cross-Origin-Resource-Policy (same-origin) would refuse the site's
 * style sheets, images and icons, and fonts load in CORS mode. These files are public and hold
 * nobody's data, so they may be read from any origin; pages and data keep same-origin.
 */
const sharedWithSandbox = /^(?:text\/css|image\/|font\/)/;
const sandboxReadable = {
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Access-Control-Allow-Origin": "*",
};

export interface HeaderOptions {
  /** Send Strict-Transport-Security (`HSTS`). */
  hsts: boolean;
  /** Ask browsers to upgrade sub-requests to https (only an https site may). */
  upgradeInsecure: boolean;
  /**
   * Give pages rendered per request a Content-Security-Policy. Off in development, where
   * Vite's middleware serves the pages' scripts.
   */
  renderedPagePolicy: boolean;
}

export type ResponseHeaders = ReturnType<typeof responseHeaders>;

export function responseHeaders({ hsts, upgradeInsecure, renderedPagePolicy }: HeaderOptions) {
  const security: Readonly<Record<string, string>> = {
    ...helmetHeaders(hsts),
    "Permissions-Policy": permissionsPolicy,
    "Content-Security-Policy": nothingPolicy,
  };
  const securityEntries = Object.entries(security);

  return {
    /** The headers every answer carries. */
    security,

    /**
     * Express step: the security headers on every answer Express gives; the editor's preview
     * may be framed by this site's pages (and only by them).
     */
    securityHeaders(req: Request, res: Response, next: NextFunction) {
      for (const [name, value] of securityEntries) res.setHeader(name, value);
      if (contentPreviewPath.test(requestTarget(req).key))
        res.setHeader("X-Frame-Options", "SAMEORIGIN");
      next();
    },

    /** Express step: the staff inbox is never indexed, never stored by a browser or proxy. */
    staffInbox(req: Request, res: Response, next: NextFunction) {
      if (isAdminPath(requestTarget(req).key)) {
        res.setHeader("X-Robots-Tag", "noindex, nofollow");
        res.setHeader("Cache-Control", cacheControl.never);
      }
      next();
    },

    /**
     * Express step, just before React Router: a fresh nonce for the page's scripts
     * (res.locals.cspNonce, handed to the page by steps/react-router.ts) and its policy.
     */
    pagePolicy(req: Request, res: Response, next: NextFunction) {
      const nonce = newNonce();
      res.locals.cspNonce = nonce;
      // In development Vite's scripts need no policy at all.
      if (!renderedPagePolicy) res.removeHeader("Content-Security-Policy");
      else {
        // The preview answers with its page's own policy (the hashes of its inline scripts),
        // which replaces this one (steps/react-router.ts); this one covers its refusals.
        const preview = contentPreviewPath.test(requestTarget(req).key);
        res.setHeader(
          "Content-Security-Policy",
          contentSecurityPolicy(
            [`'nonce-${nonce}'`],
            upgradeInsecure,
            preview ? "'self'" : "'none'",
            leadReplyPagePath.test(requestTarget(req).key) ? whatsAppOrigins : [],
          ),
        );
      }
      next();
    },

    /** The headers of a file of build/client, computed once at start-up (steps/static-files.ts). */
    file(file: { type: string; cacheControl: string; etag: string; scriptHashes?: string[] }) {
      const common: HeaderSet = {
        ...security,
        ...(sharedWithSandbox.test(file.type) ? sandboxReadable : {}),
        ...(file.scriptHashes
          ? { "Content-Security-Policy": contentSecurityPolicy(file.scriptHashes, upgradeInsecure) }
          : {}),
        "Content-Type": file.type,
        "Cache-Control": file.cacheControl,
        ETag: file.etag,
        Vary: "Accept-Encoding",
      };
      return {
        /** The 304 answer. */
        notModified: common,
        /** The 200 answer with a body of this length, in this encoding (none: as stored). */
        sent: (length: number, encoding?: "br" | "gzip"): HeaderSet => ({
          ...common,
          ...(encoding ? { "Content-Encoding": encoding } : {}),
          "Content-Length": length,
        }),
      };
    },

    /** The headers of a refusal written by request hygiene (steps/hygiene.ts). */
    refusal(answer: Refusal): HeaderSet {
      return {
        ...security,
        // An HTML refusal is a plain page (app/lib/pages/plain-page.ts) with its own policy.
        ...(answer.html ? { "Content-Security-Policy": plainPagePolicy() } : {}),
        "Content-Type": answer.html ? "text/html; charset=utf-8" : "text/plain; charset=utf-8",
        "Content-Length": String(answer.length),
        ...refusalHeaders(answer.close),
        ...(answer.allow ? { Allow: answer.allow } : {}),
        ...(answer.location ? { Location: answer.location } : {}),
      };
    },
  };
}
