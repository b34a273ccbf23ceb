/**
 * What every page's loader starts with: the request's language, the dictionary of that language
 * and what the page's head says. The loader then hands its page the copy it shows, and nothing
 * more.
 */

import type { AppLoadContext } from "react-router";
import { type Locale, requestLocale, requestPath } from "~/base/locale";
import { canonicalPathFor, type SitePath } from "~/base/site-routes";
import type { Dictionary } from "~/content/engine/content";
import type { PageWords } from "~/content/pages/schema";
import { liveContent } from "./live-content.server";
import type { PageHead } from "./page-head";

export interface LoadedPage {
  locale: Locale;
  copy: Dictionary;
  /** The page's own title, description, heading and introduction. */
  words: PageWords;
  /** What the page's head says, for its `meta` (app/lib/pages/page-meta.ts). */
  head: PageHead;
}

/** The head of the page requested at `request`'s path, in `locale`. */
export function requestHead(
  request: Request,
  locale: Locale,
  words: { title: string; description: string },
  noindex?: boolean,
): PageHead {
  return {
    locale,
    canonicalPath: canonicalPathFor(requestPath(request)),
    title: words.title,
    description: words.description,
    ...(noindex ? { noindex } : {}),
  };
}

/** The page at `path` (its English path in the page table) for a loader's request. */
export function loadPage(
  { request, context }: { request: Request; context: AppLoadContext },
  path: SitePath,
): LoadedPage {
  const locale = requestLocale(request);
  const copy = liveContent(context).dictionary(locale);
  const words = copy.pages.pages[path];
  return { locale, copy, words, head: requestHead(request, locale, words) };
}
