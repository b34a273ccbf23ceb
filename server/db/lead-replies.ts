/**
 * Replies to a lead and duplicate leads (issue 54).
 *
 * A reply is a row of the lead's timeline (lead_events, kind "reply": who, when, channel, text),
 * written once per reply box shown (its random `once_key`: a double tap, a re-sent form or a
 * retried request finds the first row and changes nothing), in one transaction with the lead's
 * first answer (first_answer_at, set only if empty) and, for an email, its outbox row (kind
 * "reply", pointing at the timeline row that holds the text and the staff member's address).
 *
 * A duplicate is another lead with the same email (case aside) or the same phone number in
 * E.164 (app/staff/replies/phone.ts). Merging moves everything of the later lead onto the
 * earlier one (timeline, notes, emails), writes the later lead's own fields into a "merged" row
 * of the timeline, and deletes it: one lead remains, whose page and retention cover it all
 * (docs/decisions/0024-lead-replies-and-duplicates.md says why it is deleted, not hidden).
 */
import { normalisePhone } from "../../app/staff/replies/phone";
import { rowToLead } from "./leads";
import { type AtomicStep, atomic, type Engine, readRows, write } from "./sql";
import type { Lead, LeadEvent } from "./types";

export const replyChannels = ["whatsapp", "email"] as const;
export type ReplyChannel = (typeof replyChannels)[number];

/** What a "reply" row of the timeline holds (its detail). */
export interface ReplyDetail {
  channel: ReplyChannel;
  text: string;
  /** The email's subject (email only). */
  subject?: string;
  /** The template it started from and its language. */
  template: string;
  language: string;
  /** Who wrote it, as the email's Reply-To (email only) and the {staffName} it was filled with. */
  staffEmail: string;
  staffName: string;
}

export interface NewReply {
  leadId: string;
  staffId: number;
  /** Random per reply box shown: the same key twice is the same reply. */
  onceKey: string;
  detail: ReplyDetail;
  now: number;
  /** Email only: the outbox row's status ("skipped" without SMTP, as every lead email). */
  outboxStatus?: "pending" | "skipped";
}

export interface RecordedReply {
  eventId: number;
  detail: ReplyDetail;
  /** false: this key was recorded before (a double tap); nothing was written now. */
  created: boolean;
  /** This reply set the lead's first answer. */
  first: boolean;
}

/** What merging two leads did. */
export interface MergeOutcome {
  /** The lead that stays (the earlier). */
  kept: string;
  /** The lead merged into it and deleted. */
  merged: string;
  moved: { events: number; notes: number; emails: number };
}

export interface LeadReplyStore {
  /** Records a reply (see above); null when the lead does not exist. */
  recordReply(reply: NewReply): Promise<RecordedReply | null>;
  /** The reply an outbox row of kind "reply" sends. */
  replyOfEvent(eventId: number): Promise<ReplyDetail | null>;
  /** Other leads with the same email or phone number, earliest first. */
  findDuplicates(lead: Lead): Promise<Lead[]>;
  /**
   * For a page of the inbox: each of `leads` that has another lead with the same email or
   * phone, and those others (one query for the page, not one per lead).
   */
  duplicatesAmong(leads: readonly Lead[]): Promise<Map<string, Lead[]>>;
  /**
   * Merges two duplicate leads into the earlier one; null when either is gone or they are not
   * duplicates. The timeline of the lead kept gets a "merged" row by `actorId`.
   */
  mergeLeads(a: string, b: string, actorId: number, now: number): Promise<MergeOutcome | null>;
}

/** The lead's email as duplicates compare it. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The phone's digits only, in SQL (the same text on both engines). */
const phoneDigits = [" ", "-", "(", ")", ".", "+", "/"].reduce(
  (inner, character) => `REPLACE(${inner}, '${character}', '')`,
  "phone",
);

/** Leads that are the same person as `lead`, by email or E.164 phone. */
function sameContact(lead: Pick<Lead, "email" | "phone">, other: Pick<Lead, "email" | "phone">) {
  const email = emailKey(lead.email);
  if (email !== "" && email === emailKey(other.email)) return true;
  const phone = normalisePhone(lead.phone);
  return phone !== null && phone.e164 === normalisePhone(other.phone)?.e164;
}

function parseReply(text: unknown): ReplyDetail | null {
  try {
    const value = JSON.parse(String(text ?? ""));
    return value && typeof value === "object" && typeof value.text === "string" ? value : null;
  } catch {
    return null;
  }
}

