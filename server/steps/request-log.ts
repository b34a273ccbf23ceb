/**
 * The request log: one JSON line per answered request, written by `logRequest` whichever step
 * answers (a hygiene refusal, a static file, Express). Fields: method, path (without the
 * query), status, `rejected` (why hygiene refused it, when it did), ms, bytes (the body's
 * declared length, when known) and ua (the User-Agent, cut to 120 characters). A path segment
 * that is a secret (a one-time link's token) is logged as "[redacted]" (app/base/log-redaction.ts;
 * the logger redacts every line too).
 */
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { redactSecrets } from "../../app/base/log-redaction";
import type { Logger } from "../log";

export interface Answered {
  status: number;
  /** `process.hrtime.bigint()` when the answering step took the request. */
  startedAt: bigint;
  /** Length of the body sent, when known. */
  bytes?: number;
  /** Why request hygiene refused the request ("bad-encoding", "method"…). */
  rejected?: string;
}

export function logRequest(logger: Logger, req: IncomingMessage, answered: Answered) {
  // Express keeps the URL as it arrived in originalUrl; before Express there is only req.url.
  const url = (req as Partial<Request>).originalUrl ?? req.url ?? "";
  const query = url.indexOf("?");
  const path = redactSecrets(query === -1 ? url : url.slice(0, query));
  logger.info("request", {
    method: req.method?.slice(0, 20),
    // A refused target is whatever the client sent (up to 16 KB of headers): keep its start.
    path: answered.rejected ? path.slice(0, 200) : path,
    status: answered.status,
    rejected: answered.rejected,
    ms: Number((Number(process.hrtime.bigint() - answered.startedAt) / 1e6).toFixed(2)),
    bytes: answered.bytes || undefined,
    ua: req.headers["user-agent"]?.slice(0, 120),
  });
}

/** The Express step: logs each answer Express gives once it has been sent. */
export function expressRequestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = process.hrtime.bigint();
    res.on("finish", () => {
      const bytes = Number(res.getHeader("content-length") ?? 0);
      logRequest(logger, req, { status: res.statusCode, startedAt, bytes });
    });
    next();
  };
}
