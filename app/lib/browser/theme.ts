/**
 * Light, dark or the phone's choice (docs/decisions/0010-dark-mode.md). The choice is kept in
 * localStorage and written to <html data-theme> by `themeScript` (./head-scripts.ts), inline in the head, before
 * the first paint, so no page ever flashes the wrong theme; without a stored choice (or without
 * JavaScript) the CSS follows prefers-color-scheme alone (app/app.css).
 */
import { visitorStorage } from "~/base/browser-storage";

export const themePreferences = ["system", "light", "dark"] as const;
export type ThemePreference = (typeof themePreferences)[number];

/** localStorage key of the visitor's choice. */
export const themeStorageKey = visitorStorage.theme;

/** The browser bar's colour in each theme (the header's colour). */
export const themeColors = { light: "#312e81", dark: "#0b1020" } as const;

/**
 * A chosen theme paints the browser bar through a meta of its own, put before the two per-scheme
 * metas (the first matching one wins). The rendered metas are left alone: React matches them by
 * their attributes when it hydrates, and would add a duplicate of any whose content changed.
 */
export const themeChoiceMetaId = "theme-color-choice";

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(themeStorageKey);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

/** Applies and remembers a choice at once, with no reload. */
export function setThemePreference(preference: ThemePreference): void {
  const root = document.documentElement;
  try {
    if (preference === "system") localStorage.removeItem(themeStorageKey);
    else localStorage.setItem(themeStorageKey, preference);
  } catch {
    // Storage refused (private mode): the choice still applies to this page.
  }
  if (preference === "system") delete root.dataset.theme;
  else root.dataset.theme = preference;
  let meta = document.getElementById(themeChoiceMetaId) as HTMLMetaElement | null;
  if (preference === "system") {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "theme-color";
    meta.id = themeChoiceMetaId;
    const first = document.querySelector('meta[name="theme-color"]');
    if (first) first.before(meta);
    else document.head.append(meta);
  }
  meta.content = themeColors[preference];
}
