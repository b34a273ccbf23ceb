import type { ReactNode } from "react";
import { localizedPath } from "~/base/locale";
import { siteDialogsPath } from "~/base/site-routes";
import { useSiteCopy } from "~/lib/pages/site-copy";
import { ContactPopup } from "./contact-popup";
import { FloatingWidget } from "./floating-widget";
import { Footer } from "./footer";
import { Header } from "./header";
import { PromoDialog } from "./promo-dialog";

/**
 * Everything around a page: navigation, footer, floating widget and the site-wide dialogs. All of
 * it is HTML; its behaviours are the page script's (app/enhancements). The dialogs' contents are
 * fetched by the page script from `data-dialog-bodies` when first needed; the popup's form is
 * an island.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { ui, locale } = useSiteCopy();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {ui.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <FloatingWidget />
      <div hidden data-dialog-bodies={localizedPath(siteDialogsPath, locale)} />
      <ContactPopup />
      <PromoDialog />
    </>
  );
}
