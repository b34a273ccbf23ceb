/**
 * Light, dark or the phone's choice (docs/decisions/0010-dark-mode.md). The choice is kept in
 * localStorage and written to <html data-theme> by `themeScript`, inline in the head, before
 * the first paint, so no page ever flashes the wrong theme; without a stored choice (or without
 * JavaScript) the CSS follows prefers-color-scheme alone (app/app.css).
 */
import { visitorStorage } from "~/base/browser-storage";

export const themePreferences = ["system", "light", "dark"] as const;
export type ThemePreference = (typeof themePreferences)[number];

const storageKey = visitorStorage.theme;

/** The browser bar's colour in each theme (the header's colour). */
export const themeColors = { light: "#312e81", dark: "#0b1020" } as const;

/**
 * A chosen theme paints the browser bar through a meta of its own, put before the two per-scheme
 * metas (the first matching one wins). The rendered metas are left alone: React matches them by
 * their attributes when it hydrates, and would add a duplicate of any whose content changed.
 */
const choiceMetaId = "theme-color-choice";

/**
 * Runs inline in the head: applies a stored choice, paints the browser bar to match, and marks
 * the page as scripted (the theme switch is shown only then: without JavaScript it could do
 * nothing). Kept tiny and self-contained; its hash is allowed by the CSP like the page's others.
 */
export const themeScript = `try{var t=localStorage.getItem("${storageKey}");if(t==="light"||t==="dark"){document.documentElement.dataset.theme=t;var m=document.createElement("meta"),f=document.querySelector('meta[name="theme-color"]');m.name="theme-color";m.id="${choiceMetaId}";m.content=t==="dark"?"${themeColors.dark}":"${themeColors.light}";f?f.before(m):document.head.append(m)}}catch(e){}document.documentElement.dataset.js=""`;

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

/** Applies and remembers a choice at once, with no reload. */
export function setThemePreference(preference: ThemePreference): void {
  const root = document.documentElement;
  try {
    if (preference === "system") localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, preference);
  } catch {
    // Storage refused (private mode): the choice still applies to this page.
  }
  if (preference === "system") delete root.dataset.theme;
  else root.dataset.theme = preference;
  let meta = document.getElementById(choiceMetaId) as HTMLMetaElement | null;
  if (preference === "system") {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.id = choiceMetaId;
    const first = document.querySelector('meta[name="theme-color"]');
    if (first) first.before(meta);
    else document.head.append(meta);
  }
  meta.content = themeColors[preference];
}
