/**
 * Taking in a lead: spam checks → validation → the per-IP rate limit, the lead and its outbox
 * rows in one transaction → answer. The visitor hears "sent" only after the database committed.
 */

import { randomUUID } from "node:crypto";
import {
  hiddenFields,
  type LeadActionResult,
  type LeadField,
  type LeadFieldValues,
  type LeadKind,
  leadFields,
  leadLimits,
} from "../../app/base/lead-fields";
import { messageSuffix } from "../../app/base/lead-message";
import { fill } from "../../app/base/template";
import type { Content } from "../../app/content/engine/content";
import { leadSchemasFor, validateLead } from "../../app/lib/leads/lead-schema";
import { hashIp } from "../client-ip";
import type { ArrivalStore } from "../db/arrivals";
import type { LeadStore } from "../db/leads";
import type { LeadLanguage, NewLead, NewOutboxMessage } from "../db/types";
import { errorFields, type Logger } from "../log";
import { type ArrivalSeen, leadArrival } from "./arrival";
import type { LeadRecipients } from "./notify-to";

export interface LeadServiceConfig {
  /** Where notifications go (server/leads/notify-to.ts: env, the owners' setting, the owners). */
  notifyTo: () => Promise<string>;
  /** Whether an SMTP server is configured; without one the outbox rows are "skipped". */
  mailEnabled: boolean;
  /** Also email the visitor a short acknowledgement (LEADS_ACK_EMAIL). */
  ackEmail: boolean;
  /** Leads per IP and form within the window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Submissions faster than this after the form became usable are refused. 0: off. */
  minFillMs: number;
  /** Secret mixed into the IP hash (IP_HASH_SALT, or one kept in the database). */
  ipHashSalt: string;
}

export interface LeadSubmission {
  kind: LeadKind;
  /** Raw form values by field name; null marks a value of the wrong type (a file). */
  form: Record<string, string | null | undefined>;
  ip: string | undefined;
  userAgent: string | null;
  /** The page the form was on, when known. */
  pagePath: string | null;
  /** The language of that page: English unless the form was on a Hindi page. */
  language?: LeadLanguage;
  /** How the visitor arrived, as the form and the request tell it (./arrival.ts). */
  arrival?: Omit<ArrivalSeen, "pagePath" | "userAgent">;
}

export interface LeadService {
  submit(submission: LeadSubmission): Promise<LeadActionResult>;
  /** Where new enquiries are emailed, and the owners' setting of it (notify-to.ts). */
  readonly recipients: LeadRecipients;
}

/**
 * A lead the same client sent within this time, word for word, is not stored again (a reloaded
 * answer page re-posts the form; so does a second click without JavaScript, or a proxy retrying
 * a request whose instance died): the visitor hears "sent" again, the staff get one lead.
 */
const REPEAT_WINDOW_MS = 60 * 60_000;

/** A same-site path like "/pricing", or null. */
export function safePagePath(value: string | null | undefined): string | null {
  if (!value || value.length > 300) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return null;
  return value;
}

/** What the visitor typed, bounded, to put back into the form. */
function keptValues(form: LeadSubmission["form"]): Partial<Record<LeadField, string>> {
  const values: Partial<Record<LeadField, string>> = {};
  for (const { name } of leadFields) {
    const value = form[name];
    if (typeof value === "string") values[name] = value.slice(0, leadLimits.messageMax + 100);
  }
  return values;
}

