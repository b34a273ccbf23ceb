import { lazy, Suspense, useMemo } from "react";
import type { Locale } from "~/base/locale";
import { useLocale } from "~/lib/site-copy";
import { dialogCopy } from "./dialog-copy";
import { PromoTimer } from "./promo-timer";
import { useSiteDialogs } from "./site-dialogs";

// The dialogs' code (the lead form, the artwork) and words load only when one first opens,
// keeping them off every page's first load (docs/performance.md).
const loadContactPopup = () => import("./contact-popup");
const ContactPopup = lazy(loadContactPopup);
const PromoDialog = lazy(() => import("./promo-dialog"));

/** Starts fetching the contact popup's code and words, once the visitor shows intent. */
export function preloadContactPopup(locale: Locale) {
  void loadContactPopup();
  void dialogCopy(locale);
}

/** Mounts the open site-wide dialog, and the timer that opens the announcement once. */
export function SiteDialogsOutlet() {
  const { open } = useSiteDialogs();
  const locale = useLocale();
  const isOpen = open !== null;
  // Asked for with the dialog's code, not after it; asked for again at the next opening if
  // it could not be fetched.
  const copy = useMemo(() => (isOpen ? dialogCopy(locale) : null), [isOpen, locale]);
  return (
    <>
      <PromoTimer />
      <Suspense fallback={null}>
        {open === "contact" && copy ? <ContactPopup copy={copy} /> : null}
        {open === "promo" && copy ? <PromoDialog copy={copy} /> : null}
      </Suspense>
    </>
  );
}
