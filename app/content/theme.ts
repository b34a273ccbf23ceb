/** The theme switch in the header and the mobile menu (app/lib/theme.ts). */
import type { ThemePreference } from "~/lib/theme";

export interface ThemeSwitchCopy {
  /** The group's name, read by screen readers. */
  label: string;
  options: Record<ThemePreference, string>;
}

export const themeSwitch: ThemeSwitchCopy = {
  label: "Colour theme",
  options: { system: "System", light: "Light", dark: "Dark" },
};
