/**
 * Wires the lead backend from the environment onto the site's database (opened by the caller):
 * the lead service, the outbox sender (when SMTP_URL is set), the lead worker, the owners' weekly
 * report and the daily retention purge.
 * server/index.ts and the integration tests both start it.
 */
import { type Content, shippedContent } from "../../app/content/engine/content";
import type { SiteDatabase } from "../db";
import type { Env } from "../env";
import { errorFields, type Logger } from "../log";
import { createOutboxSender, type OutboxSender } from "../mail/outbox";
import { defaultSender, type MailSettings } from "../mail/templates";
import { createSmtpMailer, type Mailer } from "../mail/transport";
import { createReportWorker, type ReportWorker, weeklyReport } from "../reports/weekly";
import { leadWorkClock } from "./clock";
import { leadRecipients } from "./notify-to";
import { createLeadService, type LeadService } from "./service";
import { createLeadWorker, type LeadWorker } from "./work";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LeadBackend {
  leads: LeadService;
  outbox: OutboxSender | null;
  /** Assignment, reminders, no-answer flags and digests (work.ts). */
  work: LeadWorker;
  /** The owners' weekly report, Monday 09:00 India time (server/reports/weekly.ts). */
  reports: ReportWorker;
  /** For /readyz: throws when the database does not answer or migrations are pending. */
  health(): Promise<Record<string, unknown>>;
  /** For /healthz: which database and mail transport, without I/O. */
  info(): Record<string, unknown>;
  /** Deletes leads older than LEAD_RETENTION_DAYS; returns how many. */
  purgeExpired(): Promise<number>;
  stop(): Promise<void>;
}

export type LeadBackendEnv = Pick<
  Env,
  | "SITE_URL"
  | "LEAD_RETENTION_DAYS"
  | "SMTP_URL"
  | "SMTP_ALLOW_PLAINTEXT"
  | "LEADS_NOTIFY_TO"
  | "MAIL_FROM"
  | "LEADS_ACK_EMAIL"
  | "MAIL_POLL_MS"
  | "LEAD_WORK_POLL_MS"
  | "LEAD_WORK_TEST_CLOCK_FILE"
  | "NODE_ENV"
  | "MAIL_LEASE_MS"
  | "MAIL_SEND_DEADLINE_MS"
  | "MAIL_RETRY_BASE_MS"
  | "MAIL_RETRY_MAX_MS"
  | "MAIL_MAX_ATTEMPTS"
  | "LEADS_RATE_LIMIT_MAX"
  | "LEADS_RATE_LIMIT_WINDOW_MS"
  | "LEADS_MIN_FILL_MS"
>;

export async function startLeadBackend(options: {
  env: LeadBackendEnv;
  logger: Logger;
  db: SiteDatabase;
  /** The secret for client-IP hashes (server/db ipHashSalt). */
  ipHashSalt: string;
  /** Overrides the SMTP mailer built from SMTP_URL (tests). */
  mailer?: Mailer;
  /** The live words and facts: the messages, the emails and their defaults read them. */
  content: () => Content;
}): Promise<LeadBackend> {
  const { env, logger, db: repo, ipHashSalt, content } = options;
  // MAIL_FROM defaults to the agency's published name and domain; where leads are emailed is
  // never an editor's words (notify-to.ts).
  const siteFacts = () => content().dictionary("en").siteFacts;
  const recipients = leadRecipients({
    envValue: env.LEADS_NOTIFY_TO,
    db: repo,
    shipped: () => shippedContent().dictionary("en").siteFacts.emails.hello,
  });
  const notifyTo = async () => (await recipients.current()).to;
  const mail = (): MailSettings => ({
    from: env.MAIL_FROM ?? defaultSender(siteFacts()),
    siteUrl: env.SITE_URL,
  });

  const mailer =
    options.mailer ??
    (env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, {
          sendDeadlineMs: env.MAIL_SEND_DEADLINE_MS,
          allowPlaintext: env.SMTP_ALLOW_PLAINTEXT,
        })
      : null);
  const clock = leadWorkClock(env, (message) => logger.warn(message));
  let work: LeadWorker | null = null;
  const outbox = mailer
    ? createOutboxSender({
        digestLeads: (recipient) => work?.digestLeads(recipient) ?? Promise.resolve([]),
        weeklyReport: (week) => weeklyReport(repo, week, clock()),
        repo,
        mailer,
        logger,
        notifyTo,
        mail,
        content,
        replies: repo,
        config: {
          pollMs: env.MAIL_POLL_MS,
          batchSize: 10,
          leaseMs: env.MAIL_LEASE_MS,
          sendDeadlineMs: env.MAIL_SEND_DEADLINE_MS,
          retryBaseMs: env.MAIL_RETRY_BASE_MS,
          retryMaxMs: env.MAIL_RETRY_MAX_MS,
          maxAttempts: env.MAIL_MAX_ATTEMPTS,
        },
      })
    : null;
  if (!mailer) logger.warn("SMTP_URL is not set: lead emails are logged and marked skipped");

  const leads = createLeadService({
    repo,
    arrivals: repo,
    logger,
    onStored: () => outbox?.kick(),
    content,
    recipients,
    config: {
      notifyTo,
      mailEnabled: Boolean(mailer),
      ackEmail: env.LEADS_ACK_EMAIL,
      rateLimitMax: env.LEADS_RATE_LIMIT_MAX,
      rateLimitWindowMs: env.LEADS_RATE_LIMIT_WINDOW_MS,
      minFillMs: env.LEADS_MIN_FILL_MS,
      ipHashSalt,
    },
  });

  async function purgeExpired(): Promise<number> {
    if (env.LEAD_RETENTION_DAYS <= 0) return 0;
    const removed = await repo.purgeLeadsBefore(Date.now() - env.LEAD_RETENTION_DAYS * DAY_MS);
    if (removed > 0)
      logger.info("expired leads deleted", { removed, days: env.LEAD_RETENTION_DAYS });
    return removed;
  }
  const purge = () =>
    purgeExpired().catch((error) => logger.error("purge failed", errorFields(error)));
  // Shortly after start, then daily. Deleting is idempotent, so several instances may all run it.
  const firstPurge = setTimeout(purge, 60_000);
  firstPurge.unref();
  const dailyPurge = setInterval(purge, DAY_MS);
  dailyPurge.unref();

  work = createLeadWorker({
    db: repo,
    logger,
    clock,
    pollMs: env.LEAD_WORK_POLL_MS,
    mailEnabled: Boolean(mailer),
    kick: () => outbox?.kick(),
    hours: () => siteFacts().hours,
  });
  // Beside the lead worker, on its clock and poll: its own claims, its own timer.
  const reports = createReportWorker({
    db: repo,
    logger,
    clock,
    pollMs: env.LEAD_WORK_POLL_MS,
    mailEnabled: Boolean(mailer),
    kick: () => outbox?.kick(),
  });
  outbox?.start();
  work.start();
  reports.start();

  return {
    leads,
    outbox,
    work,
    reports,
    purgeExpired,
    async health() {
      await repo.ping();
      return { database: repo.dialect, mail: mailer ? "smtp" : "disabled" };
    },
    info() {
      return { database: repo.dialect, mail: mailer ? "smtp" : "disabled" };
    },
    async stop() {
      clearTimeout(firstPurge);
      clearInterval(dailyPurge);
      await work?.stop();
      await reports.stop();
      // Sends in flight end (within the send deadline) and are recorded; the caller then closes
      // the database.
      await outbox?.stop();
    },
  };
}
