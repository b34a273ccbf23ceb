import type { IconName } from "~/base/icon-names";
import { Icon } from "~/components/ui/icon";

/** One step: its icon (or, without one, its number in a circle), title and sentence. */
export interface StepItem {
  id: string | number;
  icon?: IconName;
  title: string;
  description: string;
  /** "Step 01" in a pill beside the icon. */
  badge?: string;
  /** Read before the title by screen readers ("Step 1: "). */
  srPrefix?: string;
}

/**
 * How each kind of steps looks: the home process (gradient icon, hover lift, badge for the eye
 * only as the title says the step to screen readers), the internship's How to Apply (light icon,
 * four columns, badge read aloud) and /contact-us's next steps (a number, no icon).
 */
const looks = {
  process: {
    list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
    item: "relative rounded-card border border-line bg-card p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift",
    tile: "inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-600 to-violet text-white",
    title: "mt-5 text-lg font-semibold text-ink",
    badgeHidden: true,
  },
  apply: {
    list: "grid gap-5 sm:grid-cols-2 lg:grid-cols-4",
    item: "relative flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card",
    tile: "inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-primary-50 to-primary-100 text-brand",
    title: "mt-4 text-lg font-semibold text-ink",
    badgeHidden: false,
  },
  numbered: {
    list: "grid gap-6 md:grid-cols-3",
    item: "relative rounded-card border border-line bg-card p-6 shadow-card",
    tile: "inline-flex size-10 items-center justify-center rounded-full bg-primary-700 font-bold text-white",
    title: "mt-4 text-lg font-semibold text-ink",
    badgeHidden: true,
  },
} as const;

/** Steps in order, as an ordered list of cards (the section's heading is the page's Section). */
export function Steps({
  steps,
  look,
  testId,
}: {
  steps: readonly StepItem[];
  look: keyof typeof looks;
  testId?: string;
}) {
  const l = looks[look];
  return (
    <ol className={l.list} data-testid={testId}>
      {steps.map((step, index) => {
        const marker = step.icon ? (
          <span className={l.tile}>
            <Icon name={step.icon} />
          </span>
        ) : (
          <span aria-hidden="true" className={l.tile}>
            {index + 1}
          </span>
        );
        return (
          <li key={step.id} className={l.item}>
            {step.badge ? (
              <div className="flex items-center justify-between">
                {marker}
                <span
                  aria-hidden={l.badgeHidden ? "true" : undefined}
                  className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-brand"
                >
                  {step.badge}
                </span>
              </div>
            ) : (
              marker
            )}
            <h3 className={l.title}>
              {step.srPrefix ? <span className="sr-only">{step.srPrefix}</span> : null}
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
