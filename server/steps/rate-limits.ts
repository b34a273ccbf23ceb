/**
 * Per-client limits on what Express answers, by path key (steps/hygiene.ts). The lead forms
 * and staff sign-in have their own limits, kept in the database so they hold across instances
 * (server/leads/service.ts, server/admin/service.ts).
 */
import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { Env } from "../env";
import { requestTarget } from "./hygiene";
import { VITALS_PATH } from "./path-rules";

/** Web-vitals beacons: a few per page view, so a small per-IP cap stops a flood early. */
export function vitalsRateLimit(env: Pick<Env, "VITALS_RATE_LIMIT_MAX">) {
  const limit = rateLimit({
    windowMs: 60_000,
    limit: env.VITALS_RATE_LIMIT_MAX,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // One IPv6 client usually holds a whole /64, as the lead and sign-in limits assume.
    ipv6Subnet: 64,
    handler: (_req, res) => {
      res.status(429).end();
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "POST" && requestTarget(req).key === VITALS_PATH) {
      return limit(req, res, next);
    }
    next();
  };
}

/**
 * GET and HEAD requests that reach Express, per client and minute: pages rendered per request,
 * the staff inbox, React Router's .data requests, /api/blogs. Prerendered pages, assets and the
 * not-found page are answered from memory before Express and do not count, so a visitor never
 * meets this; a client flooding rendered URLs is held to PAGE_RATE_LIMIT_MAX a minute.
 */
export function pageRateLimit(env: Pick<Env, "PAGE_RATE_LIMIT_MAX">) {
  if (env.PAGE_RATE_LIMIT_MAX === 0)
    return (_req: Request, _res: Response, next: NextFunction) => next();
  const limit = rateLimit({
    windowMs: 60_000,
    limit: env.PAGE_RATE_LIMIT_MAX,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    ipv6Subnet: 64,
    handler: (_req, res) => {
      res.status(429).type("text/plain").send("Too many requests. Please wait a minute.");
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return limit(req, res, next);
    next();
  };
}
