/**
 * POST /api/visit: the visit count's beacon (app/lib/browser/visit.client.ts, issue 55), answered
 * by Express before React Router (it is the most frequent request the site takes): per client a
 * VISIT_RATE_LIMIT_MAX a minute, beyond it 429; then the counter (server/visits/service.ts)
 * decides whether it counts. Always an empty answer: 204, 400 for a body that is no beacon, 429.
 */
import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { staffStorage } from "../../app/base/browser-storage";
import type { VisitCounter } from "../visits/service";
import { requestBody, requestTarget } from "./hygiene";

export const VISIT_PATH = "/api/visit";
/** The beacon is a path and an arrival: well under a kilobyte. */
export const VISIT_BODY_LIMIT_BYTES = 1024;
/** Page views one client (an address, a /64 for IPv6) may report a minute: a person reads fewer. */
export const VISIT_RATE_LIMIT_MAX = 120;

const staffCookie = new RegExp(
  `(^|;\\s*)(${staffStorage.sessionCookie}|${staffStorage.secureSessionCookie})=`,
);

export function visitBeacons(counter: VisitCounter | undefined) {
  const limit = rateLimit({
    windowMs: 60_000,
    limit: VISIT_RATE_LIMIT_MAX,
    // No RateLimit headers: a beacon's sender (navigator.sendBeacon) never reads its answer, and
    // draft-8's partition key costs a SHA-256 of the client's key on every beacon
    // (bench/visits-ingest.ts, docs/performance.md).
    standardHeaders: false,
    legacyHeaders: false,
    ipv6Subnet: 64,
    handler: (_req, res) => {
      res.status(429).end();
    },
  });
  const count = async (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    if (!counter) return res.status(204).end();
    const outcome = await counter.count({
      ip: req.ip,
      userAgent: req.headers["user-agent"],
      gpc: req.headers["sec-gpc"] as string | undefined,
      staff: staffCookie.test(req.headers.cookie ?? ""),
      body: requestBody(req)?.toString("utf8") ?? "",
    });
    res.status(outcome === "invalid" ? 400 : 204).end();
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || requestTarget(req).key !== VISIT_PATH) return next();
    limit(req, res, () => {
      count(req, res).catch(next);
    });
  };
}
