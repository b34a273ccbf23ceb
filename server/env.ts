/**
 * The server's environment, checked once at start-up. A bad value stops the process with a
 * message naming the variable, instead of failing later on the first request that needs it.
 * Every variable is documented in the README's table.
 */
import path from "node:path";
import { z } from "zod";
import { leadLimits } from "../app/base/lead-fields";
import { defaultSiteUrl } from "../app/base/site-url";
import { parseTrustedProxies } from "./client-ip";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** An optional variable; set but empty counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** Every variable the server reads; the README's table and .env.example list each of them. */
const envVariables = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Absolute origin for canonical links, sitemap and emails, e.g. https://www.example.in */
  SITE_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  /**
   * The reverse proxies whose X-Forwarded-For and -Proto are believed: addresses or CIDR
   * ranges, comma-separated ("127.0.0.1,10.0.0.0/8"). Unset or 0: none (server/client-ip.ts).
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if (Array.isArray(parsed)) return parsed;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Live blog feed for the home grid and /api/blogs (RSS, Atom or WordPress REST JSON). Unset:
   * the posts of app/content/blog/facts.json. Set at build time, the home page is rendered per request.
   */
  BLOG_FEED_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Send Strict-Transport-Security; on by default in production. */
  HSTS: bool.optional(),

  // Connections: how long a slow or stalled client may hold one.
  /** Time a client has to send the request headers. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /** Time a client has to send the whole request, body included. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** An idle keep-alive connection is closed after this. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(5_000),
  /** A connection with no traffic either way for this long is closed. */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * At SIGTERM or SIGINT, /readyz answers 503 at once but requests are still accepted and served
   * (each answer closing its connection) for this long, so a load balancer's health check takes
   * the instance out of its rotation before the listener closes. Default: 10 s in production
   * (above the check intervals of Caddy in deploy/, nginx Plus, HAProxy), 0 otherwise.
   */
  SHUTDOWN_DRAIN_MS: optional(z.coerce.number().int().min(0)),
  /** Then, with the listener closed, requests in flight get this long to finish. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),

  // Leads: storage.
  /** PostgreSQL connection string; when unset, leads go to SQLite in DATA_DIR/leads.db. */
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://"),
  ),
  /** Most PostgreSQL connections per instance. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Leads older than this many days are deleted daily; 0 keeps them. The privacy policy states
   * the period (leadRetentionDays of app/content/policies/facts.json; server/policy-figures.test.ts).
   */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(0).default(730),
  /** Secret for hashing client IPs. When unset, one is generated and kept in the database. */
  IP_HASH_SALT: optional(z.string().min(16, "must be at least 16 characters")),

  // Leads: email.
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; unset: emails are logged and skipped. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  /** Send over smtp:// without STARTTLS to a host that is not loopback (a trusted network). */
  SMTP_ALLOW_PLAINTEXT: bool.default(false),
  /** Who receives lead notifications (defaults to the site's hello address). */
  LEADS_NOTIFY_TO: optional(z.string()),
  /** Sender of every email, e.g. "Agency Name <no-reply@agency.example>". */
  MAIL_FROM: optional(z.string()),
  /** Also send the visitor a short acknowledgement (no visitor text in it). */
  LEADS_ACK_EMAIL: bool.default(false),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(5000),
  /**
   * How often each instance's lead worker assigns new leads and queues reminders and digests
   * (server/leads/work.ts); a new lead is assigned within this time (under the 60 s promised).
   */
  LEAD_WORK_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
  /**
   * Tests only: a file holding the lead worker's "now" in epoch ms (server/leads/clock.ts).
   * Ignored unless NODE_ENV=test.
   */
  LEAD_WORK_TEST_CLOCK_FILE: z.string().min(1).optional(),
  CONTENT_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * How long a claimed email is held (on the database's clock) before another sender may take
   * it over, as when its sender died. At least twice MAIL_SEND_DEADLINE_MS.
   */
  MAIL_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  /**
   * Longest one send may take, from the claim to the SMTP server's reply; a send still running
   * then is cut off (connection reset) and counted as a failed attempt. At most half of
   * MAIL_LEASE_MS, so the send and the record of its outcome end long before the lease does.
   * Default: 60 s, or half the lease if that is shorter.
   */
  MAIL_SEND_DEADLINE_MS: optional(z.coerce.number().int().min(500)),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(10).default(3_600_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),

  // Leads: abuse limits.
  /** Leads accepted per IP and form within the window; 0 turns the limit off. */
  LEADS_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(5),
  LEADS_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  /** A form sent sooner than this after it became usable is refused (JavaScript only). 0: off. */
  LEADS_MIN_FILL_MS: z.coerce.number().int().min(0).default(1500),
  /** Largest accepted form post, in bytes. */
  LEADS_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(leadLimits.bodyMaxBytes),

  // Staff inbox (/admin).
  /**
   * A staff session ends after this many minutes without a request (2 hours; ASVS 5 V3). A
   * fraction is allowed (tests use a few seconds).
   */
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  /** A staff session ends this many hours after sign-in, used or not (7 days). */
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().positive().default(168),
  /** Failed sign-ins per account from one client within the window before that client is refused. */
  ADMIN_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Wait after a failed sign-in, for that account from that client; doubles with each failure. */
  ADMIN_LOGIN_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Failed sign-ins per client IP within the window before sign-in is refused. */
  ADMIN_LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
  ADMIN_LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Days an audit-trail entry is kept (deleted daily after that); 0 keeps them for good. At least
   * 30: the database refuses to delete a younger entry (migration 8).
   */
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .refine((days) => days === 0 || days >= 30, {
      message: "0 (keep for good), or 30 or more",
    })
    .default(730),

  // Web vitals (/api/vitals).
  /**
   * Samples older than this many days are deleted daily (the speed page reads 28). The privacy
   * policy states the period (vitalsRetentionDays of app/content/policies/facts.json).
   */
  VITALS_RETENTION_DAYS: z.coerce.number().int().min(1).default(35),
  /** Beacons accepted per client IP per minute. */
  VITALS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** Server-rendered GET/HEAD requests per client and minute (not files or the 404 page); 0: off. */
  PAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(300),
  /** Samples stored per minute by one server process, from all visitors together. */
  VITALS_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
});

