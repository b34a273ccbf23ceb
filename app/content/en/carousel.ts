/**
 * Words of the shared carousel (app/components/sections/carousel.tsx): its controls and the
 * roles and slide labels screen readers announce. Pages name each carousel themselves.
 */
import { template } from "~/base/template";
import type { CarouselCopy } from "../chrome.schema";

export const carouselCopy: CarouselCopy = {
  roleCarousel: "carousel",
  roleSlide: "slide",
  slideOf: template("{position} of {count}"),
  previous: "Previous slide",
  next: "Next slide",
  goTo: template("Go to slide {position}"),
  play: "Play automatic slides",
  pause: "Pause automatic slides",
};
