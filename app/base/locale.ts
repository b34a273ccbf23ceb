/**
 * The site's two languages. English pages keep their historical paths; each has a Hindi twin
 * under /hi (/pricing → /hi/pricing, / → /hi). The language of a page is read from its path
 * alone: no cookie, no Accept-Language, so a URL always shows the same page.
 */

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];

export const localeInfo = {
  en: { htmlLang: "en-IN", hreflang: "en-IN", ogLocale: "en_IN", prefix: "" },
  hi: { htmlLang: "hi-IN", hreflang: "hi-IN", ogLocale: "hi_IN", prefix: "/hi" },
} as const satisfies Record<
  Locale,
  { htmlLang: string; hreflang: string; ogLocale: string; prefix: string }
>;

const hindiPrefix = /^\/hi(?=\/|$)/;

export function localeOfPath(pathname: string): Locale {
  return hindiPrefix.test(pathname) ? "hi" : "en";
}

/** The English path of a page in either language: "/hi/pricing" → "/pricing", "/hi" → "/". */
export function basePath(pathname: string): string {
  return pathname.replace(hindiPrefix, "") || "/";
}

/** The path of a page (given by its English path) in `locale`: ("/pricing", "hi") → "/hi/pricing". */
export function localizedPath(path: string, locale: Locale): string {
  const base = basePath(path);
  if (locale === "en") return base;
  return base === "/" ? localeInfo.hi.prefix : `${localeInfo.hi.prefix}${base}`;
}

/**
 * The language of a request, from its path alone: what every loader and action calls, so the
 * language is decided once per request and never by a component.
 */
export function requestLocale(request: Request): Locale {
  return localeOfPath(requestPath(request));
}

/** The page a request is for: its path, without the ".data" of a React Router data request. */
export function requestPath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "");
}
