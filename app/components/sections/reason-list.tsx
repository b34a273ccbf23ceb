import CircleCheck from "lucide-react/icons/circle-check";
import type { Reason } from "~/content/app-services/schema";

/** A 'Why choose us' list: a check, a bold title and a sentence per reason. */
export function ReasonList({ items, testId }: { items: readonly Reason[]; testId?: string }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2" data-testid={testId}>
      {items.map((item) => (
        <li
          key={item.id}
          className="flex gap-4 rounded-card border border-line bg-card p-5 shadow-card"
        >
          <CircleCheck size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
          <div>
            <h3 className="font-semibold text-ink">{item.title}</h3>
            <p className="mt-1 leading-relaxed text-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
