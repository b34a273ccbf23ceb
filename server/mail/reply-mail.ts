/**
 * A staff member's reply to a lead by email (app/staff/pages/lead-reply.tsx), sent through the
 * outbox like every email of a lead: to the lead's address, from the site's sender (MAIL_FROM:
 * the one address the mail server lets us send as) with the staff member's name shown, and
 * Reply-To the staff member, so the lead's answer reaches the person who wrote. Plain text, as
 * every email of the site: the text is what staff saw and edited in the reply box.
 */
import type { Lead } from "../db/types";
import { oneLine, outboxMessageId } from "./templates";
import type { MailSender, OutgoingMail } from "./transport";

/** What the outbox row's reply holds (its lead_events row, server/db/lead-replies.ts). */
export interface ReplyToSend {
  subject: string;
  text: string;
  staffEmail: string;
  staffName: string;
}

/** The address of a sender as nodemailer takes it, with another display name. */
function withName(from: MailSender, name: string): MailSender {
  if (typeof from !== "string") return { name, address: from.address };
  const match = /<([^>]+)>\s*$/.exec(from);
  return { name, address: (match?.[1] ?? from).trim() };
}

export function replyMail(
  lead: Lead,
  reply: ReplyToSend,
  from: MailSender,
  brand: string,
  outboxId: number,
): OutgoingMail {
  const staffName = oneLine(reply.staffName);
  return {
    from: withName(from, oneLine(`${staffName}, ${brand}`).slice(0, 80)),
    to: lead.email,
    replyTo: { name: staffName, address: reply.staffEmail },
    subject: oneLine(reply.subject).slice(0, 200),
    text: reply.text,
    messageId: outboxMessageId(outboxId, lead.id, from),
  };
}
