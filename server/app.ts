/**
 * Builds the Express application: logging, security headers, redirects, static and
 * prerendered files, then React Router for everything rendered per request. server/index.ts
 * starts it; tests start it too, on a free port.
 */

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { ServerBuild } from "react-router";
import { localeOfPath } from "../app/lib/locale";
import { canonicalRedirect } from "../app/lib/site-routes";
import { VITALS_BODY_LIMIT_BYTES } from "../app/lib/vitals.server";
import type { ServerServices } from "../app/load-context";
import type { Env } from "./env";
import type { Logger } from "./log";
import { isAdminPath, isFormPost, leadRequestGuard, messageTooLongPage } from "./steps/form-guard";
import { responseHeaders, uncached } from "./steps/headers";
import { createRequestHygiene, requestTarget } from "./steps/hygiene";
import { reactRouterHandler } from "./steps/react-router";
import { expressRequestLog } from "./steps/request-log";
import { createStaticResponder, loadStaticFiles } from "./steps/static-files";

export interface AppOptions {
  env: Env;
  logger: Logger;
  /** The React Router server build, or a loader of it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, served from memory; omitted in development, where Vite serves files. */
  clientDir?: string;
  /** Services handed to loaders and actions, besides the nonce. */
  services?: Omit<ServerServices, "cspNonce" | "clientIp">;
  /** Reports whether the app's dependencies are healthy, for /healthz. */
  health?: () => Promise<Record<string, unknown>>;
  /** Middleware mounted before rendering (Vite's in development). */
  before?: express.RequestHandler[];
}

export function createApp(options: AppOptions) {
  const { env, logger } = options;
  const headers = responseHeaders({
    hsts: env.HSTS,
    // Only an https site may ask browsers to upgrade its sub-requests.
    upgradeInsecure: env.SITE_URL.startsWith("https:"),
    // In development Vite's middleware (options.before) serves the pages' scripts.
    renderedPagePolicy: !options.before,
  });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(expressRequestLog(logger));
  app.use(headers.securityHeaders);

  app.get("/healthz", async (_req, res) => {
    try {
      const checks = (await options.health?.()) ?? {};
      res.set(uncached);
      res.json({ status: "ok", uptime: Math.round(process.uptime()), ...checks });
    } catch (error) {
      logger.error("health check failed", { error: String(error) });
      res.status(503).json({ status: "error" });
    }
  });

  // Other casings, the top-level service paths and trailing slashes: 301 to the canonical path.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = canonicalRedirect(req.path);
    if (!target) return next();
    const query = req.originalUrl.slice(req.path.length);
    res.redirect(301, `${target}${query}`);
  });

  app.use(headers.staffInbox);

  // Web-vitals beacons: a few per page view, so a small per-IP cap stops a flood early.
  const vitalsLimit = rateLimit({
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
  app.use((req, res, next) => {
    if (req.method === "POST" && requestTarget(req).key === "/api/vitals") {
      return vitalsLimit(req, res, next);
    }
    next();
  });

  for (const middleware of options.before ?? []) app.use(middleware);

  // Form posts: content type and origin, before React Router sees them.
  app.use(leadRequestGuard({ siteUrl: env.SITE_URL, logger }));

  app.use(compression());

  const handler = reactRouterHandler({
    build: options.build,
    mode: env.NODE_ENV === "production" ? "production" : "development",
    getLoadContext: (req, res) => ({
      ...options.services,
      cspNonce: res.locals.cspNonce as string,
      clientIp: req.ip,
    }),
  });
  app.use(headers.pagePolicy);
  app.use(handler);

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    logger.error("unhandled error", { error: String(error) });
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
    else res.destroy();
  });

  const hygiene = createRequestHygiene({
    logger,
    headers,
    // Only the forms and the vitals endpoint take posts; everything else is read-only.
    methodsFor: (key) =>
      key === "/api/vitals"
        ? ["POST"]
        : isFormPost(key)
          ? ["GET", "HEAD", "POST"]
          : ["GET", "HEAD"],
    bodyLimit: (key) =>
      key === "/api/vitals" ? VITALS_BODY_LIMIT_BYTES : env.LEADS_BODY_LIMIT_BYTES,
    tooLargePage: (key) =>
      isFormPost(key) && !isAdminPath(key)
        ? messageTooLongPage(env.LEADS_BODY_LIMIT_BYTES, localeOfPath(key))
        : null,
  });

  // Prerendered pages and assets are answered before Express (server/static.ts).
  let serveFile: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  if (options.clientDir) {
    const files = loadStaticFiles(options.clientDir);
    logger.info("static files loaded", { count: files.size });
    serveFile = createStaticResponder(files, { headers, logger });
  }
  // Hygiene first; then prerendered pages and assets; then Express.
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    hygiene(req, res, () => {
      if (serveFile?.(req, res)) return;
      app(req, res);
    });
  };
  return Object.assign(listener, {
    listen(port: number, host: string, callback?: () => void): Server {
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
      return server.listen(port, host, callback);
    },
  });
}
