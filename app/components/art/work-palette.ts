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

/*
 * Mock-up screens follow the site theme (docs/decisions/0010-dark-mode.md): in dark they look
 * like dark-mode apps, not white rectangles. Neutral parts paint with the site tokens
 * (`screen`); the few tones that have no token (placeholder bars, a hue's wash, a hue's heading
 * colour) are CSS variables set by the classes below on the drawing's <svg> or <g>, with the
 * light value identical to the original hex. Tailwind reads these class strings from this file.
 */

/** Neutral colours of a mock screen, by role. */
export const screen = {
  /** Page and panels of the screen (white in light). */
  paper: "var(--color-card)",
  /** Alternate background: app screens, list rows. */
  surface: "var(--color-surface)",
  /** Borders, browser chrome. */
  line: "var(--color-line)",
  /** Headings drawn as bars. */
  ink: "var(--color-ink)",
  /** Secondary text drawn as bars. */
  muted: "var(--color-muted)",
  /** Placeholder text bars. */
  bar: "var(--mk-bar)",
  /** Search fields and quiet fills. */
  fill: "var(--mk-fill)",
  /** Edge of a phone body (none in light, where the page is light). */
  bezel: "var(--mk-bezel)",
  /** A chart's line. */
  chart: "var(--mk-chart)",
} as const;

/** Sets the neutral mock-up variables; put on every mock-up's <svg>. */
export const mockVars =
  "[--mk-bar:#CBD5E1] [--mk-fill:#F1F5F9] [--mk-bezel:transparent] [--mk-chart:#4338CA] dark:[--mk-bar:#3B475E] dark:[--mk-fill:#1E2740] dark:[--mk-bezel:#334155] dark:[--mk-chart:#818CF8]";

/** Per hue: its wash (`--mk-soft`) and heading tone (`--mk-head`) for light and dark. */
const hueVars = {
  indigo:
    "[--mk-soft:#EEF2FF] [--mk-head:#1E1B4B] dark:[--mk-soft:#21235A] dark:[--mk-head:#A5B4FC]",
  violet:
    "[--mk-soft:#F5F3FF] [--mk-head:#2E1065] dark:[--mk-soft:#2D1F5E] dark:[--mk-head:#C4B5FD]",
  teal: "[--mk-soft:#F0FDFA] [--mk-head:#134E4A] dark:[--mk-soft:#133440] dark:[--mk-head:#5EEAD4]",
  orange:
    "[--mk-soft:#FFF7ED] [--mk-head:#431407] dark:[--mk-soft:#452624] dark:[--mk-head:#FDBA74]",
  rose: "[--mk-soft:#FFF1F2] [--mk-head:#4C0519] dark:[--mk-soft:#441832] dark:[--mk-head:#FDA4AF]",
  sky: "[--mk-soft:#F0F9FF] [--mk-head:#082F49] dark:[--mk-soft:#0F314E] dark:[--mk-head:#7DD3FC]",
  emerald:
    "[--mk-soft:#ECFDF5] [--mk-head:#022C22] dark:[--mk-soft:#103539] dark:[--mk-head:#6EE7B7]",
  slate:
    "[--mk-soft:#F1F5F9] [--mk-head:#0F172A] dark:[--mk-soft:#1D2639] dark:[--mk-head:#E2E8F0]",
  amber:
    "[--mk-soft:#FFFBEB] [--mk-head:#451A03] dark:[--mk-soft:#412B24] dark:[--mk-head:#FCD34D]",
} as const satisfies Record<Hue, string>;

/** A hue for a screen that follows the theme: `soft` and `head` change in dark. */
export interface ScreenPalette extends Palette {
  /** Headings on the screen's light parts (the dark tone in light, the light tone in dark). */
  head: string;
}

/** The theme-aware palette of `hue` and the classes that define it (put them on the drawing). */
export function screenPalette(hue: Hue): { p: ScreenPalette; vars: string } {
  return {
    p: { ...palettes[hue], soft: "var(--mk-soft)", head: "var(--mk-head)" },
    vars: hueVars[hue],
  };
}
