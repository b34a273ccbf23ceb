/**
 * Helpers for the integration tests: fresh PostgreSQL databases, an SMTP server on loopback
 * (smtp-server), the app in this process, the real server as a child process, and a lead post.
 */

import type { Server } from "node:http";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { SMTPServer } from "smtp-server";
import { inject } from "vitest";
import { type AdminBackend, startAdminBackend } from "../../server/admin/backend";
import { createApp } from "../../server/app";
import { createBlogSource } from "../../server/blog/source";
import { createContentEditor } from "../../server/content/editor";
import { createContentRuntime } from "../../server/content/runtime";
import { ipHashSalt, openSiteDatabase, type SiteDatabase } from "../../server/db";
import { parseEnv } from "../../server/env";
import { type LeadBackend, startLeadBackend } from "../../server/leads/backend";
import { createLogger } from "../../server/log";
import { clientSources } from "../../server/visits/client-sources";
import { createVisitCounter, type VisitCounter } from "../../server/visits/service";
import { freePort } from "../support/free-port";
import { createDatabase, requireBuild, tempDir, testLimits, waitUntil } from "../support/processes";

export {
  adminAddCommand,
  type ChildServer,
  compiledServer,
  createDatabase,
  requireBuild,
  root,
  runCommand,
  startInstances,
  startServerProcess,
  stopAll,
  tempDir,
  testClock,
  testLimits,
  waitUntil,
} from "../support/processes";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  /** Messages delivered: their 250 reply went out on a still-open connection. */
  messages: ReceivedMail[];
  /** Every message whose DATA ended, delivered or not (in arrival order). */
  received: ReceivedMail[];
  /** Messages whose client closed the connection before the reply (not delivered). */
  dropped: ReceivedMail[];
  /** Replies to the end of DATA still being held back (see replyDelayMs). */
  pendingReplies(): number;
  /** Starts listening (again) on the same port. */
  listen(): Promise<void>;
  close(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
}

export interface TestSmtpOptions {
  /**
   * How long to hold back the reply to the end of DATA. `attempt` counts the times this
   * Message-ID's DATA has ended (1 the first time).
   */
  replyDelayMs?: (attempt: number) => number;
}

/**
 * An SMTP server on 127.0.0.1 that keeps every message it accepts. Not listening until listen().
 * Like a real MTA, it takes responsibility for a message only when it sends the 250 reply to
 * the end of DATA: if the client has gone by then, the message is dropped, not delivered.
 */
export async function createSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const port = await freePort();
  const messages: ReceivedMail[] = [];
  const received: ReceivedMail[] = [];
  const dropped: ReceivedMail[] = [];
  const attemptsByMessageId = new Map<string, number>();
  const closedSessions = new Set<string>();
  let pendingReplies = 0;
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received,
    dropped,
    pendingReplies: () => pendingReplies,
    async listen() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onClose(session) {
          closedSessions.add(session.id);
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const mail: ReceivedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString("utf8"),
            };
            received.push(mail);
            const messageId = mail.raw.match(/^Message-ID:\s*(<[^>]*>)/im)?.[1] ?? mail.raw;
            const attempt = (attemptsByMessageId.get(messageId) ?? 0) + 1;
            attemptsByMessageId.set(messageId, attempt);
            const reply = () => {
              pendingReplies--;
              if (closedSessions.has(session.id)) {
                dropped.push(mail);
                callback(new Error("the client left before the reply"));
                return;
              }
              messages.push(mail);
              callback();
            };
            pendingReplies++;
            const delay = options.replyDelayMs?.(attempt) ?? 0;
            if (delay > 0) setTimeout(reply, delay);
            else reply();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server?.once("error", reject);
        server?.listen(port, "127.0.0.1", () => resolve());
      });
      // A client that resets its connection (a send cut off at its deadline) is no fault here.
      server.on("error", () => {});
    },
    async close() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async waitFor(count, timeoutMs = 20_000) {
      await waitUntil(() => messages.length >= count, timeoutMs, `${count} emails`);
    },
  };
  return smtp;
}

export interface InProcessApp {
  url: string;
  /** The site's database the app uses. */
  db: SiteDatabase;
  backend: LeadBackend;
  adminBackend: AdminBackend;
  /** The visit count (server/visits/service.ts); its timers are not started. */
  visits: VisitCounter;
  close(): Promise<void>;
}

