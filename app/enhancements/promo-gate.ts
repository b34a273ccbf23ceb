/**
 * When the announcement may open by itself (./dialogs.ts, startPromoTimer): never over a form a
 * visitor is filling in (issue 53). The announcement is a modal dialog, whose backdrop covers the
 * whole page, so it cannot be placed beside a form: it waits until
 *
 * - no control of a form on the page (not in a dialog) is on screen,
 * - the focus is not in such a form, and
 * - nothing was typed or chosen in one for `FORM_IDLE_MS`.
 *
 * On a page whose form stays on screen (the contact page, read at its form) it does not open at all:
 * it stays due, and opens on the next page of the visit where it covers no form.
 *
 * Fetched only when the announcement is due (./dialogs.ts imports it then), so no page's first
 * script carries it; the input into forms is noted from the first load by ./form-input.ts.
 */
import { lastFormInput } from "./form-input";

/** How long after the last input into a form the announcement may open (the visitor paused). */
export const FORM_IDLE_MS = 3000;

/** How often the gate looks again while it waits. */
const CHECK_EVERY_MS = 250;

const controlSelector =
  'input:not([type="hidden"]), select, textarea, button, [contenteditable="true"]';

/** The forms of the page itself: not those inside a dialog (the contact popup's). */
function pageForms(): HTMLFormElement[] {
  return [...document.querySelectorAll("form")].filter((form) => !form.closest("dialog"));
}

/** Whether any visible control of a page form is within the viewport. */
export function formControlOnScreen(): boolean {
  const width = window.innerWidth;
  const height = window.innerHeight;
  for (const form of pageForms())
    for (const control of form.querySelectorAll<HTMLElement>(controlSelector)) {
      if (control.closest('[aria-hidden="true"]')) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom > 0 && box.top < height && box.right > 0 && box.left < width) return true;
    }
  return false;
}

/** Whether the focus is in a page form. */
function focusInForm(): boolean {
  const form = document.activeElement?.closest("form");
  return Boolean(form && !form.closest("dialog"));
}

/** Whether the announcement may open now. */
export function formsAllowPromo(now = Date.now()): boolean {
  return now - lastFormInput() >= FORM_IDLE_MS && !focusInForm() && !formControlOnScreen();
}

/**
 * Resolves once the announcement may open (at once if it may now). It keeps looking across the
 * visit's in-app navigations; a full page load starts the timer again (the announcement is still
 * due: ./dialogs.ts marks it seen only when it opens).
 */
export function whenFormsAllowPromo(): Promise<void> {
  return new Promise((resolve) => {
    if (formsAllowPromo()) return resolve();
    const timer = setInterval(() => {
      if (!formsAllowPromo()) return;
      clearInterval(timer);
      resolve();
    }, CHECK_EVERY_MS);
  });
}
