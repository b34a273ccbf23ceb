/**
 * The first touch of a visit (app/base/arrival.ts): noted on the visit's first page and kept in
 * sessionStorage (no cookie; it empties when the tab closes), so a form sent pages later still
 * says how the visitor arrived. Kept as the form field's text (arrivalToField's order: landing
 * page, referring host, utm source, medium, campaign, kind of ad click); the server checks and
 * cleans every part (arrivalFromField). A form posted before its island wakes (natively) gets it
 * in its hidden field at submit, and so does the island's post (the field is in the form).
 * Written small on purpose: it runs on every public page (docs/performance.md's budget).
 */
import { visitorStorage } from "~/base/browser-storage";

/**
 * app/base/arrival.ts's field name and kinds of ad click, repeated here so that module stays out
 * of every page's script (arrival.client.test.ts checks they are the same).
 */
export const clientArrival = {
  field: "arrival",
  gclid: "paid search",
  fbclid: "paid social",
} as const;

/** The visit's first touch as the field's text, and whether this page is the visit's first. */
export function firstTouch(): { field: string; landed: boolean } {
  const key = visitorStorage.firstTouch;
  try {
    const kept = sessionStorage.getItem(key);
    if (kept !== null) return { field: kept, landed: false };
  } catch {
    // Storage blocked: each page is its own first touch.
  }
  const tags = new URLSearchParams(location.search);
  // The referrer's host ("" for none); this site's own is no referring site.
  const host = document.referrer && new URL(document.referrer).hostname;
  const field = [
    location.pathname,
    host === location.hostname ? "" : host,
    tags.get("utm_source"),
    tags.get("utm_medium"),
    tags.get("utm_campaign"),
    tags.has("gclid") ? clientArrival.gclid : tags.has("fbclid") ? clientArrival.fbclid : "",
  ]
    .map((part) => (part ?? "").replace(/\s+/g, " ").slice(0, 200))
    .join("\n");
  try {
    sessionStorage.setItem(key, field);
  } catch {
    // Not kept: the form then names this page.
  }
  return { field, landed: true };
}

/** Notes the first touch and fills the arrival field of any form as it is posted. */
export function keepFirstTouch(): { field: string; landed: boolean } {
  const touch = firstTouch();
  document.addEventListener(
    "submit",
    (event) => {
      const input = (event.target as HTMLFormElement).elements?.namedItem(clientArrival.field);
      if (input instanceof HTMLInputElement) input.value = firstTouch().field;
    },
    true,
  );
  return touch;
}
