/**
 * Every page's head, built on the server by its loader: title, description, canonical, language
 * alternates, robots, Open Graph and Twitter tags and JSON-LD, in layers (site defaults, then the
 * page's own values), in the page's language. The route's `meta` returns it as it is
 * (app/lib/page-meta.ts), so the head is the same before and after hydration.
 */
import type { MetaDescriptor } from "react-router";
import { dictionary } from "~/content/dictionary.server";
import { site } from "~/content/site";
import { type Locale, localeInfo, locales, localizedPath } from "./locale";
import { canonicalPathFor } from "./site-routes";
import { defaultSiteUrl } from "./site-url";
import { fill } from "./template";

/**
 * Absolute site origin used in canonical and Open Graph links: SITE_URL, read at build time
 * for prerendered pages and per request for the others.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || defaultSiteUrl(process.env.PORT)).replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path === "/" ? "/" : path}`;
}

export interface HeadInput {
  locale: Locale;
  /** The path the page was requested at ("/hi/pricing", "/paid-internship"). */
  path: string;
  title: string;
  description: string;
  /** Pages staff use or error pages: kept out of search results. */
  noindex?: boolean;
  ogType?: "website" | "article";
  /** Structured data for search engines (app/lib/structured-data/). */
  jsonLd?: object[];
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

export function pageHead({
  locale,
  path,
  title,
  description,
  noindex,
  ogType = "website",
  jsonLd = [],
}: HeadInput): MetaDescriptor[] {
  const { ui } = dictionary(locale);
  const canonicalPath = canonicalPathFor(path);
  const canonical = absoluteUrl(canonicalPath);
  const image = absoluteUrl("/og-image.png");
  const titleText = fill(ui.meta.title, { page: title });
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
    { property: "og:image:alt", content: ui.meta.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: titleText },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
