/**
 * The careers page's Apply links and its form meet here: an Apply link names the role in the
 * address (?role=…) and announces it with `roleChangeEvent`; the page script reads it and starts
 * the form's message with it (app/enhancements/applied-role.ts).
 */

/** id of the section that holds the notice and the career form. */
export const careerFormId = "career-form";

/** Sent on window when an Apply link has put a role into the address. */
export const roleChangeEvent = "career-role-change";

/**
 * Where an Apply link points (an English path; the link puts it in the page's language): works
 * without JavaScript (the browser jumps to the anchor).
 */
export function applyHref(role: string): string {
  return `/career?${new URLSearchParams({ role })}#${careerFormId}`;
}

/** The role the address names, if any. */
export function roleInAddress(): string | null {
  return new URLSearchParams(location.search).get("role");
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
