import { useEffect } from "react";
import { useSiteDialogs } from "./site-dialogs";

/** The image modal opens this long after the first page load of a browser session (docs/requirements.md). */
export const PROMO_DELAY_MS = 5000;
/** sessionStorage key: set once the modal has opened by itself in this browser session. */
export const PROMO_SEEN_KEY = "promo-modal-shown";

/**
 * Opens the announcement modal by itself once per browser session, 5 s after the first load.
 * The floating announcement button reopens it any time (floating-widget.tsx).
 */
export function PromoTimer() {
  const { openPromo } = useSiteDialogs();

  useEffect(() => {
    let seen = false;
    try {
      seen = sessionStorage.getItem(PROMO_SEEN_KEY) === "1";
    } catch {
      seen = true; // Storage blocked: never nag someone we cannot remember.
    }
    if (seen) return;
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(PROMO_SEEN_KEY, "1");
      // Never cover a dialog the visitor opened themselves.
      if (!document.querySelector("dialog[open]")) openPromo();
    }, PROMO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [openPromo]);

  return null;
}
