/**
 * When a visitor last typed or chose something in one of the page's forms (not a dialog's): the
 * announcement waits for a pause (./promo-gate.ts). Noted from the first load on, in the page's
 * first script, so it is kept small; the gate itself is fetched only when the announcement is due.
 */

let last = Number.NEGATIVE_INFINITY;
let listening = false;

/** Starts noting input into the page's forms. */
export function watchFormInput(): void {
  if (listening) return;
  listening = true;
  const note = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.closest("form") && !target.closest("dialog"))
      last = Date.now();
  };
  for (const type of ["input", "change", "keydown"]) document.addEventListener(type, note, true);
}

/** The time of the last input into a page form (Date.now()), or -Infinity. */
export const lastFormInput = (): number => last;
