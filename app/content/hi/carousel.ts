/**
 * Hindi twin of ../en/carousel.ts: the shared carousel's controls and the roles and slide labels
 * screen readers announce.
 */
import { template } from "~/base/template";
import type { CarouselCopy } from "../chrome.schema";

export const carouselCopy: CarouselCopy = {
  roleCarousel: "कैरोसेल",
  roleSlide: "स्लाइड",
  slideOf: template("{count} में से {position}"),
  previous: "पिछली स्लाइड",
  next: "अगली स्लाइड",
  goTo: template("स्लाइड {position} पर जाएँ"),
  play: "स्लाइड अपने-आप चलाएँ",
  pause: "स्लाइड अपने-आप चलना रोकें",
};
