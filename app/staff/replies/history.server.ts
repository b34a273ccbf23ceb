/**
 * The rows of a lead's timeline that replies and merges write (server/db/lead-replies.ts), as
 * ./history.tsx shows them: who, when, the channel and the text; for a merge, the later lead's
 * own details.
 */
import type { AppLoadContext } from "react-router";
import { formatTime } from "~/staff/format-time.server";
import { leadReplies } from "~/staff/words";
import type { HistoryEntry } from "./history";

type AdminService = NonNullable<AppLoadContext["admin"]>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function replyHistoryData(
  admin: AdminService,
  leadId: string,
): Promise<HistoryEntry[]> {
  const events = await admin.inbox.listLeadEvents(leadId);
  return events.flatMap((event): HistoryEntry[] => {
    const staff = event.actorEmail ?? leadReplies.timeline.unknownStaff;
    const time = formatTime(event.at);
    const detail = event.detail;
    if (event.kind === "reply") {
      const channel = detail.channel === "email" ? "email" : "whatsapp";
      return [
        {
          id: event.id,
          kind: "reply",
          staff,
          time,
          channel,
          text: text(detail.text),
          subject: channel === "email" ? text(detail.subject) : null,
          language: detail.language === "hi" ? "hi" : "en",
        },
      ];
    }
    if (event.kind === "merged")
      return [
        {
          id: event.id,
          kind: "merged",
          staff,
          time,
          received: typeof detail.receivedAt === "number" ? formatTime(detail.receivedAt) : "",
          name: text(detail.name),
          email: text(detail.email),
          phone: text(detail.phone),
          message: text(detail.message),
        },
      ];
    return [];
  });
}
