/**
 * The words of the site's shell in English: the layout around every page (header, footer,
 * popup, floating buttons, dialogs, price labels, error page), the menus' labels (which pages
 * they list is the page table's, app/base/site-routes.ts), the theme switch, the announcement
 * shown 5 s after a visitor's first page load, the carousel's controls, and the links and
 * labels the section blocks share (the closing call to action, the contact band, Explore
 * Services). Facts come from ../site/facts.ts and ./facts.ts.
 */
import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { programmes } from "../internship/facts";
import { replyTime, site, siteWordsEn as siteWords } from "../site/facts";
import { promoBatchYear } from "./facts";
import type { ShellWords } from "./schema";

/** Said after the text of every link that opens in a new tab (visually hidden). */
const newTab = "(opens in a new tab)";

export const ui: ShellWords["ui"] = {
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

export const navigation: ShellWords["navigation"] = {
  labels: {
    "/": "Home",
    "/aboutUs": "About Us",
    "/work": "Work",
    "services-menu": "Services",
    "/pricing": "Pricing",
    blog: "Blog",
    "/internship": "Internship",
    "/career": "Career",
    "/contact-us": "Contact Us",
    "/services": "All services",
    "/terms-and-conditions": "Terms and Conditions",
    "/privacy-policy": "Privacy Policy",
    "/Cancellation-and-Refund": "Cancellation and Refund",
    "/Shipping-and-Delivery": "Shipping and Delivery",
  },
  footerLabels: { "/work": "Our Work" },
};

export const themeSwitch: ShellWords["themeSwitch"] = {
  label: "Colour theme",
  options: { system: "System", light: "Light", dark: "Dark" },
};

export const promo: ShellWords["promo"] = {
  title: "New internship batch — admissions open",
  text: `Build real projects with our developers; the ${formatters.en.durationAdjective(programmes[0].duration, { inWords: true })} programme adds mock interviews and a certificate. Take the scholarship test to earn a discount on your programme fee.`,
  imageAlt: `Illustration of a laptop showing a code editor, with the words: Internship ${promoBatchYear}, admissions open, scholarship test, certificate`,
  art: {
    eyebrow: `INTERNSHIP ${promoBatchYear}`,
    heading: "Admissions open",
    lines: ["Scholarship test · Real projects", "Mock interviews · Certificate"],
  },
  primary: { label: "See programmes", href: "/internship" },
  secondary: { label: "Ask a question" },
};

export const carouselCopy: ShellWords["carouselCopy"] = {
  roleCarousel: "carousel",
  roleSlide: "slide",
  slideOf: template("{position} of {count}"),
  previous: "Previous slide",
  next: "Next slide",
  goTo: template("Go to slide {position}"),
  play: "Play automatic slides",
  pause: "Pause automatic slides",
};

/** The two links of a service page's closing call to action. */
export const quoteActions: ShellWords["quoteActions"] = {
  primary: { label: "Get a quote", to: "/contact-us" },
  secondary: { label: "See pricing", to: "/pricing" },
};

export const contactLabels: ShellWords["contactLabels"] = {
  callLabel: "Call",
  emailLabel: "Email",
};

/** The link from a section of /work or /pricing to the service page it belongs to. */
export const exploreServices: ShellWords["exploreServices"] = {
  label: "Explore Services",
  ariaLabel: template("Explore Services: {service}"),
};
