/** GET /healthz: the app's dependencies as `AppOptions.health` reports them; never cached. */
import type { Request, Response } from "express";
import type { Logger } from "../log";
import { uncached } from "./headers";

export function healthCheck(options: {
  health?: () => Promise<Record<string, unknown>>;
  logger: Logger;
}) {
  return async (_req: Request, res: Response) => {
    try {
      const checks = (await options.health?.()) ?? {};
      res.set(uncached);
      res.json({ status: "ok", uptime: Math.round(process.uptime()), ...checks });
    } catch (error) {
      options.logger.error("health check failed", { error: String(error) });
      res.status(503).json({ status: "error" });
    }
  };
}
