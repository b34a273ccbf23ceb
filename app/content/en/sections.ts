/**
 * Copy shared by the generic section blocks of app/components/sections: the links of the
 * closing call to action, the contact band's screen-reader labels and the Explore Services link.
 */
import { template } from "~/base/template";
import type { SectionsCopy } from "../sections.schema";

/** The two links of a service page's closing call to action. */
export const quoteActions: SectionsCopy["quoteActions"] = {
  primary: { label: "Get a quote", to: "/contact-us" },
  secondary: { label: "See pricing", to: "/pricing" },
};

export const contactLabels: SectionsCopy["contactLabels"] = {
  callLabel: "Call",
  emailLabel: "Email",
};

/** The link from a section of /work or /pricing to the service page it belongs to. */
export const exploreServices: SectionsCopy["exploreServices"] = {
  label: "Explore Services",
  ariaLabel: template("Explore Services: {service}"),
};
