/**
 * What a public page runs, written into its head by app/entry.server.tsx: the one module every
 * page loads (app/entry.client.tsx: the page's behaviours and its islands' scheduler, React only
 * when an island needs it) and the Speculation Rules that make the next page instant. No React
 * Router scripts and no route data: those are the staff inbox's only (docs/decisions/0016-islands.md).
 */
import type { EntryContext } from "react-router";

/**
 * Moving between public pages is a normal page load, made instant where the browser supports
 * Speculation Rules: a page link is prefetched when the pointer rests on it (or it is pressed),
 * and prerendered — loaded, painted and its scripts started, ready to swap in — when it is pressed
 * or, for the header's pages, hovered. Links that open a new tab, and the staff and API paths,
 * are never fetched ahead. (Every link of a page to a page is a relative path: "/…".)
 */
const pageLink = "a[href^='/']:not([target],[href^='/admin'],[href^='/api/'])";
export const speculationRules = JSON.stringify({
  prefetch: [{ where: { selector_matches: pageLink }, eagerness: "moderate" }],
  prerender: [
    { where: { selector_matches: `header ${pageLink}` }, eagerness: "moderate" },
    { where: { selector_matches: pageLink }, eagerness: "conservative" },
  ],
});

function attribute(name: string, value: string | undefined): string {
  return value ? ` ${name}="${value.replace(/[&"<]/g, (c) => `&#${c.charCodeAt(0)};`)}"` : "";
}

/** The script elements of a public page's head, as HTML. */
export function publicPageScripts(manifest: EntryContext["manifest"], nonce: string): string {
  const nonceAttribute = attribute("nonce", nonce);
  // In development Vite serves the modules, and React's refresh runtime must be in place first.
  const boot = manifest.hmr?.runtime
    ? `<script type="module"${nonceAttribute}>import ${JSON.stringify(manifest.hmr.runtime)};import ${JSON.stringify(manifest.entry.module)};</script>`
    : `<script type="module"${attribute("src", manifest.entry.module)}${nonceAttribute}></script>`;
  const preloads = manifest.entry.imports
    .map((href) => `<link rel="modulepreload"${attribute("href", href)}>`)
    .join("");
  return `${preloads}${boot}<script type="speculationrules"${nonceAttribute}>${speculationRules}</script>`;
}
