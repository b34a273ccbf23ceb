/**
 * The site's public origin on the server: SITE_URL, read at build time for prerendered pages and
 * per request for the others. Canonical links (through the root's data, app/lib/pages/page-head.ts),
 * the sitemap, robots.txt and the JSON-LD are built on it.
 */
import { defaultSiteUrl } from "~/base/site-url";

export function siteUrl(): string {
  return (process.env.SITE_URL || defaultSiteUrl(process.env.PORT)).replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path === "/" ? "/" : path}`;
}
