/**
 * Every page's head: title, description, canonical, language alternates, robots, Open Graph and
 * Twitter tags, in the page's language. The page's loader decides the few values that differ
 * from page to page (`PageHead`, app/lib/pages/page.server.ts); the route's `meta` builds the tags from
 * them and from the site's origin and words in the root's data (app/lib/pages/page-meta.ts), so the
 * head is the same before and after hydration, on the origin the server was configured with.
 * The JSON-LD is not part of it: the server writes it into the document (app/entry.server.tsx).
 */
import type { MetaDescriptor } from "react-router";
import { type Locale, localeInfo, locales, localizedPath } from "~/base/locale";
import { fill, type Template } from "~/base/template";

/** What a page's head says of its own. */
export interface PageHead {
  locale: Locale;
  /** The canonical path of the page as requested ("/hi/internship" for "/hi/paid-internship"). */
  canonicalPath: string;
  title: string;
  description: string;
  /** Pages staff use or error pages: kept out of search results. */
  noindex?: boolean;
}

/** What every page's head shares: the site's origin and words (from the root's data). */
export interface SiteHead {
  /** The public origin, without a trailing slash (SITE_URL). */
  origin: string;
  brandName: string;
  /** A page's <title>: its own title, then the brand. */
  titleTemplate: Template<"page">;
  /** The share image's alt text. */
  imageAlt: string;
}

export function headTags(page: PageHead, site: SiteHead): MetaDescriptor[] {
  const url = (path: string) => `${site.origin}${path === "/" ? "/" : path}`;
  // A page kept out of search (the not-found page) names no canonical URL: it has none, and the
  // one served from memory was rendered at /404, which is not where visitors meet it.
  const canonical = page.noindex ? null : url(page.canonicalPath);
  const image = url("/og-image.png");
  const title = fill(site.titleTemplate, { page: page.title });
  // One link per language of the page and x-default (the English), so search engines show
  // each visitor the page in their language.
  const alternates: MetaDescriptor[] = page.noindex
    ? []
    : [
        ...locales.map((locale) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang: localeInfo[locale].hreflang,
          href: url(localizedPath(page.canonicalPath, locale)),
        })),
        {
          tagName: "link",
          rel: "alternate",
          hrefLang: "x-default",
          href: url(localizedPath(page.canonicalPath, "en")),
        },
      ];
  return [
    { title },
    { name: "description", content: page.description },
    { name: "robots", content: page.noindex ? "noindex, nofollow" : "index, follow" },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
    ...alternates,
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:locale", content: localeInfo[page.locale].ogLocale },
    ...locales
      .filter((other) => other !== page.locale)
      .map((other) => ({ property: "og:locale:alternate", content: localeInfo[other].ogLocale })),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    ...(canonical ? [{ property: "og:url", content: canonical }] : []),
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: site.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}
