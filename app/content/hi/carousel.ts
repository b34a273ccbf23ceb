/**
 * Hindi twin of ../carousel.ts (served under /hi): the shared carousel's controls and the roles
 * and slide labels screen readers announce.
 */
import type * as en from "../carousel";

/** The English type with its literal strings widened, so Hindi text fits the same shape. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends object
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T;

export const carouselCopy: Widen<typeof en.carouselCopy> = {
  roleCarousel: "कैरूसेल",
  roleSlide: "स्लाइड",
  slideOf: (position: number, count: number) => `${count} में से ${position}`,
  previous: "पिछली स्लाइड",
  next: "अगली स्लाइड",
  goTo: (position: number) => `स्लाइड ${position} पर जाएँ`,
  play: "स्लाइड अपने-आप चलाएँ",
  pause: "स्लाइड अपने-आप चलना रोकें",
};
