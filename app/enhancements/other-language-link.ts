/**
 * The link to this page in the other language (app/components/layout/language-switch.tsx) keeps
 * the section the visitor is reading: the other page opens at the same section (#id). Without
 * JavaScript it opens at its top.
 */
import { clicked, isPlainClick } from "./clicks";

/**
 * The id of the section at the top of the viewport: the last `section[id]` whose top has
 * scrolled past the sticky header. Undefined above the first one (the page then opens at its top).
 */
function currentSectionId(): string | undefined {
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  let current: string | undefined;
  for (const section of document.querySelectorAll<HTMLElement>("main section[id]")) {
    const box = section.getBoundingClientRect();
    if (box.top <= header + 8 && box.bottom > header) current = section.id;
  }
  return current;
}

export function enhanceLanguageSwitch(): void {
  document.addEventListener("click", (event) => {
    const link = clicked<HTMLAnchorElement>(event, "a[data-language-switch]");
    if (!link || !isPlainClick(event)) return;
    const section = currentSectionId();
    if (!section) return;
    event.preventDefault();
    location.assign(`${link.href.split("#")[0]}#${section}`);
  });
}
