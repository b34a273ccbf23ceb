/**
 * Wires the staff inbox and the web-vitals store onto the site's database, from the
 * environment. server/index.ts and the integration tests start it after startLeadBackend.
 */

import type { Content } from "../../app/content/engine/content";
import type { SiteDatabase } from "../db";
import type { Env } from "../env";
import { errorFields, type Logger } from "../log";
import { createSmtpMailer, type Mailer } from "../mail/transport";
import { createVitalsService, type VitalsStorage } from "../vitals/service";
import { type AdminService, createAdminService } from "./service";

export interface AdminBackend {
  admin: AdminService;
  vitals: VitalsStorage;
  /** Stops the timers and writes the audit trail's counted entries (resolves when written). */
  stop(): Promise<void>;
}

export type AdminBackendEnv = Pick<
  Env,
  | "SITE_URL"
  | "ADMIN_SESSION_IDLE_MINUTES"
  | "ADMIN_SESSION_MAX_HOURS"
  | "ADMIN_LOGIN_MAX_FAILURES"
  | "ADMIN_LOGIN_IP_MAX_FAILURES"
  | "ADMIN_LOGIN_DELAY_MS"
  | "ADMIN_LOGIN_WINDOW_MINUTES"
  | "AUDIT_RETENTION_DAYS"
  | "SMTP_URL"
  | "SMTP_ALLOW_PLAINTEXT"
  | "MAIL_FROM"
  | "MAIL_SEND_DEADLINE_MS"
  | "VITALS_RETENTION_DAYS"
  | "VITALS_MAX_PER_MINUTE"
>;

export async function startAdminBackend(options: {
  env: AdminBackendEnv;
  logger: Logger;
  db: SiteDatabase;
  /** The secret for client-IP hashes, the same as the lead service's. */
  ipHashSalt: string;
  /** Overrides the SMTP mailer built from SMTP_URL for staff emails (tests). */
  mailer?: Mailer;
  /** The live words and facts (the agency's name in staff emails). */
  content: () => Content;
}): Promise<AdminBackend> {
  const { env, logger, db: repo, ipHashSalt } = options;
  // Staff emails (invitations, password links) are sent at once, not through the leads' outbox
  // (docs/decisions/0018-staff-second-factor.md); their deadline keeps the owner's page quick.
  const mailDeadlineMs = Math.min(15_000, env.MAIL_SEND_DEADLINE_MS);
  const mailer =
    options.mailer ??
    (env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, {
          sendDeadlineMs: mailDeadlineMs,
          allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
        })
      : null);
  const admin = createAdminService({
    repo,
    logger,
    mailer,
    config: {
      sessionIdleMs: Math.round(env.ADMIN_SESSION_IDLE_MINUTES * 60_000),
      sessionMaxMs: Math.round(env.ADMIN_SESSION_MAX_HOURS * 3_600_000),
      loginMaxFailures: env.ADMIN_LOGIN_MAX_FAILURES,
      loginIpMaxFailures: env.ADMIN_LOGIN_IP_MAX_FAILURES,
      loginDelayMs: env.ADMIN_LOGIN_DELAY_MS,
      loginWindowMs: env.ADMIN_LOGIN_WINDOW_MINUTES * 60_000,
      secureCookie: env.SITE_URL.startsWith("https:"),
      ipHashSalt,
      auditRetentionDays: env.AUDIT_RETENTION_DAYS,
      siteUrl: env.SITE_URL,
      mailFrom: env.MAIL_FROM,
      site: () => options.content().dictionary("en").siteFacts,
      mailDeadlineMs,
    },
  });
  const vitals = createVitalsService({
    repo,
    logger,
    config: {
      retentionDays: env.VITALS_RETENTION_DAYS,
      maxSamplesPerMinute: env.VITALS_MAX_PER_MINUTE,
    },
  });
  vitals.start();
  const purgeSessions = () =>
    admin.purgeExpired().catch((error) => logger.error("session purge failed", errorFields(error)));
  const hourly = setInterval(purgeSessions, 3_600_000);
  hourly.unref();
  // The audit trail's retention: shortly after start, then daily (idempotent on every instance).
  const purgeAudit = () =>
    admin.audit
      .purgeExpired()
      .catch((error) => logger.error("audit purge failed", errorFields(error)));
  const firstAuditPurge = setTimeout(purgeAudit, 60_000);
  firstAuditPurge.unref();
  const dailyAuditPurge = setInterval(purgeAudit, 86_400_000);
  dailyAuditPurge.unref();
  return {
    admin,
    vitals,
    async stop() {
      clearInterval(hourly);
      clearTimeout(firstAuditPurge);
      clearInterval(dailyAuditPurge);
      vitals.stop();
      await admin.audit
        .stop()
        .catch((error) => logger.error("audit counts not stored", errorFields(error)));
    },
  };
}
