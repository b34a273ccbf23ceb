/**
 * The outbox sender: a background loop that claims due outbox rows, sends them over SMTP and
 * records the outcome. A failed send is retried with exponential back-off (with jitter) until
 * MAIL_MAX_ATTEMPTS, then left "failed" for staff to retry. A new lead kicks the loop so the
 * email normally leaves within milliseconds; the poll interval only bounds the delay of retries.
 *
 * Exactly once: every send ends (delivered, or cut off and counted as a failed attempt) within
 * the send deadline, which starts before the claim and is at most half the lease, so no other
 * sender can claim the row while it is being sent. The outcome is written only under this
 * sender's claim token. What can still produce a second copy is in
 * docs/decisions/0003-leads-outbox.md; each email's Message-ID is fixed per row, so a mailbox
 * shows such a copy as the same message.
 */

import type { Content } from "../../app/content/engine/content";
import type { LeadReplyStore } from "../db/lead-replies";
import type { OutboxStore } from "../db/outbox";
import type { ClaimedMessage, ClaimedReport, Lead } from "../db/types";
import type { Logger } from "../log";
import { errorFields } from "../log";
import type { WeeklyReport } from "../reports/weekly";
import { leadWorkMail } from "./lead-work-mail";
import { replyMail } from "./reply-mail";
import { acknowledgementMail, type MailSettings, notificationMail } from "./templates";
import type { Mailer, OutgoingMail } from "./transport";
import { weeklyReportMail } from "./weekly-report-mail";

export interface OutboxConfig {
  /** How often due rows are looked for when nothing kicks the loop. */
  pollMs: number;
  /** Rows claimed per round. */
  batchSize: number;
  /** A claimed row whose sender vanished is claimed again after this. */
  leaseMs: number;
  /** A send still running this long after its claim began is cut off (at most leaseMs / 2). */
  sendDeadlineMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
}

export interface OutboxSender {
  start(): void;
  /** Looks for due rows now (after a lead was stored). */
  kick(): void;
  /** Sends everything due now; resolves when a round finds nothing left (tests). */
  drain(): Promise<void>;
  /**
   * Stops claiming. Resolves once the sends in flight have ended (each within the send
   * deadline) and their outcome is recorded, so the database can be closed after it.
   */
  stop(): Promise<void>;
}

export function retryDelay(attempts: number, config: OutboxConfig, random = Math.random): number {
  const exponential = config.retryBaseMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(config.retryMaxMs, exponential);
  // ±20 % jitter, so instances that failed together do not retry together.
  return Math.round(capped * (0.8 + random() * 0.4));
}

class SendDeadlineError extends Error {
  constructor(deadlineMs: number) {
    super(`send cut off: not done within MAIL_SEND_DEADLINE_MS (${deadlineMs} ms)`);
    this.name = "SendDeadlineError";
  }
}

