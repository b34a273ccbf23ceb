import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { spriteUrl } from "virtual:icon-sprite";
import { isAdminPath } from "./base/admin-path";
import { localeInfo } from "./base/locale";
import { redactedErrorText } from "./base/log-redaction";
import { fill } from "./base/template";
import { footerId } from "./components/layout/footer";
import { ScriptsReady } from "./components/layout/scripts-ready";
import { SiteShell } from "./components/layout/site-shell";
import { buttonClass } from "./components/ui/button";
import { Link as SiteLink } from "./components/ui/link";
import { themeScript, webFontsScript } from "./lib/browser/head-scripts";
import { themeColors } from "./lib/browser/theme";
import { useNonce } from "./lib/pages/nonce";
import { type RootData, useRootData } from "./lib/pages/site-copy";
import { rootData } from "./lib/pages/site-copy.server";
import { type StaffErrorPage, staffErrorPage } from "./staff/error-page.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** The root's data, and on the staff pages the words of their error page (English only). */
type RootLoaderData = RootData & { adminErrorPage: StaffErrorPage | null };

/** The request's language and the layout's copy in it (app/lib/pages/site-copy.server.ts). */
export function loader({ request, context }: Route.LoaderArgs): RootLoaderData {
  const data = rootData(request, context);
  return { ...data, adminErrorPage: data.site ? null : staffErrorPage };
}

/**
 * Old links used hash routing (/#/aboutUs). Send them to the real path before anything renders,
 * replacing the entry so Back does not bounce. Kept inline and tiny; its hash is allowed by CSP.
 * Only "#/" followed by a path segment (or nothing) is followed: "#//evil.example" or
 * "#/\evil.example" would be protocol-relative targets off the site, so they stay put.
 */
export const hashRedirectScript =
  'var h=location.hash;if(/^#\\/([\\w.~-]|$)/.test(h))location.replace(h.slice(1)||"/")';

/**
 * Everything that must run before the first paint, in one inline script (one hash in the CSP):
 * the hash-route redirect first, then the stored theme and the cached web fonts.
 */
const headScript = [hashRedirectScript, themeScript, webFontsScript].join(";");

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const locale = useRootData()?.locale ?? "en";
  // The staff app is a React Router app hydrated as a whole; a public page is HTML with
  // islands, whose one script app/entry.server.tsx writes into the head
  // (docs/decisions/0016-islands.md).
  const staffApp = isAdminPath(useLocation().pathname);
  return (
    // The head script may set data-theme and data-js on <html> before React hydrates.
    <html lang={localeInfo[locale].htmlLang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="theme-color"
          content={themeColors.light}
          media="(prefers-color-scheme: light)"
        />
        <meta name="theme-color" content={themeColors.dark} media="(prefers-color-scheme: dark)" />
        <script nonce={nonce || undefined} suppressHydrationWarning>
          {headScript}
        </script>
        <Meta />
        <Links />
        {staffApp ? null : (
          // The page arrives whole in its first round trip (HTML at most 14 KiB brotli): paint
          // once the parser has passed the footer, instead of the header alone and then the rest
          // laid out again in several long tasks after it (docs/decisions/0019-first-paint-whole-page.md).
          <>
            <link rel="expect" href={`#${footerId}`} blocking="render" />
            {/* The icon sprite, asked for while the stylesheet is on its way: the header's first
                <use> asks only once the stylesheet is in, and the sprite then came after the
                first paint, restyling and laying out every icon in a frame of its own (a long
                task on a slow phone: docs/performance.md, "A slow hour"). A prefetch puts it in
                the HTTP cache without the console warning an unmatched preload gives. */}
            <link rel="prefetch" href={spriteUrl} />
          </>
        )}
      </head>
      <body className="min-h-dvh bg-page font-sans text-ink antialiased">
        {children}
        {staffApp ? (
          <>
            <ScrollRestoration nonce={nonce || undefined} />
            <Scripts nonce={nonce || undefined} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The staff pages have their own header (app/staff/pages/layout.tsx): no public header, footer,
  // floating widget, popup or promo modal around it.
  if (!loaderData.site) {
    return (
      <>
        <Outlet />
        <ScriptsReady />
      </>
    );
  }
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { pathname } = useLocation();
  const root = useRootData() as RootLoaderData | undefined;
  // On the server, into the log: with the secrets a URL can carry redacted.
  if (typeof window === "undefined") console.error(redactedErrorText(error));
  else if (import.meta.env.DEV) console.error(error);
  if (root?.adminErrorPage || isAdminPath(pathname)) {
    const copy = root?.adminErrorPage;
    return (
      <main id="main" className="container-page py-20">
        <title>{copy ? fill(copy.title, { status }) : String(status)}</title>
        <h1 className="text-2xl font-bold">
          {copy ? fill(copy.heading, { status }) : String(status)}
        </h1>
        <Link to="/admin/leads" className={`${buttonClass("primary")} mt-6`}>
          {copy?.backLabel ?? "/admin/leads"}
        </Link>
        <ScriptsReady />
      </main>
    );
  }
  // Without the root's data (its loader failed) there are no words to show in any language:
  // the status code alone.
  if (!root?.site) {
    return (
      <main id="main" className="container-page py-20 text-center">
        <title>{String(status)}</title>
        <h1 className="text-3xl font-bold">{status}</h1>
      </main>
    );
  }
  const copy = root.site.ui.errorPage;
  return (
    <SiteShell>
      <title>{fill(copy.title, { status })}</title>
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">
          {fill(copy.eyebrow, { status })}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{copy.heading}</h1>
        <p className="mt-4 max-w-md text-muted">{copy.text}</p>
        <SiteLink to="/" className={`${buttonClass("primary", "lg")} mt-8`}>
          {copy.backLabel}
        </SiteLink>
      </section>
    </SiteShell>
  );
}
