/**
 * Site-wide interface copy: the header, the footer, the contact popup, the floating buttons,
 * the dialogs, the skip link and the error page. Menus and their links are in navigation.ts,
 * the announcement in promo.ts, the lead forms in forms.ts, the 404 page in pages.ts.
 * Facts (brand, phone numbers, address, years) come from site.ts.
 */
import { site } from "./site";
import type { UiCopy } from "./ui.schema";

/** Said after the text of every link that opens in a new tab (visually hidden). */
const newTab = "(opens in a new tab)";

export const ui = {
  /** The head of every page (lib/seo.ts). */
  meta: {
    /** A page's <title> and og:title: its own title, then the brand. */
    title: (page: string) => `${page} | ${site.brandName}`,
    /** The share image's alt text (public/og-image.png shows the brand and the tagline). */
    imageAlt: `${site.brandName} — ${site.tagline}`,
  },
  skipLink: "Skip to content",
  /** Visually hidden, after an external link's text; the space keeps the words apart. */
  newTabNote: ` ${newTab}`,
  /** Accessible name of a link that only shows an icon, with the new-tab note. */
  newTabLabel: (label: string) => `${label} ${newTab}`,
  dialogClose: "Close",
  logo: {
    /** The word mark: the short name, then the rest of the brand name (dropped on tiny screens). */
    first: site.shortName,
    second: site.brandName.slice(site.shortName.length).trim(),
  },
  header: {
    homeLabel: `${site.brandName} — home`,
    navLabel: "Main",
    menuLabel: "Menu",
    callUs: "Call Us",
    callUsOn: (display: string) => `Call us on ${display}`,
  },
  footer: {
    tagline: `Websites, apps, design and digital marketing for growing businesses — since ${site.foundedYear}.`,
    socialLabel: "Social profiles",
    socialLink: (network: string) => `${site.brandName} on ${network}`,
    lists: { services: "Services", quickLinks: "Quick links", policies: "Policies" },
    contactTitle: "Contact",
    address: `${site.address.locality}, ${site.address.region}, India`,
    copyright: (year: number) =>
      `© ${site.foundedYear}–${year} ${site.legalName}. All rights reserved.`,
    madeIn: "Made in India with care.",
  },
  contactPopup: {
    title: "Tell us about your project",
    description: "Leave your details and the service you need. We reply within one working day.",
    asideLabel: "Other ways to reach us",
    asideTitle: "Prefer to talk?",
    call: "Call us",
    email: "Email us",
    chat: "WhatsApp",
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
  errorPage: {
    title: (status: number) => `Something went wrong (${status})`,
    eyebrow: (status: number) => `Error ${status}`,
    heading: "Unexpected Application Error!",
    text: "Something went wrong on our side. Please try again in a moment, or call us if it keeps happening.",
    backLabel: "Back to Home",
  },
  /** The staff inbox's error page (English only, like the rest of the inbox). */
  adminErrorPage: {
    title: (status: number) => `Error ${status} | Lead inbox`,
    heading: (status: number) => `Something went wrong (${status})`,
    backLabel: "Back to the inbox",
  },
} as const satisfies UiCopy;
