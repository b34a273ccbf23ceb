/**
 * Copy shared by the generic section blocks of app/components/sections: the links of the
 * closing call to action, the contact band's screen-reader labels and the Explore Services link.
 */
import type { CallToActionCopy, ContactBandCopy } from "./sections.schema";

/** The two links of a service page's closing call to action. */
export const quoteActions = {
  primary: { label: "Get a free quote", to: "/contact-us" },
  secondary: { label: "See pricing", to: "/pricing" },
} as const satisfies Pick<CallToActionCopy, "primary" | "secondary">;

export const contactLabels = {
  callLabel: "Call",
  emailLabel: "Email",
} as const satisfies Pick<ContactBandCopy, "callLabel" | "emailLabel">;

/** The link from a section of /work or /pricing to the service page it belongs to. */
export const exploreServices = {
  label: "Explore Services",
  ariaLabel: (service: string) => `Explore Services: ${service}`,
} as const;

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight"];

/** A count in words, as a sentence says it: 4 → "four" (digits beyond eight). */
export function countWord(n: number): string {
  return numberWords[n] ?? String(n);
}

/** The same, opening a sentence: 2 → "Two". */
export function countWordCapital(n: number): string {
  const word = countWord(n);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
