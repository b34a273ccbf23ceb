/**
 * What a public page runs, written into its head by app/entry.server.tsx: the one module every
 * page loads (app/entry.client.tsx: the page's behaviours and its islands' scheduler, React only
 * when an island needs it) and the Speculation Rules that make the next page instant. No React
 * Router scripts and no route data: those are the staff inbox's only (docs/decisions/0016-islands.md).
 */
import type { EntryContext } from "react-router";
import { escapeHtml } from "~/base/html";

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
  return value ? ` ${name}="${escapeHtml(value)}"` : "";
}

/**
 * The page's script is fetched once the page has loaded (HTML, stylesheet and eager images in):
 * nothing but the stylesheet competes with the first paint for a phone's bandwidth (Lighthouse's
 * simulation put a script in the head on the path to it: FCP 0.96 s against 0.75 s on /pricing).
 * The entry's imports are preloaded at the same moment, so they arrive together. Everything the
 * script does enhances what already works: menus open, links and forms work natively until then.
 */
export function bootScript(entry: string, imports: readonly string[]): string {
  return `addEventListener("load",function(){${JSON.stringify(imports)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)});import(${JSON.stringify(entry)})},{once:true})`;
}

/** The script elements of a public page's head, as HTML. */
export function publicPageScripts(manifest: EntryContext["manifest"], nonce: string): string {
  const nonceAttribute = attribute("nonce", nonce);
  // In development Vite serves the modules, and React's refresh runtime must be in place first.
  const boot = manifest.hmr?.runtime
    ? `<script type="module"${nonceAttribute}>import ${JSON.stringify(manifest.hmr.runtime)};import ${JSON.stringify(manifest.entry.module)};</script>`
    : `<script${nonceAttribute}>${bootScript(manifest.entry.module, manifest.entry.imports)}</script>`;
  return `${boot}<script type="speculationrules"${nonceAttribute}>${speculationRules}</script>`;
}
