/**
 * Starts the site: `npm start` runs this file compiled (node build/server-dist/index.js, see
 * scripts/compile-server.ts); `npm run dev` runs it with tsx and Vite (hot reload).
 * Exits at once, naming the variable, when the environment is invalid.
 *
 * Shutdown (SIGTERM or SIGINT): /readyz answers 503 at once and the outbox stops claiming emails;
 * requests are still served for SHUTDOWN_DRAIN_MS, each answer closing its connection, so a load
 * balancer notices and sends new ones elsewhere (a second signal ends the drain); then the
 * listening socket closes (a late connection is refused, nothing sent, and goes to another
 * instance), requests in flight finish within SHUTDOWN_TIMEOUT_MS, email sends in flight end
 * within MAIL_SEND_DEADLINE_MS and are recorded, the database closes and the process exits 0
 * (server/shutdown.ts, docs/decisions/0015-deploy.md).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { usesOfPicture } from "../app/content/engine/pictures";
import { type AdminBackend, startAdminBackend } from "./admin/backend";
import { createApp } from "./app";
import { createBlogSource } from "./blog/source";
import { projectRoot } from "./build-info";
import { createContentEditor } from "./content/editor";
import { contentOperations } from "./content/operations";
import { type ContentRuntime, createContentRuntime } from "./content/runtime";
import { settleContent } from "./content/settle";
import { ipHashSalt, openSiteDatabase, recordSiteUrl, type SiteDatabase } from "./db";
import { parseEnv } from "./env";
import { type LeadBackend, startLeadBackend } from "./leads/backend";
import { createLogger, errorFields } from "./log";
import { createMediaLibrary, type MediaLibrary } from "./media/service";
import { type Drain, gracefulShutdown } from "./shutdown";
import { clientSources } from "./visits/client-sources";
import { createVisitCounter } from "./visits/service";

const root = projectRoot();
/** Time allowed at shutdown, beyond the send deadline, to record outcomes and close the database. */
const SHUTDOWN_MARGIN_MS = 5000;
const dev = process.argv.includes("--dev");

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);

  // The database is opened and migrated before the server listens: a server that cannot store
  // leads must not take traffic.
  let db: SiteDatabase;
  let backend: LeadBackend;
  let adminBackend: AdminBackend;
  let content: ContentRuntime;
  let media: MediaLibrary;
  try {
    db = await openSiteDatabase(env, (message, fields) => logger.warn(message, fields));
    logger.info("database ready", { database: db.dialect });
    const salt = await ipHashSalt(db, env.IP_HASH_SALT);
    // The address people sign in at, for `npm run admin:add` run without the server's settings.
    await recordSiteUrl(db, process.env.SITE_URL ? env.SITE_URL : undefined);
    // Staff changes computed for words stored whole, and this release's content migrations,
    // once, before any words are served (docs/decisions/0021-changes-over-shipped-words.md).
    const settled = await settleContent(db);
    if (settled.migrations.length > 0 || Object.keys(settled.backfill).length > 0)
      logger.info("content settled for this release", {
        migrations: settled.migrations,
        computedChanges: Object.keys(settled.backfill),
      });
    content = createContentRuntime({ store: db, logger, pollMs: env.CONTENT_POLL_MS });
    const liveContent = () => content.current().content;
    backend = await startLeadBackend({ env, logger, db, ipHashSalt: salt, content: liveContent });
    adminBackend = await startAdminBackend({
      env,
      logger,
      db,
      ipHashSalt: salt,
      content: liveContent,
    });
    // The library's pictures: originals in the database, served files cached in DATA_DIR.
    // A picture the live words use cannot be removed: its uses are read from the store's live
    // revision (another instance may have published it a moment ago).
    media = createMediaLibrary({
      store: db,
      dataDir: env.DATA_DIR,
      logger,
      uses: async (item) => {
        // One follow at a time however many items ask (a page of the list); a failure leaves the
        // revision this instance has.
        await content.refresh().catch(() => undefined);
        return usesOfPicture(content.current().content.documents, item.hash);
      },
    });
    await media.start();
  } catch (error) {
    logger.error("lead storage failed to start", errorFields(error));
    process.exit(1);
  }
  // Visits counted without cookies (issue 55): buffered, written once a second, rolled up daily.
  const visits = createVisitCounter({ store: db, logger });
  visits.start();
  // The editor previews with the app's page renderer, made below.
  let app: ReturnType<typeof createApp>;
  const services = {
    blog: createBlogSource({ feedUrl: env.BLOG_FEED_URL, logger }),
    leads: backend.leads,
    admin: adminBackend.admin,
    vitals: adminBackend.vitals,
    mediaLibrary: media.cards,
    clientSources: clientSources(db),
    contentEditor: createContentEditor({
      store: db,
      live: () => content.current(),
      previewPage: (revision, pagePath) => app.renderer.preview(revision, pagePath),
      pagesReading: (topic) => app.renderer.pagesReading(topic),
      pagesShowing: (changes) => app.renderer.pagesShowing(changes),
      follow: () => content.refresh(),
    }),
  };
  let stopping = false;
  const probes = {
    health: () => backend.health(),
    info: () => backend.info(),
    stopping: () => stopping,
  };

  if (dev) {
    const vite = await import("vite").then((v) =>
      v.createServer({ root, server: { middlewareMode: true } }),
    );
    app = createApp({
      env,
      logger,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      before: [vite.middlewares],
      services,
      content,
      media,
      visits,
      ...probes,
    });
  } else {
    const buildFile = path.join(root, "build/server/index.js");
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    app = createApp({
      env,
      logger,
      build,
      clientDir: path.join(root, "build/client"),
      services,
      content,
      media,
      visits,
      ...probes,
    });
  }

  // The live words and their pages first: a server must not answer with words staff replaced.
  try {
    await app.contentReady;
  } catch (error) {
    logger.error("content failed to load", errorFields(error));
    process.exit(1);
  }

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info("listening", {
      url: `http://localhost:${port}`,
      mode: dev ? "development" : env.NODE_ENV,
    });
    // Invented content must not go live unnoticed (docs/decisions/0008).
    if (!dev && env.NODE_ENV === "production")
      contentOperations(db)
        .launchCheck()
        .then((statuses) => {
          const open = statuses.filter((status) => !status.settled).length;
          if (open > 0)
            logger.warn("placeholders remain", { count: open, list: "npm run launch-check" });
        })
        .catch((error) => logger.error("launch-check failed", errorFields(error)));
  });

  const shutdown = gracefulShutdown(server);
  let drain: Drain | undefined;
  const stop = (signal: string) => {
    // A second signal (Ctrl-C again) ends the drain: the listener closes now.
    if (drain) return drain.closeNow();
    stopping = true;
    logger.info("stopping", {
      signal,
      drainMs: env.SHUTDOWN_DRAIN_MS,
      requestsWithinMs: env.SHUTDOWN_TIMEOUT_MS,
      emailsWithinMs: env.MAIL_SEND_DEADLINE_MS,
    });
    // Stop claiming emails now; the sends in flight end within MAIL_SEND_DEADLINE_MS and their
    // outcome is recorded before the database closes. Leads stored while draining are sent by
    // another instance, or by this one after its restart.
    const outboxStopped = backend.outbox?.stop() ?? Promise.resolve();
    drain = shutdown.drainThenClose({
      drainMs: env.SHUTDOWN_DRAIN_MS,
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      onClose: () => logger.info("closing the listener"),
    });
    Promise.all([drain.closed, outboxStopped])
      .then(async () => {
        // Before the database closes: the audit trail's counts of this minute are written.
        await adminBackend.stop();
        await visits.stop().catch(() => undefined);
        content.stop();
        await backend.stop();
        await db.close();
      })
      .catch((error) => logger.error("shutdown failed", errorFields(error)))
      .finally(() => process.exit(0));
    // Last resort, e.g. the database no longer answers: the stop is bounded.
    const httpMs = env.SHUTDOWN_DRAIN_MS + env.SHUTDOWN_TIMEOUT_MS;
    setTimeout(() => {
      logger.error("shutdown timed out; sends in flight may not be recorded");
      process.exit(1);
    }, Math.max(env.MAIL_SEND_DEADLINE_MS, httpMs) + SHUTDOWN_MARGIN_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("unhandledRejection", (reason) =>
    logger.error("unhandled rejection", errorFields(reason)),
  );
}

await main();
