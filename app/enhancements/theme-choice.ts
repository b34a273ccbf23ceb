/**
 * The theme switches (app/components/layout/theme-switch.tsx): three radio buttons in the header
 * and the mobile menu, and one button beside the full navigation that steps through the choices.
 * The server renders "system"; the visitor's stored choice is shown as soon as this runs, and a
 * choice applies at once to the page and to every switch on it (app/lib/browser/theme.ts).
 */
import {
  readThemePreference,
  setThemePreference,
  type ThemePreference,
  themePreferences,
} from "~/lib/browser/theme";
import { clicked } from "./clicks";

function isPreference(value: string | undefined): value is ThemePreference {
  return (themePreferences as readonly string[]).includes(value ?? "");
}

/** Shows `preference` on every switch of the page. */
function showPreference(preference: ThemePreference): void {
  for (const radio of document.querySelectorAll<HTMLInputElement>(
    ".theme-switch input[type=radio]",
  ))
    radio.checked = radio.value === preference;
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-theme-cycle]")) {
    button.dataset.preference = preference;
    const labels = JSON.parse(button.dataset.labels ?? "{}") as Record<string, string>;
    const label = labels[preference] ?? "";
    button.setAttribute("aria-label", label);
    button.title = label;
  }
}

function choose(preference: ThemePreference): void {
  setThemePreference(preference);
  showPreference(preference);
}

export function enhanceThemeSwitches(): void {
  showPreference(readThemePreference());
  document.addEventListener("change", (event) => {
    const radio = event.target as HTMLInputElement;
    if (radio.closest?.(".theme-switch") && isPreference(radio.value)) choose(radio.value);
  });
  document.addEventListener("click", (event) => {
    const button = clicked<HTMLButtonElement>(event, "button[data-theme-cycle]");
    if (!button) return;
    const current = button.dataset.preference;
    const at = isPreference(current) ? themePreferences.indexOf(current) : 0;
    choose(themePreferences[(at + 1) % themePreferences.length] ?? "system");
  });
}
