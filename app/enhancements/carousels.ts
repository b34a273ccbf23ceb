/**
 * The carousels (app/components/sections/carousel.tsx): the slides scroll in a row with CSS
 * scroll snap, so a swipe moves them natively; this adds the controls. An "autoplay" carousel
 * has previous and next (both wrap around), one dot per slide and a pause button; it advances
 * every `data-delay` ms while it plays: not while the pointer is over it or focus is inside it,
 * never by itself under prefers-reduced-motion (until the visitor presses play), and only where
 * it is a carousel (`data-active-when`: the home services below lg). It announces slides only
 * when not playing. A "paged" carousel moves a page at a time with previous and next, disabled
 * at either end, and says "page x / n". No timers but the autoplay's own, so the e2e tests' fake
 * clock drives it to the millisecond.
 */
import { scrollBehavior } from "~/lib/browser/scroll";
import { clicked } from "./clicks";

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)");

/**
 * The scroll positions at which each of `slides` starts (its snap position: the row's scroll
 * padding before it), clamped to what the row can scroll.
 */
function startsOf(track: HTMLElement, slides: readonly HTMLElement[]): number[] {
  const padding = Number.parseFloat(getComputedStyle(track).scrollPaddingLeft) || 0;
  const max = track.scrollWidth - track.clientWidth;
  const origin = track.getBoundingClientRect().left - track.scrollLeft + padding;
  return slides.map((slide) =>
    Math.max(0, Math.min(max, Math.round(slide.getBoundingClientRect().left - origin))),
  );
}

/** The index of the stop nearest to the row's scroll position (`current` wins a tie). */
function nearest(stops: readonly number[], at: number, current: number): number {
  let best = current;
  for (const [index, stop] of stops.entries()) {
    const distance = Math.abs(stop - at);
    if (distance < Math.abs((stops[best] ?? Number.POSITIVE_INFINITY) - at) - 1) best = index;
  }
  return best;
}

/** Whether any of `element` is on screen now. */
function onScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return (
    document.visibilityState === "visible" &&
    box.bottom > 0 &&
    box.top < innerHeight &&
    box.width > 0
  );
}

function setUp(root: HTMLElement): void {
  const paged = root.dataset.carousel === "paged";
  const track = root.firstElementChild as HTMLElement;
  const slides = [...track.children] as HTMLElement[];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-move]")];
  const dots = buttons.filter((button) => /^\d+$/.test(button.dataset.carouselMove ?? ""));
  const move = (name: string) => buttons.find((button) => button.dataset.carouselMove === name);
  const previous = move("previous");
  const next = move("next");
  const pause = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  const position = root.querySelector<HTMLElement>("[data-carousel-position]");
  const delay = Number(root.dataset.delay) || 0;
  const activeWhen = root.dataset.activeWhen ? matchMedia(root.dataset.activeWhen) : null;
  const motion = reducedMotion();

  /** The selected slide (autoplay) or page (paged). */
  let selected = 0;
  /** The visitor's own choice of the pause button; until then, reduced motion decides. */
  let userPaused: boolean | null = null;
  let hovered = false;
  let focused = false;
  let playing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const active = () => !activeWhen || activeWhen.matches;
  /** Where each slide starts (autoplay) or each page does (paged: the slides that snap). */
  const stops = () => {
    if (!paged) return startsOf(track, slides);
    const pages = slides.filter((slide) => getComputedStyle(slide).scrollSnapAlign !== "none");
    return [...new Set(startsOf(track, pages))];
  };

  const show = () => {
    if (paged) {
      const count = stops().length;
      if (previous) previous.disabled = selected <= 0;
      if (next) next.disabled = selected >= count - 1;
      if (position) {
        position.textContent = `${selected + 1} / ${count}`;
        // Said from now on, not as the page loads.
        position.parentElement?.setAttribute("aria-live", "polite");
      }
      return;
    }
    const on = active();
    for (const [index, dot] of dots.entries()) dot.ariaCurrent = index === selected ? "true" : null;
    for (const [index, slide] of slides.entries()) {
      if (on && index === selected) slide.dataset.selected = "true";
      else delete slide.dataset.selected;
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    if (playing) timer = setTimeout(advance, delay);
  };

  const go = (to: number) => {
    const all = stops();
    const count = all.length;
    selected = paged ? Math.max(0, Math.min(count - 1, to)) : (to + count) % count;
    track.scrollTo({ left: all[selected] ?? 0, behavior: scrollBehavior() });
    show();
    schedule();
  };

  /** The next slide, if the carousel is on screen (off screen it waits for its next turn). */
  function advance() {
    if (onScreen(root)) go(selected + 1);
    else schedule();
  }

  /** Playing or not, as the pause button, hover, focus and the media queries say. */
  const update = () => {
    const paused = userPaused ?? motion.matches;
    const nowPlaying = !paged && active() && !paused && !hovered && !focused;
    root.dataset.playing = String(nowPlaying);
    track.ariaLive = active() && !nowPlaying ? "polite" : "off";
    if (pause) {
      pause.dataset.state = paused ? "paused" : "playing";
      pause.ariaLabel = (paused ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? "";
    }
    if (nowPlaying !== playing) {
      playing = nowPlaying;
      schedule();
    }
  };

  /** Where it is a carousel, a region of labelled slides; elsewhere (a grid) plain markup. */
  const applyActive = () => {
    if (paged) return show();
    const on = active();
    const { roleCarousel, roleSlide } = root.dataset;
    if (roleCarousel && roleSlide) {
      root.ariaRoleDescription = on ? roleCarousel : null;
      for (const slide of slides) {
        slide.role = on ? "group" : null;
        slide.ariaRoleDescription = on ? roleSlide : null;
        slide.ariaLabel = on ? (slide.dataset.label ?? null) : null;
      }
    }
    show();
    update();
  };

  root.addEventListener("click", (event) => {
    const control = clicked<HTMLButtonElement>(
      event,
      "[data-carousel-move], [data-carousel-pause]",
    );
    if (!control || !root.contains(control)) return;
    const where = control.dataset.carouselMove;
    if (where === undefined) {
      userPaused = !(userPaused ?? motion.matches);
      update();
    } else if (where === "previous") go(selected - 1);
    else if (where === "next") go(selected + 1);
    else go(Number(where));
  });
  root.addEventListener("mouseenter", () => {
    hovered = true;
    update();
  });
  root.addEventListener("mouseleave", () => {
    hovered = false;
    update();
  });
  root.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  root.addEventListener("focusout", (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  // A swipe (or a scroll by keyboard or trackpad) that ends on another slide selects it, and
  // the autoplay counts its delay from there. A move of ours ends where it was sent.
  track.addEventListener("scrollend", () => {
    const at = nearest(stops(), track.scrollLeft, selected);
    if (at === selected) return;
    selected = at;
    show();
    schedule();
  });
  // The number of pages changes with the width.
  if (paged)
    new ResizeObserver(() => {
      selected = nearest(stops(), track.scrollLeft, selected);
      show();
    }).observe(track);
  motion.addEventListener("change", update);
  activeWhen?.addEventListener("change", applyActive);
  applyActive();
  // Tests wait for this before they time the autoplay.
  root.dataset.ready = "true";
}

/** Each carousel's start, to run one per task (./index.ts). */
export function carouselStarts(): (() => void)[] {
  return [...document.querySelectorAll<HTMLElement>("[data-carousel]")].map(
    (root) => () => setUp(root),
  );
}

export function enhanceCarousels(): void {
  for (const start of carouselStarts()) start();
}
