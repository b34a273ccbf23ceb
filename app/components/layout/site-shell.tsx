import type { ReactNode } from "react";
import { useSiteCopy } from "~/lib/site-copy";
import { FloatingWidget } from "./floating-widget";
import { Footer } from "./footer";
import { Header } from "./header";
import { HydrationMarker } from "./hydration-marker";
import { SiteDialogsProvider } from "./site-dialogs";
import { SiteDialogsOutlet } from "./site-dialogs-outlet";

/** Everything around a page: navigation, footer, floating widget and the site-wide dialogs. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { ui } = useSiteCopy();
  return (
    <SiteDialogsProvider>
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
      <SiteDialogsOutlet />
      <HydrationMarker />
    </SiteDialogsProvider>
  );
}
