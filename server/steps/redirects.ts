/**
 * Canonical redirects: other casings, the top-level service paths and trailing slashes answer
 * 301 to the canonical path, query kept (the list is app/base/site-routes.ts). Needless escapes
 * and repeated slashes were redirected earlier, by request hygiene.
 */
import type { NextFunction, Request, Response } from "express";
import { canonicalRedirect } from "../../app/base/site-routes";

export function canonicalRedirects(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = canonicalRedirect(req.path);
  if (!target) return next();
  const query = req.originalUrl.slice(req.path.length);
  res.redirect(301, `${target}${query}`);
}
