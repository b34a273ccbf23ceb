/**
 * The Devanagari web font (Noto Sans Devanagari, 68 KiB) is never on the path to a page's first
 * paint (docs/decisions/0009-hindi-version.md). A visitor's first Hindi page is set in the
 * device's own Devanagari face (on Android that is Noto Sans Devanagari itself); once that page
 * has painted, the font is fetched into the browser cache, and from then on <html> carries
 * `devanagariFontClass`, which puts the web font into the stack (app/app.css): on the next page
 * load by the head script, on the next client-side navigation by `useDevanagariFont`. The font is
 * never switched under a page already on screen, so nothing moves.
 */
import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { localeOfPath } from "./locale";

const storageKey = "devanagari-font";
// not copy: the font's family name, as in app/app.css
const family = "Noto Sans Devanagari Web";
export const devanagariFontClass = "devanagari-font";

/** Runs inline in the head, before the first paint; its hash is allowed by the CSP. */
export const devanagariFontScript = `try{localStorage.getItem("${storageKey}")&&document.documentElement.classList.add("${devanagariFontClass}")}catch(e){}`;

function fontIsCached(): boolean {
  try {
    return localStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Downloads the font without applying it (a FontFace not added to document.fonts draws
 * nothing), then remembers that it is cached.
 */
async function cacheFont(url: string) {
  try {
    await new FontFace(family, `url(${url}) format("woff2")`).load();
    localStorage.setItem(storageKey, "1");
  } catch {
    // Offline, blocked storage or an old browser: the device's own face stays.
  }
}

/** After a Hindi page has painted, caches the font; on a later navigation, switches it on. */
export function useDevanagariFont(url: string) {
  const { pathname } = useLocation();
  // A layout effect, run again on each navigation: a cached font is switched on before the new
  // page is painted.
  useLayoutEffect(() => {
    if (fontIsCached()) document.documentElement.classList.add(devanagariFontClass);
    else if (localeOfPath(pathname) === "hi") void cacheFont(url);
  }, [url, pathname]);
}
