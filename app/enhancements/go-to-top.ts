/**
 * The floating widget's go-to-top button (app/components/layout/floating-widget.tsx): shown once
 * the page has scrolled past 300 px (docs/requirements.md), it scrolls smoothly back to the top.
 */
import { scrollBehavior } from "~/lib/browser/scroll";

/** Past this scroll position (px) the go-to-top button shows. */
export const GO_TO_TOP_THRESHOLD = 300;

export function enhanceGoToTop(): void {
  const button = document.querySelector<HTMLButtonElement>("button[data-go-to-top]");
  if (!button) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    button.hidden = window.scrollY <= GO_TO_TOP_THRESHOLD;
  };
  update();
  window.addEventListener("scroll", () => (frame ||= requestAnimationFrame(update)), {
    passive: true,
  });
  button.addEventListener("click", () => window.scrollTo({ top: 0, behavior: scrollBehavior() }));
}
