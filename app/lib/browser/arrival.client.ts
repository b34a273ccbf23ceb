/**
 * The first touch of a visit (app/base/arrival.ts): worked out on the visit's first page and kept
 * in sessionStorage (no cookie; it empties when the tab closes), so a form sent pages later still
 * says how the visitor arrived. A form posted before its island wakes (natively) gets it in its
 * hidden field at submit; the island's post reads it itself (use-lead-submission.ts).
 */
import { type Arrival, arrivalField, arrivalOf, arrivalToField } from "~/base/arrival";
import { visitorStorage } from "~/base/browser-storage";

/** The visit's first touch: kept from its first page, or this page's when none is kept. */
export function firstTouch(): { arrival: Arrival; landed: boolean } {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(visitorStorage.firstTouch);
  } catch {
    // Storage blocked: each page is its own first touch.
  }
  if (kept) return { arrival: JSON.parse(kept) as Arrival, landed: false };
  const arrival = arrivalOf(new URL(location.href), document.referrer);
  try {
    sessionStorage.setItem(visitorStorage.firstTouch, JSON.stringify(arrival));
  } catch {
    // Not kept: the form then names this page.
  }
  return { arrival, landed: true };
}

/** The hidden field's value of the visit's first touch. */
export const arrivalFieldValue = () => arrivalToField(firstTouch().arrival);

/** Fills the arrival field of any form as it is posted (natively, before its island wakes). */
export function keepFirstTouch(): { arrival: Arrival; landed: boolean } {
  const touch = firstTouch();
  document.addEventListener(
    "submit",
    (event) => {
      const field = (event.target as HTMLFormElement).elements?.namedItem(arrivalField);
      if (field instanceof HTMLInputElement) field.value = arrivalFieldValue();
    },
    true,
  );
  return touch;
}
