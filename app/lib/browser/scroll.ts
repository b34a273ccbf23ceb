/** In-page scrolling that honours reduced motion. The offset comes from CSS scroll-margin-top. */

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}

/**
 * Scrolls smoothly to the element with `id` and updates the address bar without a new history
 * entry. Returns false when there is no such element, so a caller's link can do its default.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  history.replaceState(history.state, "", `#${id}`);
  return true;
}
