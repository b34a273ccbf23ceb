/**
 * Probes for process managers and load balancers; never cached.
 *
 *   GET /healthz  the process is alive and answering: no database query, so a slow database
 *                 does not get a live process restarted (Docker's HEALTHCHECK, systemd).
 *   GET /readyz   this instance should get traffic: the database answers and every migration is
 *                 applied; 503 otherwise, and from the moment the server starts shutting down
 *                 (while it drains it still serves, /healthz included: server/shutdown.ts).
 */
import type { Request, Response } from "express";
import type { Logger } from "../log";
import { uncached } from "./headers";

export interface HealthOptions {
  /** What /healthz reports besides "ok" (no I/O: e.g. which database and mail transport). */
  info?: () => Record<string, unknown>;
  /** Throws when a dependency is not ready (the database, its migrations). */
  ready?: () => Promise<Record<string, unknown>>;
  /** True once the server is shutting down. */
  stopping?: () => boolean;
  logger: Logger;
}

export function healthCheck(options: HealthOptions) {
  return (_req: Request, res: Response) => {
    res.set(uncached);
    res.json({ status: "ok", uptime: Math.round(process.uptime()), ...options.info?.() });
  };
}

export function readinessCheck(options: HealthOptions) {
  return async (_req: Request, res: Response) => {
    res.set(uncached);
    if (options.stopping?.()) {
      res.status(503).json({ status: "stopping" });
      return;
    }
    try {
      const checks = (await options.ready?.()) ?? {};
      res.json({ status: "ready", ...checks });
    } catch (error) {
      options.logger.error("readiness check failed", { error: String(error) });
      res.status(503).json({ status: "unavailable" });
    }
  };
}
