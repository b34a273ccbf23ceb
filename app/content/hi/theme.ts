/** The theme switch, in Hindi (twin of app/content/theme.ts). */
import type { ThemeSwitchCopy } from "../theme";

export const themeSwitch: ThemeSwitchCopy = {
  label: "रंग थीम",
  options: { system: "सिस्टम", light: "लाइट", dark: "डार्क" },
};
