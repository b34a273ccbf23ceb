/**
 * The replies sent from a lead's page and the merges into it, newest last: who, when, by which
 * channel, and the text as sent (the email's subject too); a merge shows the later lead's own
 * details as they were sent. Each is also a row of the lead's timeline (lead_events).
 */
import { fill } from "~/base/template";
import { leadReplies } from "~/staff/words";

const words = leadReplies.timeline;

export type HistoryEntry =
  | {
      id: number;
      kind: "reply";
      staff: string;
      time: string;
      channel: "whatsapp" | "email";
      text: string;
      subject: string | null;
      language: "en" | "hi";
    }
  | {
      id: number;
      kind: "merged";
      staff: string;
      time: string;
      received: string;
      name: string;
      email: string;
      phone: string;
      message: string;
    };

export function ReplyHistory({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="reply-history" className="mt-8">
      <h2 id="reply-history" className="text-lg font-bold">
        {words.heading}
      </h2>
      <ol className="mt-3 space-y-2">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="rounded-card border border-line bg-card p-4 text-sm"
            data-testid={`lead-${entry.kind}`}
          >
            {entry.kind === "reply" ? (
              <>
                <p className="font-semibold">
                  {fill(words.reply, {
                    staff: entry.staff,
                    channel: words.channels[entry.channel],
                  })}
                </p>
                <p className="text-xs text-muted">{entry.time}</p>
                {entry.subject ? (
                  <p className="mt-2 break-words">
                    {fill(words.subject, { subject: entry.subject })}
                  </p>
                ) : null}
                <p className="mt-2 whitespace-pre-wrap break-words" lang={entry.language}>
                  {entry.text}
                </p>
              </>
            ) : (
              <>
                <p className="font-semibold">
                  {fill(words.merged, { name: entry.name, time: entry.received })}
                </p>
                <p className="text-xs text-muted">
                  {entry.staff} · {entry.time}
                </p>
                <p className="mt-2">{words.mergedFields}</p>
                <dl className="mt-1 grid gap-x-3 sm:grid-cols-[8rem_1fr]">
                  <dt className="text-muted">{words.fields.email}</dt>
                  <dd className="break-words">{entry.email}</dd>
                  <dt className="text-muted">{words.fields.phone}</dt>
                  <dd className="break-words">{entry.phone}</dd>
                  <dt className="text-muted">{words.fields.message}</dt>
                  <dd className="whitespace-pre-wrap break-words">{entry.message}</dd>
                </dl>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
