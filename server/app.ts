/**
 * The site's request handler, in the order a request meets it. Each step is a module in
 * server/steps/; every answer's headers come from steps/headers.ts and its log line from
 * steps/request-log.ts. server/index.ts starts it; tests start it too, on a free port.
 *
 *   1. request hygiene          steps/hygiene.ts, steps/path-rules.ts
 *   2. security headers         steps/headers.ts
 *   3. static files             steps/static-files.ts (before Express: the fast path), and the
 *                               not-found page for unknown paths, rendered once per revision of
 *                               the content, as the prerendered pages are (content/pages.ts)
 *   4. Express: /healthz and /readyz, canonical redirects, the staff inbox's headers, the
 *                               media library's pictures (media/routes.ts: /media/…)
 *   5. limits                   steps/rate-limits.ts (beacons, server-rendered GETs per client),
 *                               steps/form-guard.ts; then the media library's staff routes
 *   6. compression
 *   7. React Router             steps/react-router.ts
 *   8. errors                   steps/error-handler.ts
 */

import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { canonicalRedirect, prerenderPaths } from "../app/base/site-routes";
import { originReplacer, readBuildInfo } from "./build-info";
import { clientAddress, trustedProxies } from "./client-ip";
import { createPageRenderer } from "./content/pages";
import { changedFields } from "./content/reads";
import type { ContentRuntime } from "./content/runtime";
import type { Env } from "./env";
import { createHttpServer } from "./http-server";
import { errorFields, type Logger } from "./log";
import { isMediaPath } from "./media/routes";
import type { MediaLibrary } from "./media/service";
import type { ServerServices } from "./services";
import { errorHandler } from "./steps/error-handler";
import { formGuard } from "./steps/form-guard";
import { responseHeaders } from "./steps/headers";
import { healthCheck, readinessCheck } from "./steps/health";
import { requestHygiene } from "./steps/hygiene";
import { pathRules } from "./steps/path-rules";
import { pageRateLimit, vitalsRateLimit } from "./steps/rate-limits";
import { reactRouterHandler } from "./steps/react-router";
import { canonicalRedirects } from "./steps/redirects";
import { expressRequestLog } from "./steps/request-log";
import {
  createNotFoundResponder,
  type Responder,
  routeMatcher,
  serveStaticFiles,
} from "./steps/static-files";
import { visitBeacons } from "./steps/visits";
import type { VisitCounter } from "./visits/service";

export interface AppOptions {
  env: Env;
  logger: Logger;
  /** The React Router server build, or a loader of it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, served from memory; omitted in development, where Vite serves files. */
  clientDir?: string;
  /** Services handed to loaders and actions, besides the nonce and the content. */
  services?: Omit<ServerServices, "cspNonce" | "clientIp" | "content" | "pageDate">;
  /**
   * The live words and facts (server/content/runtime.ts): started here, with the prerendered
   * pages rendered again for each revision before it goes live.
   */
  content: ContentRuntime;
  /** What /healthz reports besides "ok"; no I/O (steps/health.ts). */
  info?: () => Record<string, unknown>;
  /** For /readyz: throws when the database does not answer or migrations are pending. */
  health?: () => Promise<Record<string, unknown>>;
  /** True once shutdown has begun: /readyz answers 503. */
  stopping?: () => boolean;
  /** The visit count (server/visits/service.ts): its beacons are answered before the limits. */
  visits?: VisitCounter;
  /** Middleware mounted before the form guard (Vite's in development). */
  before?: express.RequestHandler[];
  /** The media library (server/media/): its pictures and its staff routes. */
  media?: MediaLibrary;
}

/** The rewrite of prerendered pages' origin to SITE_URL, when the build was made for another. */
function prerenderedOriginRewrite(clientDir: string, siteUrl: string, logger: Logger) {
  const built = readBuildInfo(path.dirname(clientDir));
  if (!built) {
    logger.warn(
      "build/site.json is missing: rebuild (npm run build) so prerendered pages carry SITE_URL",
    );
    return undefined;
  }
  if (built.siteUrl === siteUrl) return undefined;
  logger.info("prerendered pages were built for another origin: serving them with SITE_URL", {
    built: built.siteUrl,
    siteUrl,
  });
  return originReplacer(built.siteUrl, siteUrl);
}

