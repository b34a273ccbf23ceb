/**
 * Security headers. Pages rendered per request carry a fresh nonce on their scripts;
 * prerendered pages cannot (their HTML is fixed at build time), so their CSP lists the sha256 of
 * each inline script.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(scriptSources: string[], upgradeInsecure: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // React's style props write style attributes; no inline <style> elements are used.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ];
  if (upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Headers for every response; the CSP itself is set per page type. */
export function securityHeaders({ hsts }: { hsts: boolean }) {
  return helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // no-referrer makes Chromium send "Origin: null" on form posts, which the Origin checks refuse.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: hsts ? { maxAge: 63072000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
    xContentTypeOptions: true,
  });
}

/** Gives each request a nonce in res.locals.cspNonce. */
export function nonceMiddleware(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = newNonce();
  next();
}

/**
 * The headers securityHeaders() sets, captured once, for responses that bypass Express
 * (server/static.ts). One configuration, so both paths always send the same headers.
 */
export function securityHeaderSnapshot(options: { hsts: boolean }): Record<string, string> {
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
  securityHeaders(options)({} as Request, res as unknown as Response, () => {
    done = true;
  });
  if (!done) throw new Error("security headers middleware did not finish synchronously");
  return headers;
}
