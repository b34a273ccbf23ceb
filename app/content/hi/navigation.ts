/**
 * Hindi twin of ../navigation.ts (served under /hi): the menus of the navigation bar and the
 * footer. The links are the English ones (the site adds /hi itself); the service names come from
 * the Hindi services.
 */
import type * as en from "../navigation";
import type { NavLink } from "../schema";
import { site } from "../site";
import { services } from "./services";

export const serviceLinks: NavLink[] = services.map((s) => ({ label: s.title, href: s.goToLink }));

export const servicesMenu: typeof en.servicesMenu = {
  label: "सेवाएँ",
  all: { label: "सभी सेवाएँ", href: "/services" },
};

export const mainNav: typeof en.mainNav = {
  before: [
    { label: "होम", href: "/" },
    { label: "हमारे बारे में", href: "/aboutUs" },
    { label: "हमारा काम", href: "/work" },
  ],
  after: [
    { label: "कीमतें", href: "/pricing" },
    { label: "ब्लॉग", href: site.blogUrl, external: true },
    { label: "इंटर्नशिप", href: "/internship", external: true },
    { label: "करियर", href: "/career" },
    { label: "संपर्क करें", href: "/contact-us" },
  ],
};

export const footerQuickLinks: NavLink[] = [
  { label: "होम", href: "/" },
  { label: "हमारे बारे में", href: "/aboutUs" },
  { label: "हमारा काम", href: "/work" },
  { label: "कीमतें", href: "/pricing" },
  { label: "इंटर्नशिप", href: "/internship" },
  { label: "करियर", href: "/career" },
  { label: "संपर्क करें", href: "/contact-us" },
  { label: "ब्लॉग", href: site.blogUrl, external: true },
];

export const footerPolicyLinks: NavLink[] = [
  { label: "नियम और शर्तें", href: "/terms-and-conditions" },
  { label: "प्राइवेसी पॉलिसी", href: "/privacy-policy" },
  { label: "कैंसलेशन और रिफ़ंड", href: "/Cancellation-and-Refund" },
  { label: "शिपिंग और डिलीवरी", href: "/Shipping-and-Delivery" },
];
