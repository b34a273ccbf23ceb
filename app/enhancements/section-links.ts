/**
 * In-page links (app/components/ui/section-link.tsx) scroll smoothly to their section, at its
 * scroll-margin below the sticky header (40 px; the careers form 120 px), and the careers
 * page's Apply links also name the role for the form. Without JavaScript both are plain
 * #anchors the browser jumps to.
 */
import { firstFocusableField, roleChangeEvent } from "~/lib/browser/career-apply";
import { scrollToSection } from "~/lib/browser/scroll";
import { clicked, isPlainClick } from "./clicks";

export function enhanceSectionLinks(): void {
  document.addEventListener("click", (event) => {
    if (!isPlainClick(event)) return;
    const sectionLink = clicked<HTMLAnchorElement>(event, "a[data-section-link]");
    if (sectionLink) {
      if (scrollToSection(sectionLink.hash.slice(1))) event.preventDefault();
      return;
    }
    const apply = clicked<HTMLAnchorElement>(event, "a[data-apply-role]");
    const section = apply && document.getElementById(apply.hash.slice(1));
    if (!apply || !section) return;
    // Apply: the role goes into the address (?role=…, no new history entry), the page scrolls
    // smoothly to the form and the focus goes to its first field, without cutting the scroll
    // short; the role goes at the start of the message (./applied-role.ts).
    event.preventDefault();
    history.replaceState(history.state, "", `${apply.search}${apply.hash}`);
    scrollToSection(section.id);
    firstFocusableField(section)?.focus({ preventScroll: true });
    window.dispatchEvent(new Event(roleChangeEvent));
  });
}
