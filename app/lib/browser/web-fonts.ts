/**
 * The site's web fonts are never on the path to a page's first paint
 * (docs/decisions/0012-web-fonts-after-first-paint.md): Inter (29 KiB, every page) and Noto Sans
 * Devanagari (68 KiB, Hindi pages). A visitor's first page is set in the device's own faces,
 * sized like Inter (app/app.css); once that page has painted, the fonts it wants are fetched into
 * the browser cache (`cacheWebFonts`, app/enhancements), and from then on <html> carries each
 * cached font's class, put there by the head script of the next page (./head-scripts.ts), which puts the font into
 * the stack. A font is never switched under a page already on screen, so nothing moves.
 */
import { visitorStorage } from "~/base/browser-storage";
import type { Locale } from "~/base/locale";

interface WebFont {
  /** The family name of its @font-face in app/app.css. */
  family: string;
  /** localStorage key set once the font is in the browser cache. */
  storageKey: string;
  /** Class on <html> that puts the font into the stack (app/app.css). */
  className: string;
  /** Whether a page in `locale` has text set in it. */
  wantedIn: (locale: Locale) => boolean;
}

export const webFonts = {
  inter: {
    // not copy: the family name of its @font-face
    family: "Inter Variable",
    storageKey: visitorStorage.interFont,
    className: "inter-font",
    wantedIn: () => true,
  },
  devanagari: {
    // not copy: the family name of its @font-face
    family: "Noto Sans Devanagari Web",
    storageKey: visitorStorage.devanagariFont,
    className: "devanagari-font",
    wantedIn: (locale) => locale === "hi",
  },
} as const satisfies Record<string, WebFont>;

export type WebFontName = keyof typeof webFonts;

/** Each web font with its name. */
export const webFontEntries = Object.entries(webFonts) as [WebFontName, WebFont][];

function isCached(font: WebFont): boolean {
  try {
    return localStorage.getItem(font.storageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Downloads a font into the HTTP cache without applying it, then remembers that it is cached.
 * A plain fetch, at low priority, not a FontFace: loading a FontFace also decodes the font on
 * the main thread (WOFF2 and its checks), a task of its own that could meet a visitor's tap on
 * this page, where the font is not even used; the next page decodes it as it uses it.
 */
async function cacheFont(font: WebFont, url: string) {
  try {
    const response = await fetch(url, { priority: "low" });
    if (!response.ok) return;
    await response.arrayBuffer();
    localStorage.setItem(font.storageKey, "1");
  } catch {
    // Offline, blocked storage or an old browser: the device's own faces stay.
  }
}

/** Once a page has painted: fetches into the browser cache the fonts it wants and lacks. */
export function cacheWebFonts(locale: Locale, urls: Record<WebFontName, string>): void {
  for (const [name, font] of webFontEntries)
    if (!isCached(font) && font.wantedIn(locale)) void cacheFont(font, urls[name]);
}
