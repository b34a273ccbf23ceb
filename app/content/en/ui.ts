/**
 * Site-wide interface copy: the header, the footer, the contact popup, the floating buttons,
 * the dialogs, the skip link and the error page. Menus and their links are in navigation.ts,
 * the announcement in promo.ts, the lead forms in forms.ts, the 404 page in pages.ts.
 * Facts (brand, phone numbers, address, years) come from ../site.ts.
 */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { site } from "../site";
import { replyTime } from "../terms";
import type { UiCopy } from "../ui.schema";
import { siteWords } from "./site";

/** Said after the text of every link that opens in a new tab (visually hidden). */
const newTab = "(opens in a new tab)";

export const ui: UiCopy = {
  meta: {
    title: template(`{page} | ${site.brandName}`),
    /** public/og-image.png shows the brand mark only, without words (scripts/make-images.ts). */
    imageAlt: `${site.brandName} logo`,
  },
  skipLink: "Skip to content",
  newTabNote: ` ${newTab}`,
  newTabLabel: template(`{label} ${newTab}`),
  dialogClose: "Close",
  header: {
    homeLabel: `${site.brandName} — home`,
    navLabel: "Main",
    menuLabel: "Menu",
    callUs: "Call Us",
    callUsOn: template("Call us on {number}"),
  },
  footer: {
    tagline: `Websites, apps, design and digital marketing for growing businesses — since ${site.foundedYear}.`,
    socialLabel: "Social profiles",
    socialLink: template(`${site.brandName} on {network}`),
    lists: { services: "Services", quickLinks: "Quick links", policies: "Policies" },
    contactTitle: "Contact",
    address: `${siteWords.locality}, ${siteWords.region}, ${siteWords.country}`,
    copyright: template(`© {years} ${site.legalName}. All rights reserved.`),
    copyrightSince: site.copyrightYear,
    madeIn: "Made in India with care.",
  },
  contactPopup: {
    title: "Tell us about your project",
    description: `Leave your details and the service you need. We reply within ${formatters.en.workingDays(replyTime.days)}.`,
    asideLabel: "Other ways to reach us",
    asideTitle: "Prefer to talk?",
    call: "Call us",
    email: "Email us",
    chat: "WhatsApp",
    formUnavailable:
      "The form could not load. Call, email or WhatsApp us instead, or try again in a moment.",
  },
  languageSwitch: {
    label: "हिंदी",
    labelLang: "hi",
    hrefLang: "hi-IN",
    ariaLabel: "हिंदी — read this page in Hindi",
  },
  floatingWidget: {
    toTop: "Go to top",
    announcement: "Show the latest announcement",
    message: "Send us a message",
  },
  price: { startingAt: "Starting at", perMonth: "/ month" },
  feature: { included: "Included:", notIncluded: "Not included:" },
  errorPage: {
    title: template("Something went wrong ({status})"),
    eyebrow: template("Error {status}"),
    heading: "Unexpected Application Error!",
    text: "Something went wrong on our side. Please try again in a moment, or call us if it keeps happening.",
    backLabel: "Back to Home",
  },
};