export function createLeadService(options: {
  repo: LeadStore;
  /** Where each lead's arrival is stored (issue 55); without it none is. */
  arrivals?: ArrivalStore;
  /** The live words: the form's messages are read per submission. */
  content: () => Content;
  logger: Logger;
  config: LeadServiceConfig;
  recipients: LeadRecipients;
  /** Called after a lead was stored, to send its email promptly. */
  onStored?: () => void;
  now?: () => number;
}): LeadService {
  const { repo, logger, config } = options;
  const now = options.now ?? Date.now;

  return {
    recipients: options.recipients,
    async submit(submission) {
      const { kind, form } = submission;
      const language = submission.language ?? "en";
      const copy = options.content().dictionary(language).forms.leadFormCopy;
      const values = keptValues(form);

      // 1. The honeypot: only bots fill a field people cannot see. They get a plain "sent".
      if ((form[hiddenFields.honeypot] ?? "").trim() !== "") {
        logger.warn("lead dropped", { reason: "honeypot", kind });
        return { kind, status: "sent" };
      }

      // 2. The minimum fill time, reported by the browser (absent without JavaScript).
      const elapsedRaw = form[hiddenFields.elapsed];
      if (config.minFillMs > 0 && typeof elapsedRaw === "string" && elapsedRaw !== "") {
        const elapsed = Number(elapsedRaw);
        if (!Number.isFinite(elapsed) || elapsed < config.minFillMs) {
          logger.warn("lead refused", {
            reason: "too-fast",
            kind,
            elapsed: elapsedRaw.slice(0, 20),
          });
          return {
            kind,
            status: "too-fast",
            message: copy.summary.tooFast,
            errors: {},
            values,
          };
        }
      }

      // 3. Validation.
      const validation = validateLead(kind, form, leadSchemasFor(copy.messages));
      if (!validation.ok) {
        return {
          kind,
          status: "invalid",
          message: copy.summary.invalid,
          errors: validation.errors,
          values,
        };
      }

      // 4. Store the lead and its emails in one transaction, which also checks that this client
      // has not just sent the same lead and is within the per-IP (per /64 for IPv6) rate limit,
      // both counted from stored leads so every instance shares them.
      const ipHash = hashIp(submission.ip, config.ipHashSalt);
      const createdAt = now();
      try {
        const { fields } = validation;
        const id = randomUUID();
        const status = config.mailEnabled ? "pending" : "skipped";
        const outbox: NewOutboxMessage[] = [
          { kind: "notify", recipient: await config.notifyTo(), status },
        ];
        if (config.ackEmail) outbox.push({ kind: "ack", recipient: fields.email, status });
        const lead: NewLead = {
          id,
          createdAt,
          source: kind,
          ...(Object.fromEntries(
            leadFields.map((field) => [field.key, fields[field.name]]),
          ) as LeadFieldValues),
          message: kind === "legacy" ? fields.msg : `${fields.msg}${messageSuffix[kind]}`,
          pagePath: safePagePath(submission.pagePath),
          userAgent: submission.userAgent?.slice(0, 500) ?? null,
          ipHash,
          language,
        };
        const outcome = await repo.admitLead(lead, outbox, {
          repeatSince: createdAt - REPEAT_WINDOW_MS,
          ...(config.rateLimitMax > 0
            ? { limit: { max: config.rateLimitMax, since: createdAt - config.rateLimitWindowMs } }
            : {}),
        });
        if (outcome === "repeat") {
          // Already stored and on its way: the same answer again, and no second email.
          logger.info("lead repeated; the stored one stands", { kind });
          return { kind, status: "sent" };
        }
        if (outcome === "limited") {
          const minutes = Math.max(1, Math.ceil(config.rateLimitWindowMs / 60_000));
          logger.warn("lead refused", { reason: "rate-limit", kind });
          return {
            kind,
            status: "rate-limited",
            message: fill(copy.summary.rateLimited[minutes === 1 ? "one" : "other"], { minutes }),
            errors: {},
            values,
          };
        }
        if (options.arrivals && submission.arrival) {
          // After the lead's commit: a lead without its arrival is better than no lead.
          const arrival = leadArrival(id, {
            ...submission.arrival,
            pagePath: lead.pagePath,
            userAgent: lead.userAgent,
          });
          await options.arrivals
            .recordArrival(arrival)
            .catch((error) => logger.error("lead arrival not stored", errorFields(error)));
        }
        if (config.mailEnabled) options.onStored?.();
        else logger.info("lead stored; email skipped (SMTP_URL is not set)", { leadId: id, kind });
        return { kind, status: "sent" };
      } catch (error) {
        logger.error("lead not stored", { kind, ...errorFields(error) });
        return {
          kind,
          status: "error",
          message: copy.summary.error,
          errors: {},
          values,
        };
      }
    },
  };
}
