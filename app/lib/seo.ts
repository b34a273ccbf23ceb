/**
 * One helper for every page's head: title, description, canonical, robots, Open Graph and
 * Twitter tags, in layers (site defaults, then the page's own values).
 */
import type { MetaDescriptor } from "react-router";
import { type PageCopy, pages } from "~/content/pages";
import { site } from "~/content/site";
import { ui } from "~/content/ui";
import { canonicalPathFor, type SitePath } from "./site-routes";
import { defaultSiteUrl } from "./site-url";

/**
 * Absolute site origin used in canonical and Open Graph links. Read from SITE_URL at build and
 * render time on the server; the browser never needs it.
 */
export function siteUrl(): string {
  const env = typeof process !== "undefined" ? process.env : {};
  return (env.SITE_URL || defaultSiteUrl(env.PORT)).replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path === "/" ? "/" : path}`;
}

export interface SeoInput {
  path: string;
  title: string;
  description: string;
  /** Pages staff use or error pages: kept out of search results. */
  noindex?: boolean;
  ogType?: "website" | "article";
}

export function fullTitle(title: string): string {
  return ui.meta.title(title);
}

export function seo({
  path,
  title,
  description,
  noindex,
  ogType = "website",
}: SeoInput): MetaDescriptor[] {
  const canonical = absoluteUrl(canonicalPathFor(path));
  const image = absoluteUrl("/og-image.png");
  const titleText = fullTitle(title);
  return [
    { title: titleText },
    { name: "description", content: description },
    { name: "robots", content: noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: site.brandName },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: titleText },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: ui.meta.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: titleText },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** Meta of a page listed in the content layer's page table. */
export function pageSeo(path: SitePath, requestPath: string = path): MetaDescriptor[] {
  const copy: PageCopy = pages[path];
  return seo({ path: requestPath, title: copy.title, description: copy.description });
}
