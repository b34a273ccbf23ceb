/**
 * Hindi twin of ../sections: the links of the closing call to action, the contact band's
 * screen-reader labels, the Explore Services link and the number words of Hindi sentences.
 */
import type * as en from "../sections";
import type { CallToActionCopy, ContactBandCopy } from "../sections.schema";
import type { Widen } from "../twins";

/** The two links of a service page's closing call to action. */
export const quoteActions = {
  primary: { label: "मुफ़्त कोटेशन पाएँ", to: "/contact-us" },
  secondary: { label: "कीमतें देखें", to: "/pricing" },
} as const satisfies Pick<CallToActionCopy, "primary" | "secondary">;

export const contactLabels = {
  callLabel: "कॉल करें",
  emailLabel: "ईमेल करें",
} as const satisfies Pick<ContactBandCopy, "callLabel" | "emailLabel">;

/** The link from a section of /hi/work or /hi/pricing to the service page it belongs to. */
export const exploreServices: Widen<typeof en.exploreServices> = {
  label: "सेवाएँ देखें",
  ariaLabel: (service: string) => `सेवाएँ देखें: ${service}`,
};

const numberWords = ["शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ"];

/** A count in words, as a sentence says it: 4 → "चार" (digits beyond eight, as in English). */
export function countWord(n: number): string {
  return numberWords[n] ?? String(n);
}

/**
 * The same, opening a sentence. Devanagari has no capital letters, so this is `countWord`; it
 * exists so that Hindi page copy calls the same helpers as the English.
 */
export function countWordCapital(n: number): string {
  return countWord(n);
}
