import ArrowRight from "lucide-react/icons/arrow-right";
import type { ShownPicture } from "~/base/media-urls";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import type { Service } from "~/content/services";

/** Where a card's picture shows: a quarter of the row on large screens, half on tablets. */
const cardPlace = {
  widths: [320, 640],
  aspect: "3x2",
  sizes: "(min-width: 64rem) 16rem, (min-width: 40rem) 45vw, 90vw",
} as const;

/**
 * A service with its icon (or the picture staff chose), summary and a link to its page; the
 * whole card is clickable.
 */
export function ServiceCard({
  service,
  exploreLabel,
}: {
  service: Service & { picture?: ShownPicture | null };
  exploreLabel: string;
}) {
  return (
    <article className="group relative flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card transition-[transform,box-shadow] duration-200 hover:-translate-y-1 hover:shadow-lift">
      <Picture
        picture={service.picture ?? null}
        alt={service.cardPictureAlt}
        place={cardPlace}
        className="h-auto w-full rounded-xl"
        placeholder={
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-50 to-primary-100 text-brand">
            <Icon name={service.img} size={26} />
          </span>
        }
      />
      <h3 className="mt-5 text-xl font-semibold text-ink">
        <Link to={service.goToLink} className="after:absolute after:inset-0 after:rounded-card">
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-muted">{service.summary}</p>
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand"
      >
        {exploreLabel}
        <ArrowRight size={16} className="transition-transform group-hover:translate-x-1" />
      </span>
    </article>
  );
}
