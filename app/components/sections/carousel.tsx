import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import type { ReactNode } from "react";
import { fill } from "~/base/template";
import type { CarouselCopy } from "~/content/shell";

interface CarouselLook {
  /** Unique on the page: the ids of the carousel's parts start with it. */
  id: string;
  /** Accessible name of the carousel region. */
  label: string;
  /** The controls' names and the slides' labels in the page's language (the site copy). */
  carouselCopy: CarouselCopy;
  slides: ReactNode[];
  /** Classes of the scrolling row (its gap, padding, and its layout where it is no carousel). */
  trackClassName?: string;
  slideClassName?: string;
  /**
   * The row itself takes focus (then the arrow keys scroll it), for slides with nothing
   * focusable of their own: a scrolling region must be reachable by keyboard.
   */
  focusableTrack?: boolean;
  /** Classes of the controls row (e.g. hide it where the carousel is inactive). */
  controlsClassName?: string;
  testId?: string;
}

/** Advances by itself every `delay` ms, loops; dots and a pause button. */
interface AutoplayMode {
  mode?: "autoplay";
  /** Time each slide stays before the next one (ms). */
  delay: number;
  /** Media query under which the carousel runs; elsewhere the slides are laid out by CSS. */
  activeWhen?: string;
}

/**
 * Moved only by previous/next or a swipe, a page of slides at a time (as many as the slide
 * classes fit in the row: `slideClassName` snaps each page's first slide); no loop, no
 * autoplay; "page x / n" between the buttons. Slides are list items.
 */
interface PagedMode {
  mode: "paged";
  /** The buttons' names and the hidden prefix of the position. */
  copy: { previous: string; next: string; page: string };
  /** data-testid of each slide. */
  slideTestId?: string;
  /**
   * Slides per page on phones, from sm and from lg: the first slide of each page is a snap
   * point, so a swipe moves a page (what `slideClassName`'s widths fit in the row).
   */
  perPage: readonly [phone: 1, sm: 1 | 2, lg: 1 | 2 | 4];
}

export type CarouselProps = CarouselLook & (AutoplayMode | PagedMode);

/** The APG carousel's slide labelling: spread on each slide's element (a group or a list item). */
export function slideAttributes(index: number, count: number, carouselCopy: CarouselCopy) {
  return {
    "aria-roledescription": carouselCopy.roleSlide,
    "aria-label": fill(carouselCopy.slideOf, { position: index + 1, count }),
  } as const;
}

/**
 * The row the slides scroll in: CSS scroll snap, so a swipe (or a trackpad, or the arrow keys
 * once it has focus) moves it natively, with or without JavaScript; no scroll bar.
 */
const track =
  "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden";

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-ink shadow-sm transition-colors hover:border-brand hover:text-brand";

const pagedButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-ink shadow-card transition-colors hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink";

/**
 * The one carousel of the site: server-rendered markup that scrolls with CSS scroll snap, and a
 * few lines of the page's script for its controls (app/enhancements/carousels.ts): no React in
 * the browser and no carousel library (docs/decisions/0016-islands.md). Two modes: "autoplay"
 * (the home testimonials, and the home services below lg) and "paged" (the internship
 * testimonials: four per view on large screens, two on tablets, one on phones). Without
 * JavaScript the slides still swipe; the controls, which need it, are hidden.
 */
export function Carousel(props: CarouselProps) {
  return props.mode === "paged" ? <PagedCarousel {...props} /> : <AutoplayCarousel {...props} />;
}

/**
 * An auto-advancing carousel: previous and next buttons, one dot per slide, and a visible pause
 * button. It pauses while the pointer is over it or focus is inside it, never starts by itself
 * under prefers-reduced-motion, and announces slides only when not playing.
 */
