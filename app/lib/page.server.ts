/**
 * What every page's loader starts with: the request's language, the dictionary of that language
 * and the page's head. The loader then hands its page the copy it shows, and nothing more.
 */
import type { MetaDescriptor } from "react-router";
import { type Dictionary, dictionary } from "~/content/dictionary.server";
import type { PageWords } from "~/content/pages.schema";
import { type Locale, requestLocale } from "./locale";
import { pageHead } from "./page-head.server";
import type { SitePath } from "./site-routes";
import { siteJsonLd } from "./structured-data/site.server";

export interface LoadedPage {
  locale: Locale;
  copy: Dictionary;
  /** The page's own title, description, heading and introduction. */
  words: PageWords;
  /** The page's head, for its `meta` (app/lib/page-meta.ts). */
  head: MetaDescriptor[];
}

/**
 * The page at `path` (its English path in the page table) for `request`; `jsonLd` adds the
 * page's own structured data to the agency's (home) or the breadcrumb trail (inner pages).
 */
export function loadPage(
  request: Request,
  path: SitePath,
  { jsonLd = () => [] }: { jsonLd?: (copy: Dictionary, locale: Locale) => object[] } = {},
): LoadedPage {
  const locale = requestLocale(request);
  const copy = dictionary(locale);
  const words = copy.pages.pages[path];
  const requestPath = new URL(request.url).pathname.replace(/\.data$/, "");
  const head = pageHead({
    locale,
    path: requestPath,
    title: words.title,
    description: words.description,
    jsonLd: [...siteJsonLd(path, locale), ...jsonLd(copy, locale)],
  });
  return { locale, copy, words, head };
}
