import type { IconName } from "~/base/icon-names";
import { Icon } from "~/components/ui/icon";

/** A card of the grid: an icon, a title and a sentence. */
export interface IconCard {
  id: string;
  icon: IconName;
  title: string;
  description: string;
}

const columns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  "md-3": "md:grid-cols-3",
} as const;

/**
 * How the cards look: a service page's offerings (an <article> per card, lifting on hover), the
 * career perks (orange icon) and the programmes of /aboutUs (a sub-heading <h4>, on the surface).
 */
const looks = {
  offering: {
    list: "grid gap-5 sm:gap-6",
    card: "h-full rounded-card border border-line bg-card p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift",
    tile: "inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-primary-50 to-primary-100 text-brand",
    iconSize: 24,
    article: true,
    heading: "h3",
  },
  perk: {
    list: "grid gap-6",
    card: "rounded-card border border-line bg-card p-6 shadow-card",
    tile: "inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-text",
    iconSize: 22,
    article: false,
    heading: "h3",
  },
  programme: {
    list: "grid gap-6",
    card: "rounded-card border border-line bg-surface p-6 transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift",
    tile: "inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-text",
    iconSize: 24,
    article: false,
    heading: "h4",
  },
} as const;

/** Cards in a grid: an icon, a title and a description each. */
export function IconCardGrid({
  items,
  cols = 3,
  look = "offering",
  className = "",
  testId,
}: {
  items: readonly IconCard[];
  cols?: keyof typeof columns;
  look?: keyof typeof looks;
  /** Extra classes of the list (e.g. its margin under a sub-heading). */
  className?: string;
  testId?: string;
}) {
  const l = looks[look];
  const Heading = l.heading;
  const inner = (item: IconCard) => (
    <>
      <span className={l.tile}>
        <Icon name={item.icon} size={l.iconSize} />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-ink">{item.title}</Heading>
      <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
    </>
  );
  return (
    <ul
      className={[l.list, columns[cols], className].filter(Boolean).join(" ")}
      data-testid={testId}
    >
      {items.map((item) =>
        l.article ? (
          <li key={item.id}>
            <article className={l.card}>{inner(item)}</article>
          </li>
        ) : (
          <li key={item.id} className={l.card}>
            {inner(item)}
          </li>
        ),
      )}
    </ul>
  );
}
