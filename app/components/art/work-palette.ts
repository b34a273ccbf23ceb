/** Colour sets of the parameterised artwork (mock screenshots, posters, flex boards). */
export interface Palette {
  /** Darkest tone: sidebars, text on light parts. */
  dark: string;
  /** Main brand tone of the mock. */
  main: string;
  /** Lighter accent. */
  light: string;
  /** Very light wash for backgrounds. */
  soft: string;
}

export const palettes = {
  indigo: { dark: "#1E1B4B", main: "#4338CA", light: "#A5B4FC", soft: "#EEF2FF" },
  violet: { dark: "#2E1065", main: "#6D28D9", light: "#C4B5FD", soft: "#F5F3FF" },
  teal: { dark: "#134E4A", main: "#0F766E", light: "#5EEAD4", soft: "#F0FDFA" },
  orange: { dark: "#431407", main: "#C2410C", light: "#FDBA74", soft: "#FFF7ED" },
  rose: { dark: "#4C0519", main: "#BE123C", light: "#FDA4AF", soft: "#FFF1F2" },
  sky: { dark: "#082F49", main: "#0369A1", light: "#7DD3FC", soft: "#F0F9FF" },
  emerald: { dark: "#022C22", main: "#047857", light: "#6EE7B7", soft: "#ECFDF5" },
  slate: { dark: "#0F172A", main: "#334155", light: "#94A3B8", soft: "#F1F5F9" },
  amber: { dark: "#451A03", main: "#B45309", light: "#FCD34D", soft: "#FFFBEB" },
} as const satisfies Record<string, Palette>;

export type Hue = keyof typeof palettes;
