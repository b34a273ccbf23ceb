/**
 * Words of the shared carousel (app/components/sections/carousel.tsx): its controls and the
 * roles and slide labels screen readers announce. Pages name each carousel themselves.
 */
export const carouselCopy = {
  /** aria-roledescription of the region and of each slide (APG carousel pattern). */
  roleCarousel: "carousel",
  roleSlide: "slide",
  /** Accessible name of slide `position` (1-based) out of `count`. */
  slideOf: (position: number, count: number) => `${position} of ${count}`,
  previous: "Previous slide",
  next: "Next slide",
  goTo: (position: number) => `Go to slide ${position}`,
  play: "Play automatic slides",
  pause: "Pause automatic slides",
} as const;
