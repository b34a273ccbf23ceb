import { site } from "~/content/site/facts";

/** The web app manifest. Names come from site.ts; the colours are the design's primary and white. */
export function webManifest() {
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
 * /site.webmanifest, prerendered at build time into build/client (app/base/site-routes.ts), so it
 * is served as a static file like the rest of public/.
 */
export function loader() {
  return new Response(`${JSON.stringify(webManifest(), null, 2)}\n`, {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