/** The real app (production build, lead backend) in this process, on a free port. */
export async function startInProcessApp(env: Record<string, string>): Promise<InProcessApp> {
  const build = (await import(pathToFileURL(requireBuild()).href)) as ServerBuild;
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const parsed = parseEnv({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: siteUrl,
    LOG_LEVEL: "silent",
    ...testLimits,
    ...env,
  });
  const logger = createLogger(parsed.LOG_LEVEL);
  const db = await openSiteDatabase(parsed);
  const salt = await ipHashSalt(db, parsed.IP_HASH_SALT);
  const content = createContentRuntime({ store: db, logger, pollMs: parsed.CONTENT_POLL_MS });
  const backend = await startLeadBackend({
    env: parsed,
    logger,
    db,
    ipHashSalt: salt,
    content: () => content.current().content,
  });
  const adminBackend = await startAdminBackend({
    env: parsed,
    logger,
    db,
    ipHashSalt: salt,
    content: () => content.current().content,
  });
  const visits = createVisitCounter({ store: db, logger });
  const app: ReturnType<typeof createApp> = createApp({
    env: parsed,
    logger,
    build,
    visits,
    services: {
      blog: createBlogSource({ feedUrl: parsed.BLOG_FEED_URL, logger }),
      leads: backend.leads,
      admin: adminBackend.admin,
      vitals: adminBackend.vitals,
      clientSources: clientSources(db),
      contentEditor: createContentEditor({
        store: db,
        live: () => content.current(),
        previewPage: (revision, pagePath) => app.renderer.preview(revision, pagePath),
        pagesReading: (topic) => app.renderer.pagesReading(topic),
        pagesShowing: (changes) => app.renderer.pagesShowing(changes),
        follow: () => content.refresh(),
      }),
    },
    health: () => backend.health(),
    info: () => backend.info(),
    content,
  });
  await app.contentReady;
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(port, "127.0.0.1", () => resolve(s));
  });
  return {
    url: siteUrl,
    db,
    backend,
    adminBackend,
    visits,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await adminBackend.stop();
      await visits.stop();
      content.stop();
      await backend.stop();
      await db.close();
    },
  };
}

export interface LeadInput {
  name?: string;
  email?: string;
  number?: string;
  msg?: string;
  kind?: string;
  [field: string]: string | undefined;
}

export function validLead(i: number | string, extra: LeadInput = {}): LeadInput {
  return {
    kind: "contact",
    name: `Asha Verma ${i}`,
    email: `asha.${i}@example.com`,
    number: "+91 98110 24680",
    msg: `We need a website for our shop (${i}).`,
    ...extra,
  };
}

/** Posts a form natively (urlencoded, with this site's Origin). */
export async function postForm(
  baseUrl: string,
  pathname: string,
  fields: LeadInput,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) body.append(key, value);
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    body,
    headers: { Origin: baseUrl, ...headers },
    redirect: "manual",
  });
  return { status: response.status, body: await response.text() };
}

/** True when a page rendered by the server shows the form's confirmation. */
export const showsSuccess = (html: string) => /data-testid="[a-z]+-success"/.test(html);

/** Field errors shown by a form page (or listed by the legacy endpoint's page). */
export function fieldErrors(html: string): string[] {
  const errors = [
    ...html.matchAll(/id="(?:contact|popup|career)-(name|email|number|msg)-error"/g),
  ].map((m) => m[1] as string);
  if (/<ul data-field-errors>/.test(html)) errors.push("legacy");
  return errors;
}

/** The text of HTML as a browser shows it: React escapes ' " & < > in what it renders. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x27|#39|quot|amp|lt|gt);/g, (_, entity: string) => {
    const map: Record<string, string> = {
      "#x27": "'",
      "#39": "'",
      quot: '"',
      amp: "&",
      lt: "<",
      gt: ">",
    };
    return map[entity] ?? "";
  });
}

/** What a staff sign-in at /admin/login answered. */
export interface StaffSignIn {
  status: number;
  /** Where it sends the browser (the inbox, the code step, the page asked for). */
  location: string | null;
  /** The session as a Cookie header ("" when none was set). */
  cookie: string;
}

/**
 * Signs `email` in at `origin`'s /admin/login as the sign-in form posts it, over http (the
 * cookie is sw_admin). `headers` adds the client's, such as its X-Forwarded-For.
 */
export async function staffSignIn(
  origin: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<StaffSignIn> {
  const response = await fetch(`${origin}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { Origin: origin, ...headers },
    redirect: "manual",
  });
  const value = /sw_admin=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: value ? `sw_admin=${value}` : "",
  };
}

/** Signs `email` in (staffSignIn) and returns its session cookie; throws when none is set. */
export async function staffSession(
  origin: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const { status, cookie } = await staffSignIn(origin, email, password, headers);
  if (!cookie) throw new Error(`${email} did not sign in (${status})`);
  return cookie;
}

/** The session's CSRF token, from its account page at `origin`. */
export async function csrfOf(
  origin: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${origin}/admin/account`, {
    headers: { Cookie: cookie, ...headers },
    redirect: "manual",
  });
  const token = /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1];
  if (!token) throw new Error("no CSRF token on the page");
  return token;
}

/**
 * Both engines as a server's environment, for `describe.each`: SQLite in a fresh DATA_DIR, and
 * PostgreSQL in a fresh database of the set-up's throwaway cluster (each DATA_DIR named `prefix`).
 */
export function engineEnvironments(
  prefix: string,
): [string, () => Promise<Record<string, string>>][] {
  return [
    ["SQLite", async () => ({ DATA_DIR: tempDir(prefix) })],
    [
      "PostgreSQL",
      async () => ({
        DATA_DIR: tempDir(prefix),
        DATABASE_URL: await createDatabase(inject("databaseUrl")),
      }),
    ],
  ];
}
