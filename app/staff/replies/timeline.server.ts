/**
 * The lead's timeline rows that replies and merges write (server/db/lead-replies.ts), in words
 * for the lead's page: a reply's channel and its text as sent (an email's subject first); a
 * merge, the later lead's own details as they were sent.
 */
import { fill } from "~/base/template";
import { formatTime } from "~/staff/format-time.server";
import { leadReplies } from "~/staff/words";
import type { LeadEvent } from "../../../server/db/types";

const words = leadReplies.timeline;
const text = (value: unknown) => (typeof value === "string" ? value : "");

export function describeReplyEvent(event: LeadEvent): { text: string; body: string | null } {
  const detail = event.detail;
  if (event.kind === "merged") {
    const received = typeof detail.receivedAt === "number" ? formatTime(detail.receivedAt) : "—";
    return {
      text: fill(words.merged, { name: text(detail.name), time: received }),
      body: [
        words.mergedFields,
        `${words.fields.email}: ${text(detail.email)}`,
        `${words.fields.phone}: ${text(detail.phone)}`,
        `${words.fields.message}:`,
        text(detail.message),
      ].join("\n"),
    };
  }
  const channel = detail.channel === "email" ? "email" : "whatsapp";
  const subject = channel === "email" ? text(detail.subject) : "";
  return {
    text: fill(words.reply, { channel: words.channels[channel] }),
    body: subject
      ? `${fill(words.subject, { subject })}\n\n${text(detail.text)}`
      : text(detail.text),
  };
}
