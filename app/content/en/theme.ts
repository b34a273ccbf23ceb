/** The theme switch in the header and the mobile menu (app/lib/theme.ts). */
import type { ThemeCopy } from "../chrome.schema";

export const themeSwitch: ThemeCopy["themeSwitch"] = {
  label: "Colour theme",
  options: { system: "System", light: "Light", dark: "Dark" },
};
