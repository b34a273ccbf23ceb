/**
 * Behaviours of a line or two each, for markup the server renders.
 */
import { copyrightYears } from "~/lib/browser/copyright";
import { clicked } from "./clicks";

/**
 * A picture that fails to load (a blog feed naming a file that is gone) becomes the designed
 * generic thumbnail in the same box (`data-fallback-src`), so no broken-image icon shows and
 * nothing moves. One that failed before this ran is caught by its state.
 */
export function replaceBrokenImages(): void {
  const replace = (img: HTMLImageElement) => {
    const fallback = img.dataset.fallbackSrc;
    if (!fallback || img.dataset.fallback) return;
    img.dataset.fallback = "true";
    img.src = fallback;
  };
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) replace(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-fallback-src]"))
    if (img.complete && img.naturalWidth === 0) replace(img);
}

/**
 * A pause button for a CSS animation (the home showcase): it sets `data-paused` on the element
 * it controls (the CSS pauses the animation there) and says what it would do next. The
 * animation also stands still while that element is off screen (`data-offscreen`): a running
 * one costs every frame of the page work, a tap's frame too, for nothing anyone sees.
 */
export function enhancePauseButtons(): void {
  const offscreen = new IntersectionObserver((entries) => {
    for (const entry of entries)
      (entry.target as HTMLElement).dataset.offscreen = String(!entry.isIntersecting);
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-pauses]")) {
    const target = document.getElementById(button.dataset.pauses ?? "");
    if (target) offscreen.observe(target);
  }
  document.addEventListener("click", (event) => {
    const button = clicked<HTMLButtonElement>(event, "button[data-pauses]");
    const target = button && document.getElementById(button.dataset.pauses ?? "");
    if (!button || !target) return;
    const paused = target.dataset.paused !== "true";
    target.dataset.paused = String(paused);
    button.dataset.state = paused ? "paused" : "playing";
  });
}

/**
 * Prerendered pages carry the build year in the copyright line; the browser shows the current
 * one, so a page built in December still reads right in January.
 */
export function showCurrentYear(): void {
  for (const years of document.querySelectorAll<HTMLElement>("[data-copyright-since]"))
    years.textContent = copyrightYears(
      Number(years.dataset.copyrightSince),
      new Date().getFullYear(),
    );
}
