import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { fill } from "~/base/template";
import { ServiceHeroArt } from "~/components/art/services-hero-art";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import type { ServicesCopy } from "~/content/services";
import type { servicesOverview } from "~/lib/pages/services-overview.server";
import { useSiteCopy } from "~/lib/pages/site-copy";

/** A card of /services, as its loader builds it (app/lib/pages/services-overview.server.ts). */
export type ServiceOverview = ReturnType<typeof servicesOverview>[number];

/** A service on /services: artwork, summary, four things it includes, its starting price. */
export function ServiceOverviewCard({
  item,
  copy,
}: {
  item: ServiceOverview;
  copy: ServicesCopy["serviceCardCopy"];
}) {
  const { service } = item;
  const priceLabels = useSiteCopy().ui.price;
  return (
    <article
      className="grid h-full overflow-hidden rounded-card border border-line bg-card shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift sm:grid-cols-[2fr_3fr] lg:grid-cols-1 xl:grid-cols-[2fr_3fr]"
      data-testid="service-overview"
    >
      <div className="flex items-center justify-center bg-gradient-to-br from-primary-800 to-violet p-6">
        <div className="w-full max-w-56">
          <ServiceHeroArt {...item.art} />
        </div>
      </div>
      <div className="flex flex-col p-6">
        <h3 className="text-xl font-semibold text-ink">{service.title}</h3>
        <p className="mt-2 leading-relaxed text-muted">{service.summary}</p>
        <ul className="mt-4 space-y-1.5 text-[0.9375rem]">
          {item.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2 text-ink">
              <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
              {highlight}
            </li>
          ))}
        </ul>
        <p className="mt-5 text-sm text-muted">
          {priceLabels.startingAt}{" "}
          <span className="text-lg font-bold text-ink">{item.startingPrice}</span>
          {item.perMonth ? ` ${priceLabels.perMonth}` : null}
        </p>
        <Link
          to={service.goToLink}
          className={`${buttonClass("primary", "md")} mt-5 self-start`}
          aria-label={fill(copy.exploreLabel, { service: service.title })}
        >
          {copy.explore}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