/** The start of .env.example's IP_HASH_SALT line: production refuses it. */
const SALT_PLACEHOLDER = "replace-with-";

export const envVariableNames = Object.keys(envVariables.shape);

export const envSchema = envVariables
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.IP_HASH_SALT?.startsWith(SALT_PLACEHOLDER)) {
      ctx.addIssue({
        code: "custom",
        path: ["IP_HASH_SALT"],
        message:
          "is still the placeholder from .env.example; set a random secret (openssl rand -hex 32)",
      });
    }
    const deadline = env.MAIL_SEND_DEADLINE_MS;
    if (deadline !== undefined && deadline * 2 > env.MAIL_LEASE_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_SEND_DEADLINE_MS"],
        message: `must be at most half of MAIL_LEASE_MS (${env.MAIL_LEASE_MS}), so a send ends and is recorded well before another instance may take the email over`,
      });
    }
  })
  .transform((env) => ({
    ...env,
    MAIL_SEND_DEADLINE_MS:
      env.MAIL_SEND_DEADLINE_MS ?? Math.min(60_000, Math.floor(env.MAIL_LEASE_MS / 2)),
    SITE_URL: (env.SITE_URL ?? defaultSiteUrl(env.PORT)).replace(/\/+$/, ""),
    DATA_DIR: path.resolve(env.DATA_DIR),
    HSTS: env.HSTS ?? env.NODE_ENV === "production",
    // A developer's Ctrl-C stops at once; a deployed instance drains (server/shutdown.ts).
    SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === "production" ? 10_000 : 0),
  }));

export type Env = z.infer<typeof envSchema>;

/** Parses `source` or throws an Error listing every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}
