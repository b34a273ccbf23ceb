import { lazy, Suspense } from "react";
import { PromoTimer } from "./promo-timer";
import { useSiteDialogs } from "./site-dialogs";

// The dialogs' code (the lead form, the artwork) loads only when one first opens, keeping it
// off every page's first load (docs/performance.md).
export const loadContactPopup = () => import("./contact-popup");
const ContactPopup = lazy(loadContactPopup);
const PromoDialog = lazy(() => import("./promo-dialog"));

/** Mounts the open site-wide dialog, and the timer that opens the announcement once. */
export function SiteDialogsOutlet() {
  const { open } = useSiteDialogs();
  return (
    <>
      <PromoTimer />
      <Suspense fallback={null}>
        {open === "contact" ? <ContactPopup /> : null}
        {open === "promo" ? <PromoDialog /> : null}
      </Suspense>
    </>
  );
}
