/**
 * Each web font's file, the same URL as its @font-face's in app/app.css (one asset of the build).
 * Apart from ./web-fonts.ts, which the build's own scripts read under Node (no asset imports).
 */
import interUrl from "~/fonts/inter-subset.woff2?url";
import devanagariUrl from "~/fonts/noto-sans-devanagari-subset.woff2?url";
import type { WebFontName } from "./web-fonts";

export const webFontUrls: Record<WebFontName, string> = {
  inter: interUrl,
  devanagari: devanagariUrl,
};
