import type { SiteFactsCopy } from "~/content/site";
import { liveContent } from "~/lib/pages/live-content.server";
import type { Route } from "./+types/site-webmanifest";

/** The web app manifest: the agency's names, the design's primary and white. */
function webManifest(site: SiteFactsCopy) {
  return {
    name: site.brandName,
    short_name: site.shortName,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
    theme_color: "#312E81",
    background_color: "#ffffff",
    display: "browser",
  };
}

/**
 * /site.webmanifest, prerendered at build time into build/client (app/base/site-routes.ts), and
 * again for each revision of the agency's facts (server/content/pages.ts), so it is served as a
 * static file like the rest of public/.
 */
export function loader({ context }: Route.LoaderArgs) {
  const site = liveContent(context).dictionary("en").siteFacts;
  return new Response(`${JSON.stringify(webManifest(site), null, 2)}\n`, {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
