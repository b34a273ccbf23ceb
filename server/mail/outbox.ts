/**
 * The outbox sender: a background loop that claims due outbox rows, sends them over SMTP and
 * records the outcome. A failed send is retried with exponential back-off (with jitter) until
 * MAIL_MAX_ATTEMPTS, then left "failed" for staff to retry. A new lead kicks the loop so the
 * email normally leaves within milliseconds; the poll interval only bounds the delay of retries.
 *
 * Delivery is at-least-once: if the process dies between the SMTP server accepting a message
 * and the row being marked sent, the row is claimed again when its lease ends. Each email
 * carries a Message-ID fixed per row, so such a rare duplicate is recognisable.
 */

import type { ClaimedMessage, LeadRepository } from "../db/types";
import type { Logger } from "../log";
import { errorFields } from "../log";
import { acknowledgementMail, type MailSettings, notificationMail } from "./templates";
import type { Mailer } from "./transport";

export interface OutboxConfig {
  /** How often due rows are looked for when nothing kicks the loop. */
  pollMs: number;
  /** Rows claimed per round. */
  batchSize: number;
  /** A claimed row whose sender vanished is claimed again after this. */
  leaseMs: number;
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
  stop(): Promise<void>;
}

export function retryDelay(attempts: number, config: OutboxConfig, random = Math.random): number {
  const exponential = config.retryBaseMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(config.retryMaxMs, exponential);
  // ±20 % jitter, so instances that failed together do not retry together.
  return Math.round(capped * (0.8 + random() * 0.4));
}

export function createOutboxSender(options: {
  repo: LeadRepository;
  mailer: Mailer;
  logger: Logger;
  config: OutboxConfig;
  notifyTo: string;
  mail: MailSettings;
}): OutboxSender {
  const { repo, mailer, logger, config } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;

  async function deliver({ message, lead }: ClaimedMessage) {
    const mail =
      message.kind === "ack"
        ? acknowledgementMail(lead, options.mail)
        : notificationMail(lead, message.recipient || options.notifyTo, options.mail);
    try {
      await mailer.send(mail);
    } catch (error) {
      const reason = errorFields(error).error as string;
      if (message.attempts >= config.maxAttempts) {
        await repo.markOutboxFailed(message.id, reason);
        logger.error("email failed for good", {
          outboxId: message.id,
          leadId: lead.id,
          attempts: message.attempts,
          error: reason,
        });
      } else {
        const delay = retryDelay(message.attempts, config);
        await repo.markOutboxRetry(message.id, reason, Date.now() + delay);
        logger.warn("email failed, will retry", {
          outboxId: message.id,
          leadId: lead.id,
          attempts: message.attempts,
          retryInMs: delay,
          error: reason,
        });
      }
      return;
    }
    await repo.markOutboxSent(message.id, Date.now());
    logger.info("email sent", { outboxId: message.id, leadId: lead.id, kind: message.kind });
  }

  /** One pass: claims and sends until a claim comes back short. Returns how many were sent. */
  async function pass(): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimed = await repo.claimOutbox({
        now: Date.now(),
        limit: config.batchSize,
        leaseMs: config.leaseMs,
      });
      await Promise.all(claimed.map(deliver));
      handled += claimed.length;
      if (claimed.length < config.batchSize || stopped) return handled;
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