/** Paths Express answers before React Router (step 4): never the not-found page. */
const expressOnlyPaths = new Set(["/healthz", "/readyz"]);

export function createApp(options: AppOptions) {
  const { env, logger } = options;
  const headers = responseHeaders({
    hsts: env.HSTS,
    // Only an https site may ask browsers to upgrade its sub-requests.
    upgradeInsecure: env.SITE_URL.startsWith("https:"),
    // In development Vite's middleware (options.before) serves the pages' scripts.
    renderedPagePolicy: !options.before,
  });

  // 1. Request hygiene: decides each request's path once, refuses what no browser sends and
  //    reads any body within its path's limit.
  const liveContent = () => options.content.current().content;
  const hygiene = requestHygiene({ logger, headers, ...pathRules(env, liveContent) });

  // 2. Security headers: every answer carries them. Hygiene's refusals and the static files
  //    have them in their headers computed at start-up; Express sets them first thing (below).

  // 3. Prerendered pages and assets, from memory, without the Express chain.
  //    Pages prerendered for another origin are served with this server's (server/build-info.ts).
  const staticFiles = options.clientDir
    ? serveStaticFiles(options.clientDir, {
        headers,
        logger,
        rewrite: prerenderedOriginRewrite(options.clientDir, env.SITE_URL, logger),
      })
    : undefined;
  //    Unknown paths get the not-found page, from memory too (until it is rendered, React
  //    Router renders it per request).
  //    Each revision of the content renders again the pages that read what it changed, and the
  //    not-found pages, before it goes live; then they are swapped in, all in one step
  //    (server/content/pages.ts, docs/decisions/0017-words-as-data.md).
  let notFound: (Responder & ReturnType<typeof createNotFoundResponder>) | undefined;
  const build = options.build;
  let contentReady: Promise<void>;
  let pageDate: ServerServices["pageDate"];
  // The pages of a revision, in development too (the words editor's previews).
  const mediaShapes = options.media?.shapesOf;
  const renderer = createPageRenderer({
    build,
    mediaShapes,
    paths: prerenderPaths({ liveBlogFeed: Boolean(env.BLOG_FEED_URL) }).filter(
      (pagePath) => !staticFiles || staticFiles.has(pagePath),
    ),
    logger,
  });
  if (staticFiles && typeof build !== "function") {
    const routeOf = routeMatcher(build);
    // A path Express answers itself (health checks) or redirects (an alias, another casing)
    // goes on to Express.
    const unlessRedirected = (pathname: string) =>
      expressOnlyPaths.has(pathname) || isMediaPath(pathname) || canonicalRedirect(pathname)
        ? null
        : routeOf(pathname);
    const builtAt = Date.parse(
      readBuildInfo(path.dirname(options.clientDir as string))?.builtAt ?? "",
    );
    pageDate = (pagePath) => {
      // The later of the build and the last publish of words the page shows.
      if (!renderer.topicsOf(pagePath)) return undefined;
      const dates = [builtAt, renderer.changedAt(pagePath) ?? Number.NaN];
      const latest = Math.max(...dates.filter((date) => Number.isFinite(date)));
      return Number.isFinite(latest) ? latest : undefined;
    };
    contentReady = options.content.start(async (next, previous) => {
      // Each changed field, dated by the latest publish of the topics it is made from.
      const changes = changedFields(previous.content, next.content).map((change) => ({
        ...change,
        at: Math.max(...change.topics.map((topic) => next.topicDates[topic] ?? Number.NaN)),
      }));
      const rendered = await renderer.render(next.content, changes);
      const pages = [...rendered.files.keys()];
      if (rendered.notFound) pages.push("/404", "/hi/404");
      logger.info("pages rendered for a revision", {
        version: next.content.revision,
        topics: [...new Set(changes.flatMap((change) => change.topics))],
        fields: changes.length,
        pages: pages.length,
        paths: pages,
      });
      return () => {
        renderer.keep(rendered);
        staticFiles.replace(rendered.files);
        // Then the build's compression, in the background: the same pages, fewer bytes.
        renderer
          .compressBest(rendered.files)
          .then((best) => staticFiles.recompress(best))
          .catch((error) => logger.error("pages not recompressed", errorFields(error)));
        if (!rendered.notFound) return;
        if (notFound) notFound.replace(rendered.notFound);
        else
          notFound = createNotFoundResponder(rendered.notFound, unlessRedirected, {
            headers,
            logger,
          });
      };
    });
    // Then, in the background, which fields each page of the build reads.
    contentReady
      .then(() => renderer.learnTopics(options.content.current().content))
      .then(() => logger.info("pages' fields learnt", { pages: renderer.pagesLearnt() }))
      .catch((error) => logger.error("pages' topics not learnt", errorFields(error)));
  } else {
    contentReady = options.content.start();
  }

  // Everything else goes through Express.
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-Proto and -Host count only from TRUST_PROXY's addresses; the client's address
  // is worked out once (server/client-ip.ts) and every step reads it as req.ip.
  const isTrustedProxy = trustedProxies(env.TRUST_PROXY);
  app.set("trust proxy", (address: string) => isTrustedProxy(address));
  app.use((req, _res, next) => {
    const ip = clientAddress(
      req.socket.remoteAddress,
      req.headers["x-forwarded-for"],
      isTrustedProxy,
    );
    Object.defineProperty(req, "ip", { value: ip, configurable: true, enumerable: true });
    next();
  });
  app.use(expressRequestLog(logger));
  app.use(headers.securityHeaders);

  // 4. Health, canonical redirects, and the staff inbox's noindex and no-store.
  const probes = {
    info: options.info,
    ready: options.health,
    stopping: options.stopping,
    logger,
  };
  app.get("/healthz", healthCheck(probes));
  app.get("/readyz", readinessCheck(probes));
  app.use(canonicalRedirects);
  app.use(headers.staffInbox);
  //    The library's pictures, before the page rate limit: a page shows many of them.
  const admin = options.services?.admin;
  const media = options.media && admin ? options.media.routes(admin) : undefined;
  if (media) app.use(media.serve);

  // 5. Limits: the web-vitals rate limit, then (after Vite's middleware in development) the
  //    form guard: a form post's content type and origin, before React Router reads it.
  app.use(vitalsRateLimit(env));
  //    The visit count's beacons: their own per-client limit, then the counter (issue 55).
  app.use(visitBeacons(options.visits));
  app.use(pageRateLimit(env));
  for (const middleware of options.before ?? []) app.use(middleware);
  app.use(
    formGuard({
      siteUrl: env.SITE_URL,
      logger,
      content: liveContent,
      // Each refusal counted in the audit trail, per client and minute (server/admin/audit.ts).
      recordRefusal: admin
        ? ({ reason, path, ip }) =>
            admin.audit.recordAggregated({
              kind: "form.refused",
              ipHash: admin.hashIp(ip),
              details: { reason, path },
            })
        : undefined,
    }),
  );

  //    The media library's staff routes, once the form guard checked a post's origin.
  if (media) app.use(media.staff);

  // 6. Compression of what is rendered per request (the static files have stored copies).
  app.use(compression());

  // 7. React Router renders the rest: a fresh CSP nonce per page, and the services every
  //    loader and action receives (app/load-context.ts).
  app.use(headers.pagePolicy);
  app.use(
    reactRouterHandler({
      build: options.build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext: (req, res) => ({
        ...options.services,
        content: liveContent(),
        mediaShapes,
        pageDate,
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip,
      }),
    }),
  );

  // 8. An error no step answered: logged, and a plain 500.
  app.use(errorHandler(logger));

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    hygiene(req, res, () => {
      if (staticFiles?.(req, res)) return;
      if (notFound?.(req, res)) return;
      app(req, res);
    });
  };
  return Object.assign(listener, {
    /** Resolves once the live content and its pages are served (rejects if they cannot be). */
    contentReady,
    /** The prerendered pages of any revision (the words editor previews with it). */
    renderer,
    listen(port: number, host: string, callback?: () => void) {
      return createHttpServer(listener, env).listen(port, host, callback);
    },
  });
}
