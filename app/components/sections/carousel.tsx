import type { EmblaOptionsType } from "embla-carousel";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { type FocusEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { fill } from "~/base/template";
import type { CarouselCopy } from "~/content/shell/schema";
import { island } from "~/islands/island";
import { prefersReducedMotion } from "~/lib/browser/scroll";
import { type EmblaApi, useEmbla } from "~/lib/browser/use-embla";

interface CarouselLook {
  /** Unique on the page: the ids of the carousel's parts start with it. */
  id: string;
  /** Accessible name of the carousel region. */
  label: string;
  /** The controls' names and the slides' labels in the page's language (the site copy). */
  carouselCopy: CarouselCopy;
  /** Server-rendered, never changed by the carousel: static HTML to the browser (slots). */
  slides: ReactNode[];
  options?: EmblaOptionsType;
  viewportClassName?: string;
  containerClassName?: string;
  slideClassName?: string;
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
 * Moved only by previous/next, swipe or drag, a page of slides at a time (as many as the slide
 * classes fit in the viewport); no loop, no autoplay; "page x / n" between the buttons. Slides
 * are list items.
 */
interface PagedMode {
  mode: "paged";
  /** The buttons' names and the hidden prefix of the position. */
  copy: { previous: string; next: string; page: string };
  /** data-testid of each slide. */
  slideTestId?: string;
}

export type CarouselProps = CarouselLook & (AutoplayMode | PagedMode);

function useMediaQuery(query: string | undefined, fallback: boolean): boolean {
  const [matches, setMatches] = useState(fallback);
  useEffect(() => {
    if (!query) return;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return query ? matches : fallback;
}

export interface CarouselState {
  /** Index of the selected snap (a slide, or a page of slides). */
  selected: number;
  /** Number of snaps; 0 until Embla has loaded. */
  count: number;
  canPrev: boolean;
  canNext: boolean;
  /** Bumped on every reInit, so effects that drive a plugin re-run against the new instance. */
  generation: number;
}

/**
 * The one sync logic of every carousel: follows Embla's select and reInit events and exposes
 * the selected snap, the snap count and whether it can move either way. Before Embla loads,
 * `canNext` is the caller's guess (the server-rendered page has no API yet).
 */
export function useCarouselSync(api: EmblaApi | undefined, canNextBeforeReady = false) {
  const [state, setState] = useState<CarouselState>({
    selected: 0,
    count: 0,
    canPrev: false,
    canNext: canNextBeforeReady,
    generation: 0,
  });
  useEffect(() => {
    if (!api) return;
    const read = (reInit: boolean) =>
      setState((previous) => ({
        selected: api.selectedScrollSnap(),
        count: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
        generation: previous.generation + (reInit ? 1 : 0),
      }));
    const onSelect = () => read(false);
    const onReInit = () => read(true);
    onSelect();
    api.on("select", onSelect).on("reInit", onReInit);
    return () => {
      api.off("select", onSelect).off("reInit", onReInit);
    };
  }, [api]);
  return state;
}

/**
 * Runs a move on the carousel now, or as soon as Embla has loaded: a press on its controls that
 * came first (the island replays one that came before hydration, docs/decisions/0016-islands.md)
 * is never lost.
 */
function useCarouselMove(api: EmblaApi | undefined) {
  const pending = useRef<((api: EmblaApi) => void)[]>([]);
  useEffect(() => {
    if (!api) return;
    for (const move of pending.current.splice(0)) move(api);
  }, [api]);
  return useCallback(
    (move: (api: EmblaApi) => void) => {
      if (api) move(api);
      else pending.current.push(move);
    },
    [api],
  );
}

/** The APG carousel's slide labelling: spread on each slide's element (a group or a list item). */
export function slideAttributes(index: number, count: number, carouselCopy: CarouselCopy) {
  return {
    "aria-roledescription": carouselCopy.roleSlide,
    "aria-label": fill(carouselCopy.slideOf, { position: index + 1, count }),
  } as const;
}

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-ink shadow-sm transition-colors hover:border-brand hover:text-brand";

/**
 * The one carousel of the site, on Embla (loaded after render, app/lib/browser/use-embla.ts), in one of
 * two modes: "autoplay" (the home testimonials, and the home services below lg) or "paged" (the
 * internship testimonials: four per view on large screens, two on tablets, one on phones). An
 * island: pages render `CarouselIsland`, hydrated as it nears the viewport.
 */
export function Carousel(props: CarouselProps) {
  return props.mode === "paged" ? <PagedCarousel {...props} /> : <AutoplayCarousel {...props} />;
}

export const CarouselIsland = island("carousel", Carousel);

/**
 * An auto-advancing carousel: previous and next buttons, one dot per slide, and a
 * visible pause button. It pauses while the pointer is over it or focus is inside it, never
 * starts by itself under prefers-reduced-motion, and announces slides only when not playing.
 */
function AutoplayCarousel({
  id,
  label,
  carouselCopy,
  slides,
  delay,
  activeWhen,
  options,
  viewportClassName = "",
  containerClassName = "",
  slideClassName = "",
  controlsClassName = "",
  testId,
}: CarouselLook & AutoplayMode) {
  // Where it runs only under a media query, the server renders it inactive (a grid).
  const active = useMediaQuery(activeWhen, !activeWhen);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", false);
  const [emblaRef, embla] = useEmbla(
    {
      loop: true,
      align: "start",
      ...options,
      ...(activeWhen ? { active: false, breakpoints: { [activeWhen]: { active: true } } } : {}),
    },
    {
      delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    },
  );
  const { selected, generation } = useCarouselSync(embla);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionId = `${id}-slides`;

  // Reduced motion: start paused; the visitor can still press play.
  const paused = userPaused ?? reducedMotion;
  const playing = active && !paused && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation re-runs it after reInit
  useEffect(() => {
    const autoplay = embla?.plugins()?.autoplay;
    if (!autoplay || !active) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing, active, generation]);

  const move = useCarouselMove(embla);
  const go = useCallback(
    (where: "prev" | "next" | number) =>
      move((api) => {
        if (where === "prev") api.scrollPrev();
        else if (where === "next") api.scrollNext();
        else api.scrollTo(where);
        const autoplay = api.plugins()?.autoplay;
        if (autoplay?.isPlaying()) autoplay.reset();
      }),
    [move],
  );

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription={active ? carouselCopy.roleCarousel : undefined}
      aria-label={label}
      data-testid={testId}
      data-playing={playing ? "true" : "false"}
      // Embla loads after render (app/lib/browser/use-embla.ts); tests wait for this before timing.
      data-ready={embla ? "true" : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div ref={emblaRef} className={`overflow-hidden ${viewportClassName}`}>
        <div
          id={regionId}
          className={`flex touch-pan-y ${containerClassName}`}
          aria-live={active && !playing ? "polite" : "off"}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              // A labelled group per slide (APG carousel) while it is a carousel.
              {...(active
                ? { role: "group", ...slideAttributes(index, slides.length, carouselCopy) }
                : {})}
              data-selected={active && index === selected ? "true" : undefined}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      <div className={`mt-6 flex items-center justify-center gap-3 ${controlsClassName}`}>
        <button
          type="button"
          className={controlButton}
          onClick={() => go("prev")}
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
              onClick={() => go(index)}
              aria-label={fill(carouselCopy.goTo, { position: index + 1 })}
              aria-current={index === selected ? "true" : undefined}
              className="group inline-flex size-7 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2 rounded-full transition-all duration-300 ${
                  index === selected ? "w-6 bg-brand" : "w-2 bg-field group-hover:bg-muted"
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlButton}
          onClick={() => go("next")}
          aria-controls={regionId}
          aria-label={carouselCopy.next}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={`${controlButton} ml-2`}
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? carouselCopy.play : carouselCopy.pause}
          data-testid={testId ? `${testId}-pause` : undefined}
        >
          {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
        </button>
      </div>
    </section>
  );
}

const pagedButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-card text-ink shadow-card transition-colors hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink";

/**
 * A carousel moved only by its previous/next buttons, swipe or drag — it does not advance by
 * itself, so there is nothing to pause. The buttons are disabled at either end.
 */
function PagedCarousel({
  label,
  carouselCopy,
  slides,
  options,
  copy,
  viewportClassName = "",
  containerClassName = "",
  slideClassName = "",
  controlsClassName = "",
  testId,
  slideTestId,
}: CarouselLook & PagedMode) {
  const [viewportRef, api] = useEmbla({
    align: "start",
    slidesToScroll: "auto",
    containScroll: "trimSnaps",
    ...options,
  });
  const move = useCarouselMove(api);
  const snap = useCarouselSync(api, slides.length > 1);

  return (
    <section
      aria-roledescription={carouselCopy.roleCarousel}
      aria-label={label}
      data-testid={testId}
    >
      <div className={`overflow-hidden ${viewportClassName}`.trim()} ref={viewportRef}>
        <ul className={`flex touch-pan-y ${containerClassName}`}>
          {slides.map((slide, index) => (
            <li
              key={index}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
              {...slideAttributes(index, slides.length, carouselCopy)}
              data-testid={slideTestId}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <div className={`mt-6 flex items-center justify-center gap-4 ${controlsClassName}`.trim()}>
        <button
          type="button"
          className={pagedButton}
          onClick={() => move((ready) => ready.scrollPrev(prefersReducedMotion()))}
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
          className={pagedButton}
          onClick={() => move((ready) => ready.scrollNext(prefersReducedMotion()))}
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
