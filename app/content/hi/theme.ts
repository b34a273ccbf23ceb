/** The theme switch, in Hindi (twin of ../en/theme.ts). */
import type { ThemeCopy } from "../chrome.schema";

export const themeSwitch: ThemeCopy["themeSwitch"] = {
  label: "रंग थीम",
  options: { system: "सिस्टम", light: "लाइट", dark: "डार्क" },
};
