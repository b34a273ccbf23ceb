/**
 * One helper for every page's head: title, description, canonical, language alternates, robots,
 * Open Graph and Twitter tags, in layers (site defaults, then the page's own values), in the
 * language of the page's path.
 */
import type { MetaDescriptor } from "react-router";
import * as pagesHi from "~/content/hi/pages";
import * as uiHi from "~/content/hi/ui";
import * as pagesEn from "~/content/pages";
import { site } from "~/content/site";
import * as uiEn from "~/content/ui";
import {
  type Locale,
  localeInfo,
  localeOfPath,
  locales,
  localizedPath,
  pickLocale,
} from "./locale";
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

export function fullTitle(title: string, locale: Locale = "en"): string {
  return pickLocale({ en: uiEn, hi: uiHi }, locale).ui.meta.title(title);
}

/**
 * `<link rel="alternate" hreflang>` for each language of the page and x-default (the English),
 * so search engines show each visitor the page in their language.
 */
function languageAlternates(canonicalPath: string): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: localeInfo[locale].hreflang,
      href: absoluteUrl(localizedPath(canonicalPath, locale)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(localizedPath(canonicalPath, "en")),
    },
  ];
}

export function seo({
  path,
  title,
  description,
  noindex,
  ogType = "website",
}: SeoInput): MetaDescriptor[] {
  const locale = localeOfPath(path);
  const canonicalPath = canonicalPathFor(path);
  const canonical = absoluteUrl(canonicalPath);
  const image = absoluteUrl("/og-image.png");
  const titleText = fullTitle(title, locale);
  const otherLocales = locales.filter((other) => other !== locale);
  return [
    { title: titleText },
    { name: "description", content: description },
    { name: "robots", content: noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    ...(noindex ? [] : languageAlternates(canonicalPath)),
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: site.brandName },
    { property: "og:locale", content: localeInfo[locale].ogLocale },
    ...otherLocales.map((other) => ({
      property: "og:locale:alternate",
      content: localeInfo[other].ogLocale,
    })),
    { property: "og:title", content: titleText },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    {
      property: "og:image:alt",
      content: pickLocale({ en: uiEn, hi: uiHi }, locale).ui.meta.imageAlt,
    },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: titleText },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/**
 * Meta of a page listed in the content layer's page table, in the language of the path it was
 * requested at (`location.pathname`: "/pricing", "/hi/pricing", "/paid-internship").
 */
export function pageSeo(path: SitePath, requestPath: string = path): MetaDescriptor[] {
  const { pages } = pickLocale({ en: pagesEn, hi: pagesHi }, localeOfPath(requestPath));
  const copy = pages[path];
  return seo({ path: requestPath, title: copy.title, description: copy.description });
}
