import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { useLocalizeHref } from "~/components/ui/link";
import { scrollBehavior } from "~/lib/scroll";

/** id of the section that holds the notice and the career form. */
export const careerFormId = "career-form";

/**
 * Where an Apply link points (an English path; the link puts it in the page's language): works
 * without JavaScript (the browser jumps to the anchor).
 */
export function applyHref(role: string): string {
  return `/career?${new URLSearchParams({ role })}#${careerFormId}`;
}

const fieldSelector =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * The first field of the form a person can actually use: skips the honeypot and anything
 * hidden, disabled or taken out of the tab order.
 */
export function firstFocusableField(container: ParentNode): HTMLElement | null {
  for (const field of container.querySelectorAll<HTMLElement>(fieldSelector)) {
    if (field.tabIndex < 0) continue;
    if (field.closest("[aria-hidden='true'], [hidden], [inert]")) continue;
    if (field.getClientRects().length === 0) continue;
    const style = getComputedStyle(field);
    if (style.visibility === "hidden" || style.display === "none") continue;
    return field;
  }
  return null;
}

/**
 * Apply: records the role in the address (?role=…, without a new history entry and without
 * resetting the scroll), scrolls smoothly to the form 120 px below the sticky header (the
 * section's scroll-margin-top) and puts the focus in the form's first field.
 */
export function ApplyLink({
  role,
  className,
  children,
}: {
  role: string;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const localizeHref = useLocalizeHref();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const section = document.getElementById(careerFormId);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    // Focus without scrolling, so the smooth scroll is not cut short.
    firstFocusableField(section)?.focus({ preventScroll: true });
    void Promise.resolve(
      navigate(
        { search: `?${new URLSearchParams({ role })}`, hash: careerFormId },
        { replace: true, preventScrollReset: true },
      ),
    ).then(() => {
      // The form may re-render with the role filled in: make sure the focus is still there.
      const current = document.getElementById(careerFormId);
      if (current && !current.contains(document.activeElement)) {
        firstFocusableField(current)?.focus({ preventScroll: true });
      }
    });
  };

  return (
    <a href={localizeHref(applyHref(role))} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