function AutoplayCarousel({
  id,
  label,
  carouselCopy,
  slides,
  delay,
  activeWhen,
  trackClassName = "",
  slideClassName = "",
  focusableTrack,
  controlsClassName = "",
  testId,
}: CarouselLook & AutoplayMode) {
  const regionId = `${id}-slides`;
  // Where it runs only under a media query, the server renders it inactive (a grid above it);
  // the page script makes it a carousel of labelled slides where the query matches.
  const active = !activeWhen;
  return (
    <section
      aria-roledescription={active ? carouselCopy.roleCarousel : undefined}
      data-role-carousel={active ? undefined : carouselCopy.roleCarousel}
      data-role-slide={active ? undefined : carouselCopy.roleSlide}
      aria-label={label}
      data-testid={testId}
      data-carousel="autoplay"
      data-delay={delay}
      data-active-when={activeWhen}
      data-playing="false"
    >
      <div
        id={regionId}
        className={`${track} ${trackClassName}`}
        aria-live="off"
        tabIndex={focusableTrack ? 0 : undefined}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            // A labelled group per slide (APG carousel) while it is a carousel.
            {...(active
              ? { role: "group", ...slideAttributes(index, slides.length, carouselCopy) }
              : {
                  "data-label": slideAttributes(index, slides.length, carouselCopy)["aria-label"],
                })}
            data-selected={active && index === 0 ? "true" : undefined}
            className={`min-w-0 shrink-0 grow-0 snap-start ${slideClassName}`}
          >
            {slide}
          </div>
        ))}
      </div>

      <div
        data-needs-js=""
        className={`mt-6 flex items-center justify-center gap-3 ${controlsClassName}`}
      >
        <button
          type="button"
          className={controlButton}
          data-carousel-move="previous"
          aria-controls={regionId}
          aria-label={carouselCopy.previous}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <div className="flex items-center">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              data-carousel-move={index}
              aria-label={fill(carouselCopy.goTo, { position: index + 1 })}
              aria-current={index === 0 ? "true" : undefined}
              className="group inline-flex size-7 items-center justify-center rounded-full"
            >
              <span className="block h-2 w-2 rounded-full bg-field transition-all duration-300 group-hover:bg-muted group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand" />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlButton}
          data-carousel-move="next"
          aria-controls={regionId}
          aria-label={carouselCopy.next}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`${controlButton} group ml-2`}
          data-carousel-pause=""
          data-state="playing"
          data-label-pause={carouselCopy.pause}
          data-label-play={carouselCopy.play}
          aria-label={carouselCopy.pause}
          data-testid={testId ? `${testId}-pause` : undefined}
        >
          <Pause size={18} aria-hidden="true" className="group-data-[state=paused]:hidden" />
          <Play size={18} aria-hidden="true" className="hidden group-data-[state=paused]:block" />
        </button>
      </div>
    </section>
  );
}

/** Snap points at the first slide of each page, per breakpoint (class names literal, for Tailwind). */
function pageSnap(index: number, [, sm, lg]: PagedMode["perPage"]): string {
  const fromSm = index % sm === 0 ? "sm:snap-start" : "sm:snap-align-none";
  const fromLg = index % lg === 0 ? "lg:snap-start" : "lg:snap-align-none";
  return `snap-start ${fromSm} ${fromLg}`;
}

/**
 * A carousel moved only by its previous/next buttons or a swipe — it does not advance by
 * itself, so there is nothing to pause. The buttons are disabled at either end.
 */
function PagedCarousel({
  id,
  label,
  carouselCopy,
  slides,
  copy,
  trackClassName = "",
  slideClassName = "",
  focusableTrack,
  controlsClassName = "",
  testId,
  slideTestId,
  perPage,
}: CarouselLook & PagedMode) {
  const regionId = `${id}-slides`;
  return (
    <section
      aria-roledescription={carouselCopy.roleCarousel}
      aria-label={label}
      data-testid={testId}
      data-carousel="paged"
    >
      <ul
        id={regionId}
        className={`${track} ${trackClassName}`}
        tabIndex={focusableTrack ? 0 : undefined}
      >
        {slides.map((slide, index) => (
          <li
            key={index}
            className={`min-w-0 shrink-0 grow-0 ${pageSnap(index, perPage)} ${slideClassName}`}
            {...slideAttributes(index, slides.length, carouselCopy)}
            data-testid={slideTestId}
          >
            {slide}
          </li>
        ))}
      </ul>
      <div
        data-needs-js=""
        className={`mt-6 flex items-center justify-center gap-4 ${controlsClassName}`}
      >
        <button
          type="button"
          className={pagedButton}
          data-carousel-move="previous"
          aria-controls={regionId}
          disabled
          aria-label={copy.previous}
          data-testid="carousel-prev"
        >
          <ChevronLeft size={22} aria-hidden="true" />
        </button>
        <p className="min-w-16 text-center text-sm font-medium text-muted">
          <span className="sr-only">{copy.page}</span>
          <span data-carousel-position="" />
        </p>
        <button
          type="button"
          className={pagedButton}
          data-carousel-move="next"
          aria-controls={regionId}
          disabled={slides.length < 2}
          aria-label={copy.next}
          data-testid="carousel-next"
        >
          <ChevronRight size={22} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
