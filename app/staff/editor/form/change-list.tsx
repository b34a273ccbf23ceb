/**
 * Fields that changed, each named, with its value before and after in each language (or "Both
 * languages" for facts): a publish in the topic's history, and the Publish box's "what goes
 * live" before a publish.
 */
import { admin } from "~/staff/words";
import type { Part } from "../schema";

const words = admin.contentEditor.history;
const languages = admin.contentEditor.topic.languages;

export interface ChangeRowView {
  label: string;
  order: boolean;
  parts: { part: Part; before: string[] | null; after: string[] | null }[];
}

function Lines({ lines, empty }: { lines: string[] | null; empty: string }) {
  if (lines === null) return <span className="text-muted italic">{empty}</span>;
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="block break-words whitespace-pre-wrap">
          {line}
        </span>
      ))}
    </>
  );
}

export function ChangeList({ rows, label }: { rows: readonly ChangeRowView[]; label: string }) {
  return (
    <ul className="mt-3 divide-y divide-line border-t border-line text-sm" aria-label={label}>
      {rows.map((row, index) => (
        <li key={index} className="py-2.5" data-testid="change">
          <p className="font-semibold break-words">
            {row.order ? `${row.label} · ${words.orderChanged}` : row.label}
          </p>
          {row.parts.map((part) => (
            <div
              key={part.part}
              className="mt-1.5 grid gap-x-4 gap-y-1 md:grid-cols-[7rem_minmax(0,1fr)_minmax(0,1fr)]"
              data-part={part.part}
            >
              <p className="text-xs font-semibold text-muted">
                {part.part === "facts" ? words.facts : languages[part.part]}
              </p>
              <dl className="contents">
                <div className="min-w-0">
                  <dt className="text-xs text-muted">{words.before}</dt>
                  <dd lang={part.part === "hi" ? "hi" : undefined}>
                    <Lines lines={part.before} empty={words.added} />
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-muted">{words.after}</dt>
                  <dd lang={part.part === "hi" ? "hi" : undefined} data-testid="change-after">
                    <Lines lines={part.after} empty={words.removed} />
                  </dd>
                </div>
              </dl>
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
