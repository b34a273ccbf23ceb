/**
 * The floating widget (app/components/layout/floating-widget.tsx):
 * - go-to-top, shown once the page has scrolled past 300 px (docs/requirements.md), scrolls
 *   smoothly back to the top;
 * - the whole widget steps aside while it would lie over a form of the page (a field, its hint
 *   or error, a link or a button): on a phone it sits over the right edge of the content, and a
 *   visitor filling in a form must see and reach all of it. It comes back once the form has
 *   scrolled out from under it. The dialogs' forms need nothing: an open dialog is above it.
 */
import { scrollBehavior } from "~/lib/browser/scroll";

/** Past this scroll position (px) the go-to-top button shows. */
export const GO_TO_TOP_THRESHOLD = 300;

/** Room kept between the widget and a form (px), so that a focus ring is not covered either. */
const CLEARANCE = 4;

/** Whether two boxes overlap, `a` grown by `margin` on every side. */
const overlaps = (a: DOMRect, b: DOMRect, margin: number) =>
  a.left - margin < b.right &&
  b.left < a.right + margin &&
  a.top - margin < b.bottom &&
  b.top < a.bottom + margin;

export function enhanceFloatingWidget(): void {
  const widget = document.querySelector<HTMLElement>("[data-floating-widget]");
  const toTop = widget?.querySelector<HTMLButtonElement>("button[data-go-to-top]");
  if (!widget || !toTop) return;
  // The page's own forms; a dialog's form is never under the widget (a modal dialog is above).
  const forms = [...document.forms].filter((form) => !form.closest("dialog"));
  let frame = 0;
  const update = () => {
    frame = 0;
    toTop.hidden = window.scrollY <= GO_TO_TOP_THRESHOLD;
    if (forms.length === 0) return;
    // Its buttons, not its box: go-to-top comes and goes, and the column is narrower above it.
    const buttons = [...widget.children]
      .filter((child) => !(child as HTMLElement).hidden)
      .map((child) => child.getBoundingClientRect());
    const covering = forms.some((form) => {
      const box = form.getBoundingClientRect();
      return buttons.some((button) => overlaps(button, box, CLEARANCE));
    });
    if (covering) widget.dataset.stepAside = "";
    else delete widget.dataset.stepAside;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  // The first look waits for a frame: nothing reads the layout as the page's script starts.
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  // A phone's keyboard resizes the viewport, and a form grows with its error messages.
  window.addEventListener("resize", schedule, { passive: true });
  for (const form of forms) new ResizeObserver(schedule).observe(form);
  toTop.addEventListener("click", () => window.scrollTo({ top: 0, behavior: scrollBehavior() }));
}
