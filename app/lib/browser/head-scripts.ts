/**
 * What runs inline in every page's head, before the first paint (app/root.tsx joins them into
 * one script, its hash allowed by the CSP). Kept tiny and self-contained, and apart from the
 * page script's modules, which need none of these strings.
 */
import { type Locale, localeInfo } from "~/base/locale";
import { themeChoiceMetaId, themeColors, themeStorageKey } from "./theme";
import { webFontUrls } from "./web-font-urls";
import { webFontEntries } from "./web-fonts";

/**
 * Applies a stored theme choice, paints the browser bar to match, and marks the page as
 * scripted (the theme switch is shown only then: without JavaScript it could do nothing).
 */
export const themeScript = `try{var t=localStorage.getItem("${themeStorageKey}");if(t==="light"||t==="dark"){document.documentElement.dataset.theme=t;var m=document.createElement("meta"),f=document.querySelector('meta[name="theme-color"]');m.name="theme-color";m.id="${themeChoiceMetaId}";m.content=t==="dark"?"${themeColors.dark}":"${themeColors.light}";f?f.before(m):document.head.append(m)}}catch(e){}document.documentElement.dataset.js=""`;

/**
 * Puts each web font already in the browser cache into the stack (./web-fonts.ts), and preloads
 * the ones the page's language sets its text in: `font-display: optional` uses a font only if it
 * is ready within a moment of the page's first layout, and that layout (of the whole page, at
 * once: docs/decisions/0019) can outlast the moment on a slow phone. Loaded from the head, the
 * font is ready before it, so a page keeps the same face from one visit to the next (Back lands
 * where it left).
 */
export const webFontsScript = `try{var r=document.documentElement;for(var f of ${JSON.stringify(
  webFontEntries.map(([name, font]) => [
    font.storageKey,
    font.className,
    webFontUrls[name],
    // The <html lang> of the languages that want it.
    (Object.keys(localeInfo) as Locale[])
      .filter((locale) => font.wantedIn(locale))
      .map((locale) => localeInfo[locale].htmlLang),
  ]),
)})if(localStorage.getItem(f[0])){r.classList.add(f[1]);if(f[3].indexOf(r.lang)>=0){var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=f[2];document.head.append(l)}}}catch(e){}`;
