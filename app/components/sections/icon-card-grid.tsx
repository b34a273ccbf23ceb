import type { Offering } from "~/content/web-services.schema";
import { CardIcon } from "./card-icon";

const columns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards in a grid: an icon, an <h3> title and a description each (a service page's offerings). */
export function IconCardGrid({
  items,
  cols = 3,
  testId,
}: {
  items: readonly Offering[];
  cols?: keyof typeof columns;
  testId?: string;
}) {
  return (
    <ul className={`grid gap-5 sm:gap-6 ${columns[cols]}`} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <article className="h-full rounded-card border border-line bg-card p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-primary-50 to-primary-100 text-brand">
              <CardIcon name={item.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
