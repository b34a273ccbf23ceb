/**
 * Hindi twin of ../en/sections.ts: the links of the closing call to action, the contact band's
 * screen-reader labels and the Explore Services link.
 */
import { template } from "~/base/template";
import type { SectionsCopy } from "../sections.schema";

/** The two links of a service page's closing call to action. */
export const quoteActions: SectionsCopy["quoteActions"] = {
  primary: { label: "कोटेशन पाएँ", to: "/contact-us" },
  secondary: { label: "कीमतें देखें", to: "/pricing" },
};

export const contactLabels: SectionsCopy["contactLabels"] = {
  callLabel: "कॉल करें",
  emailLabel: "ईमेल करें",
};

/** The link from a section of /hi/work or /hi/pricing to the service page it belongs to. */
export const exploreServices: SectionsCopy["exploreServices"] = {
  label: "सेवाएँ देखें",
  ariaLabel: template("सेवाएँ देखें: {service}"),
};