export function leadReplyStore(db: Engine): LeadReplyStore {
  const candidates = async (lead: Lead): Promise<Lead[]> => {
    const phone = normalisePhone(lead.phone);
    // The last ten digits narrow the scan; sameContact decides (a number may be typed with 0,
    // 91 or +91 before them).
    const rows = await db.all(
      `SELECT * FROM leads WHERE id <> ?
         AND (LOWER(TRIM(email)) = ? OR (? <> '' AND ${phoneDigits} LIKE ?))
       ORDER BY created_at, id`,
      [lead.id, emailKey(lead.email), phone ? "y" : "", `%${phone?.digits.slice(-10) ?? ""}`],
    );
    return rows.map(rowToLead).filter((other) => sameContact(lead, other));
  };

  return {
    recordReply({ leadId, staffId, onceKey, detail, now, outboxStatus }) {
      return atomic(db, [`lead:${leadId}`], function* (): Generator<
        AtomicStep,
        RecordedReply | null,
        unknown
      > {
        const [lead] = yield* readRows("SELECT id, email FROM leads WHERE id = ?", [leadId]);
        if (!lead) return null;
        const [earlier] = yield* readRows(
          "SELECT id, detail FROM lead_events WHERE lead_id = ? AND once_key = ?",
          [leadId, onceKey],
        );
        if (earlier) {
          const stored = parseReply(earlier.detail);
          if (stored)
            return { eventId: Number(earlier.id), detail: stored, created: false, first: false };
        }
        const [event] = yield* readRows(
          `INSERT INTO lead_events (lead_id, at, actor_id, kind, detail, once_key)
           VALUES (?, ?, ?, 'reply', ?, ?) RETURNING id`,
          [leadId, now, staffId, JSON.stringify(detail), onceKey],
        );
        const eventId = Number(event?.id);
        const first =
          (yield* write(
            "UPDATE leads SET first_answer_at = ? WHERE id = ? AND first_answer_at IS NULL",
            [now, leadId],
          )) > 0;
        if (detail.channel === "email") {
          yield* write(
            `INSERT INTO outbox (lead_id, kind, recipient, status, attempts, next_attempt_at, created_at, event_id)
             VALUES (?, 'reply', ?, ?, 0, ?, ?, ?)`,
            [leadId, String(lead.email), outboxStatus ?? "pending", now, now, eventId],
          );
        }
        return { eventId, detail, created: true, first };
      });
    },

    async replyOfEvent(eventId) {
      const row = await db.get("SELECT detail FROM lead_events WHERE id = ? AND kind = 'reply'", [
        eventId,
      ]);
      return row ? parseReply(row.detail) : null;
    },

    async findDuplicates(lead) {
      return candidates(lead);
    },

    async duplicatesAmong(leads) {
      const found = new Map<string, Lead[]>();
      if (leads.length === 0) return found;
      const emails = [...new Set(leads.map((lead) => emailKey(lead.email)).filter(Boolean))];
      const phones = [
        ...new Set(
          leads.flatMap((lead) => {
            const digits = normalisePhone(lead.phone)?.digits.slice(-10);
            return digits ? [`%${digits}`] : [];
          }),
        ),
      ];
      const conditions = [
        ...(emails.length > 0
          ? [`LOWER(TRIM(email)) IN (${emails.map(() => "?").join(", ")})`]
          : []),
        ...phones.map(() => `${phoneDigits} LIKE ?`),
      ];
      if (conditions.length === 0) return found;
      const rows = (
        await db.all(
          `SELECT * FROM leads WHERE ${conditions.join(" OR ")} ORDER BY created_at, id`,
          [...emails, ...phones],
        )
      ).map(rowToLead);
      for (const lead of leads) {
        const others = rows.filter((other) => other.id !== lead.id && sameContact(lead, other));
        if (others.length > 0) found.set(lead.id, others);
      }
      return found;
    },

    mergeLeads(a, b, actorId, now) {
      return atomic(db, [`lead:${a}`, `lead:${b}`].sort(), function* (): Generator<
        AtomicStep,
        MergeOutcome | null,
        unknown
      > {
        if (a === b) return null;
        const rows = (yield* readRows("SELECT * FROM leads WHERE id IN (?, ?)", [a, b])).map(
          rowToLead,
        );
        if (rows.length !== 2) return null;
        const [kept, merged] = [...rows].sort(
          (x, y) => x.createdAt - y.createdAt || x.id.localeCompare(y.id),
        ) as [Lead, Lead];
        if (!sameContact(kept, merged)) return null;
        const moved = {
          events: yield* write("UPDATE lead_events SET lead_id = ? WHERE lead_id = ?", [
            kept.id,
            merged.id,
          ]),
          notes: yield* write("UPDATE lead_notes SET lead_id = ? WHERE lead_id = ?", [
            kept.id,
            merged.id,
          ]),
          emails: yield* write("UPDATE outbox SET lead_id = ? WHERE lead_id = ?", [
            kept.id,
            merged.id,
          ]),
        };
        // The lead kept takes what it lacks from the other: an owner, a follow-up; and the
        // earlier first answer of the two.
        const answers = [kept.firstAnswerAt, merged.firstAnswerAt].filter((at) => at !== null);
        yield* write(
          `UPDATE leads SET owner_id = ?, assigned_at = ?, follow_up_at = ?, first_answer_at = ?,
             updated_at = ? WHERE id = ?`,
          [
            kept.ownerId ?? merged.ownerId,
            kept.ownerId !== null ? kept.assignedAt : merged.assignedAt,
            kept.followUpAt ?? merged.followUpAt,
            answers.length > 0 ? Math.min(...answers) : null,
            now,
            kept.id,
          ],
        );
        // The merged lead's own fields stay on the kept lead's timeline: its message is the
        // visitor's words, and its arrival is part of the story.
        yield* write(
          `INSERT INTO lead_events (lead_id, at, actor_id, kind, detail) VALUES (?, ?, ?, 'merged', ?)`,
          [
            kept.id,
            now,
            actorId,
            JSON.stringify({
              lead: merged.id,
              receivedAt: merged.createdAt,
              source: merged.source,
              stage: merged.stage,
              language: merged.language,
              pagePath: merged.pagePath,
              name: merged.name,
              email: merged.email,
              phone: merged.phone,
              message: merged.message,
              moved,
            }),
          ],
        );
        yield* write("DELETE FROM leads WHERE id = ?", [merged.id]);
        return { kept: kept.id, merged: merged.id, moved };
      });
    },
  };
}

/** The reply of a timeline row, when it is one (the lead's page shows it). */
export function replyOf(event: LeadEvent): ReplyDetail | null {
  return event.kind === "reply" ? parseReply(JSON.stringify(event.detail)) : null;
}
