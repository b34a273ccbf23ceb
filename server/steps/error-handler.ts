/** The last Express step: an error no step answered is logged, and the client gets a plain 500. */
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../log";

export function errorHandler(logger: Logger) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    logger.error("unhandled error", { error: String(error) });
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
    else res.destroy();
  };
}