export function createOutboxSender(options: {
  repo: OutboxStore;
  mailer: Mailer;
  logger: Logger;
  config: OutboxConfig;
  /** Where notifications go when a row names nobody (server/leads/notify-to.ts). */
  notifyTo: () => Promise<string>;
  /** The sender and the site's address, from the live content when MAIL_FROM is not set. */
  mail: () => MailSettings;
  /** The live words and facts (server/content/runtime.ts). */
  content: () => Content;
  /** The text of a staff member's reply (an outbox row of kind "reply"; server/db/lead-replies.ts). */
  replies?: Pick<LeadReplyStore, "replyOfEvent">;
  /** The leads of a staff member's morning digest, by their email (server/leads/work.ts). */
  digestLeads?: (recipient: string) => Promise<Lead[]>;
  /** The owner's weekly report of a week, counted when it is sent (server/reports/weekly.ts). */
  weeklyReport?: (week: string) => Promise<WeeklyReport>;
}): OutboxSender {
  const { repo, mailer, logger, config } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  /** The send, settled at the deadline at the latest, whatever the mailer does. */
  function sendBefore(mail: OutgoingMail, deadline: AbortSignal): Promise<void> {
    if (deadline.aborted) return Promise.reject(deadline.reason);
    return new Promise((resolve, reject) => {
      const onDeadline = () => reject(deadline.reason);
      deadline.addEventListener("abort", onDeadline, { once: true });
      mailer
        .send(mail, deadline)
        .then(resolve, reject)
        .finally(() => deadline.removeEventListener("abort", onDeadline));
    });
  }

  async function deliver(claimed: ClaimedMessage | ClaimedReport, deadline: AbortSignal) {
    const { claim } = claimed;
    const attempts = "report" in claimed ? claimed.report.attempts : claimed.message.attempts;
    const about =
      "report" in claimed ? { report: claimed.report.week } : { leadId: claimed.lead.id };
    const kind = "report" in claimed ? "report" : claimed.message.kind;
    const fields = { outboxId: claim.id, ...about, attempts };
    const claimLost = (outcome: string) =>
      // The lease ran out and another sender claimed the row (or staff changed it): its outcome
      // is theirs to record. After a send that succeeded, the email may go out twice.
      logger.warn("outbox claim lost", { ...fields, outcome });
    const settings = options.mail();
    const mail =
      "report" in claimed
        ? await reportMail(claimed.report, settings)
        : await mailOf(claimed, settings);
    if (!mail) {
      // A reply whose timeline row is gone (the lead was merged away mid-send, or erased) has
      // nothing to send: recorded as failed, for staff to see. (A report cannot be built only
      // where no report source was wired.)
      if (await repo.markOutboxFailed(claim, "the reply's text is gone")) {
        logger.error("email failed for good", { ...fields, error: "reply text missing" });
      } else claimLost("failed");
      return;
    }
    try {
      await sendBefore(mail, deadline);
    } catch (error) {
      const reason = errorFields(error).error as string;
      if (attempts >= config.maxAttempts) {
        if (await repo.markOutboxFailed(claim, reason))
          logger.error("email failed for good", { ...fields, error: reason });
        else claimLost("failed");
      } else {
        const delay = retryDelay(attempts, config);
        if (await repo.markOutboxRetry(claim, reason, delay))
          logger.warn("email failed, will retry", { ...fields, retryInMs: delay, error: reason });
        else claimLost("retry");
      }
      return;
    }
    if (await repo.markOutboxSent(claim))
      logger.info("email sent", { outboxId: claim.id, ...about, kind });
    else claimLost("sent");
  }

  /**
   * An owner's weekly report, counted now. In English: the product does not know an owner's
   * language (staff accounts have none), and the staff pages are in English.
   */
  async function reportMail(
    report: ClaimedReport["report"],
    settings: MailSettings,
  ): Promise<OutgoingMail | null> {
    if (!options.weeklyReport) return null;
    return weeklyReportMail({
      report: await options.weeklyReport(report.week),
      words: options.content().dictionary("en").weeklyReport,
      locale: "en",
      to: report.recipient,
      settings,
      outboxId: report.id,
    });
  }

  /** The email of one outbox row, by its kind; null for a reply whose text is gone. */
  async function mailOf(
    { message, lead }: Pick<ClaimedMessage, "message" | "lead">,
    settings: MailSettings,
  ): Promise<OutgoingMail | null> {
    if (message.about)
      return leadWorkMail({
        about: message.about,
        lead,
        to: message.recipient,
        settings,
        outboxId: message.id,
        digest:
          message.about === "digest" ? await options.digestLeads?.(message.recipient) : undefined,
      });
    if (message.kind === "ack")
      return acknowledgementMail(
        lead,
        settings,
        message.id,
        options.content().dictionary(lead.language),
      );
    if (message.kind === "reply") {
      const reply =
        message.eventId === null ? null : await options.replies?.replyOfEvent(message.eventId);
      if (reply?.channel !== "email") return null;
      const brand = options.content().dictionary("en").siteFacts.brandName;
      return replyMail(
        lead,
        {
          subject: reply.subject ?? "",
          text: reply.text,
          staffEmail: reply.staffEmail,
          staffName: reply.staffName,
        },
        settings.from,
        brand,
        message.id,
      );
    }
    return notificationMail(
      lead,
      message.recipient || (await options.notifyTo()),
      settings,
      message.id,
    );
  }

  /** Claims one batch and sends it; returns how many rows were claimed. */
  async function sendBatch(): Promise<number> {
    // The deadline runs from before the claim, so it ends before the lease (which starts when
    // the claim is written) by at least leaseMs - sendDeadlineMs.
    const deadline = new AbortController();
    const deadlineTimer = setTimeout(
      () => deadline.abort(new SendDeadlineError(config.sendDeadlineMs)),
      config.sendDeadlineMs,
    );
    try {
      const claimed = await repo.claimOutbox({
        limit: config.batchSize,
        leaseMs: config.leaseMs,
      });
      await Promise.all(claimed.map((c) => deliver(c, deadline.signal)));
      return claimed.length;
    } finally {
      clearTimeout(deadlineTimer);
    }
  }

  /** One pass: claims and sends until a claim comes back short. Returns how many were sent. */
  async function pass(): Promise<number> {
    let handled = 0;
    for (;;) {
      const count = await sendBatch();
      handled += count;
      if (count < config.batchSize || stopped) return handled;
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        try {
          total += await pass();
        } catch (error) {
          logger.error("outbox round failed", errorFields(error));
        }
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      await run();
      schedule();
    }, config.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void run();
      schedule();
    },
    kick() {
      if (!stopped) void run();
    },
    async drain() {
      while ((await run()) > 0) {}
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
