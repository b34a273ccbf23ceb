/**
 * The JSON-LD of a page, by the path it was requested at: what search engines read. It is
 * written into the document by the server (app/entry.server.tsx), outside React: it is never
 * shipped as page data, and a page rendered in the browser after a client-side navigation has
 * none, which no crawler sees.
 */

import { jsonForScript } from "~/base/html";
import { basePath, localeOfPath } from "~/base/locale";
import { canonicalPathFor, type SitePath, sitePages } from "~/base/site-routes";
import type { Content, Dictionary } from "~/content/engine/content";
import { homeFaqJsonLd } from "./home.server";
import { internshipCourses } from "./internship.server";
import { pricingOfferCatalog } from "./pricing.server";
import { siteJsonLd } from "./site.server";

const pagePaths = new Set<string>(sitePages.map((page) => page.path));

/** Each page's own structured data, besides the site's (./site.server.ts). */
const pageJsonLd: Partial<Record<SitePath, (copy: Dictionary) => object[]>> = {
  "/": (copy) => [homeFaqJsonLd(copy)],
  "/pricing": (copy) => [pricingOfferCatalog(copy)],
  "/internship": (copy) => internshipCourses(copy),
};

/** The JSON-LD objects of the page at `pathname`; none for a path outside the page table. */
export function structuredDataFor(pathname: string, content: Content): object[] {
  // Prerendering requests each page with a trailing slash ("/internship/").
  const requested = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = basePath(canonicalPathFor(requested));
  if (!pagePaths.has(path)) return [];
  const page = path as SitePath;
  const locale = localeOfPath(requested);
  const copy = content.dictionary(locale);
  return [...siteJsonLd(copy, page, locale), ...(pageJsonLd[page]?.(copy) ?? [])];
}

/**
 * The <script type="application/ld+json"> elements of the page at `pathname`: its words are
 * editable, so `<`, `>`, `&` and U+2028/U+2029 are \u escapes and no word can end the script.
 */
export function structuredDataScripts(pathname: string, content: Content): string {
  return structuredDataFor(pathname, content)
    .map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`)
    .join("");
}
