/**
 * The Node HTTP server around the app's listener (server/app.ts), with the timeouts of the
 * HTTP_* variables and limits on request headers, so a slow or stalled client cannot hold a
 * connection open.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Env } from "./env";

type HttpTimeouts = Pick<
  Env,
  | "HTTP_HEADERS_TIMEOUT_MS"
  | "HTTP_REQUEST_TIMEOUT_MS"
  | "HTTP_KEEP_ALIVE_TIMEOUT_MS"
  | "HTTP_IDLE_TIMEOUT_MS"
>;

export function createHttpServer(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  env: HttpTimeouts,
) {
  const server = createServer(
    {
      // How often the headers and request timeouts below are checked (default 30 s).
      connectionsCheckingInterval: 1000,
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxHeaderSize: 16 * 1024,
    },
    listener,
  );
  // A connection that neither sends nor reads for this long is closed (a stalled reader).
  server.setTimeout(env.HTTP_IDLE_TIMEOUT_MS, (socket) => socket.destroy());
  server.maxHeadersCount = 100;
  return server;
}
