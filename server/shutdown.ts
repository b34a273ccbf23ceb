/**
 * The HTTP side of a graceful stop (server/index.ts): readiness first, then drain, then close.
 *
 *   1. Drain, for SHUTDOWN_DRAIN_MS, while /readyz already answers 503: the listener stays open
 *      and every request is served as usual, each answer with "Connection: close", so a proxy
 *      stops reusing its connections here and its next health check takes the instance out of
 *      its rotation. Closing the listener at once would refuse what a proxy still sends here
 *      (Caddy then holds the instance out for a while), and closing idle keep-alive connections
 *      at once could meet a request being written on one: a POST the proxy cannot retry (502).
 *   2. Close: the listener closes (a late connection is refused before anything is sent, and a
 *      proxy passes it to another instance), idle connections close, requests in flight get
 *      SHUTDOWN_TIMEOUT_MS to finish, and whatever is still open then is cut.
 */
import type { Server, ServerResponse } from "node:http";

export interface DrainOptions {
  /** How long to go on serving before the listener closes. */
  drainMs: number;
  /** Then, how long requests in flight may take before their connections are cut. */
  timeoutMs: number;
  /** Called once, as the listener closes. */
  onClose?: () => void;
}

export interface Drain {
  /** Resolves once the listener is closed and every connection has ended. */
  closed: Promise<void>;
  /** Ends the drain now (a second signal): the listener closes. */
  closeNow(): void;
}

/** Prepares `server` for a graceful stop; call it before the server takes requests. */
export function gracefulShutdown(server: Server) {
  // The answers not yet finished, so that those begun before the stop close their connection too.
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // First among the request listeners, so even an answer written at once (a static file) says
  // "Connection: close" while draining.
  server.prependListener("request", (_req, res) => {
    if (draining) {
      res.shouldKeepAlive = false;
      return;
    }
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });

  return {
    drainThenClose(options: DrainOptions): Drain {
      draining = true;
      // An answer whose headers are already sent keeps its connection; that one closes when
      // idle, at the latest as the listener closes.
      for (const res of inFlight) res.shouldKeepAlive = false;
      inFlight.clear();
      let resolveClosed: () => void = () => {};
      const closed = new Promise<void>((resolve) => {
        resolveClosed = resolve;
      });
      let drainTimer: NodeJS.Timeout | undefined;
      let closing = false;
      const closeNow = () => {
        if (closing) return;
        closing = true;
        clearTimeout(drainTimer);
        options.onClose?.();
        server.close(() => resolveClosed());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), options.timeoutMs).unref();
      };
      if (options.drainMs > 0) drainTimer = setTimeout(closeNow, options.drainMs);
      else closeNow();
      return { closed, closeNow };
    },
  };
}
