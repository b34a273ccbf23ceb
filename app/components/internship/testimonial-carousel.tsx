import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Quote from "lucide-react/icons/quote";
import { Avatar, internHues } from "~/components/sections/avatar";
import { slideAttributes, useCarouselCopy, useCarouselSync } from "~/components/sections/carousel";
import type { InternshipCopy, InternTestimonial } from "~/content/internship.schema";
import { prefersReducedMotion } from "~/lib/scroll";
import { useEmbla } from "~/lib/use-embla";

const arrow =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-ink shadow-card transition-colors hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink";

/**
 * The internship testimonials: four per view on large screens, two on tablets, one on phones
 * (docs/requirements.md). Moved only by the previous/next buttons, swipe or drag — it does not
 * advance by itself, so there is nothing to pause.
 */
export function TestimonialCarousel({
  items,
  label,
  copy,
}: {
  items: readonly InternTestimonial[];
  label: string;
  /** The previous/next buttons' names and the position's hidden prefix. */
  copy: InternshipCopy["testimonialCarouselCopy"];
}) {
  const [viewportRef, api] = useEmbla({
    align: "start",
    slidesToScroll: "auto",
    containScroll: "trimSnaps",
  });
  const snap = useCarouselSync(api, items.length > 1);
  const carouselCopy = useCarouselCopy();

  return (
    <section
      aria-roledescription={carouselCopy.roleCarousel}
      aria-label={label}
      data-testid="testimonial-carousel"
    >
      <div className="overflow-hidden" ref={viewportRef}>
        <ul className="-ml-4 flex touch-pan-y py-2 sm:-ml-6">
          {items.map((item, i) => (
            <li
              key={item.id}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 sm:pl-6 lg:basis-1/4"
              {...slideAttributes(i, items.length, carouselCopy)}
              data-testid="testimonial-slide"
            >
              <figure className="flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card">
                <Quote
                  size={28}
                  aria-hidden="true"
                  className="text-primary-100"
                  fill="currentColor"
                />
                <blockquote className="mt-3 flex-1 leading-relaxed text-ink">
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3 border-t border-line pt-4">
                  <Avatar
                    initials={item.image.initials}
                    gradient={internHues[item.image.hue]}
                    size={48}
                    label={item.alt}
                  />
                  <span>
                    <span className="block font-semibold text-ink">{item.title}</span>
                    <span className="block text-sm text-muted">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          className={arrow}
          onClick={() => api?.scrollPrev(prefersReducedMotion())}
          disabled={!snap.canPrev}
          aria-label={copy.previous}
          data-testid="carousel-prev"
        >
          <ChevronLeft size={22} aria-hidden="true" />
        </button>
        <p className="min-w-16 text-center text-sm font-medium text-muted" aria-live="polite">
          {snap.count > 0 ? (
            <>
              <span className="sr-only">{copy.page}</span>
              {snap.selected + 1} / {snap.count}
            </>
          ) : null}
        </p>
        <button
          type="button"
          className={arrow}
          onClick={() => api?.scrollNext(prefersReducedMotion())}
          disabled={!snap.canNext}
          aria-label={copy.next}
          data-testid="carousel-next"
        >
          <ChevronRight size={22} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
