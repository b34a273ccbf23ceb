import type { LucideIcon } from "lucide-react";
import BadgeCheck from "lucide-react/icons/badge-check";
import ClipboardList from "lucide-react/icons/clipboard-list";
import ListChecks from "lucide-react/icons/list-checks";
import MousePointerClick from "lucide-react/icons/mouse-pointer-click";
import Percent from "lucide-react/icons/percent";
import Rocket from "lucide-react/icons/rocket";
import Ticket from "lucide-react/icons/ticket";
import type { ApplyStep } from "~/content/internship.schema";
import { fill, type Template } from "~/lib/template";

const icons: Record<string, LucideIcon> = {
  list: ListChecks,
  pointer: MousePointerClick,
  ticket: Ticket,
  clipboard: ClipboardList,
  percent: Percent,
  badge: BadgeCheck,
  rocket: Rocket,
};

/** The numbered How to Apply steps, as an ordered list; `stepLabel` is each step's badge. */
export function ApplySteps({
  steps,
  stepLabel,
}: {
  steps: readonly ApplyStep[];
  stepLabel: Template<"number">;
}) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="apply-steps">
      {steps.map((step) => {
        const Icon = icons[step.icon] ?? ListChecks;
        return (
          <li
            key={step.id}
            className="relative flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card"
          >
            <div className="flex items-center justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-primary-50 to-primary-100 text-brand">
                <Icon size={24} aria-hidden="true" strokeWidth={1.75} />
              </span>
              <span className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-brand">
                {fill(stepLabel, { number: step.id })}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
