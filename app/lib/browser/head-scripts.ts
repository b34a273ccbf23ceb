/**
 * What runs inline in every page's head, before the first paint (app/root.tsx joins them into
 * one script, its hash allowed by the CSP). Kept tiny and self-contained, and apart from the
 * page script's modules, which need none of these strings.
 */
import { themeChoiceMetaId, themeColors, themeStorageKey } from "./theme";
import { webFonts } from "./web-fonts";

/**
 * Applies a stored theme choice, paints the browser bar to match, and marks the page as
 * scripted (the theme switch is shown only then: without JavaScript it could do nothing).
 */
export const themeScript = `try{var t=localStorage.getItem("${themeStorageKey}");if(t==="light"||t==="dark"){document.documentElement.dataset.theme=t;var m=document.createElement("meta"),f=document.querySelector('meta[name="theme-color"]');m.name="theme-color";m.id="${themeChoiceMetaId}";m.content=t==="dark"?"${themeColors.dark}":"${themeColors.light}";f?f.before(m):document.head.append(m)}}catch(e){}document.documentElement.dataset.js=""`;

/** Puts each web font already in the browser cache into the stack (./web-fonts.ts). */
export const webFontsScript = `try{for(var f of ${JSON.stringify(
  Object.values(webFonts).map((font) => [font.storageKey, font.className]),
)})localStorage.getItem(f[0])&&document.documentElement.classList.add(f[1])}catch(e){}`;
