/** Menus of the navigation bar and the footer. */
import type { NavLink } from "./schema";
import { services } from "./services";
import { site } from "./site";

export const serviceLinks: NavLink[] = services.map((s) => ({ label: s.title, href: s.goToLink }));

/** The "Services" dropdown of the main menu: its label, then the services, then a link to all. */
export const servicesMenu: { label: string; all: NavLink } = {
  label: "Services",
  all: { label: "All services", href: "/services" },
};

/** Main menu, in the required order; "Services" is the dropdown between Work and Pricing. */
export const mainNav = {
  before: [
    { label: "Home", href: "/" },
    { label: "About Us", href: "/aboutUs" },
    { label: "Work", href: "/work" },
  ],
  after: [
    { label: "Pricing", href: "/pricing" },
    { label: "Blog", href: site.blogUrl, external: true },
    { label: "Internship", href: "/internship", external: true },
    { label: "Career", href: "/career" },
    { label: "Contact Us", href: "/contact-us" },
  ],
} satisfies Record<string, NavLink[]>;

export const footerQuickLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/aboutUs" },
  { label: "Our Work", href: "/work" },
  { label: "Pricing", href: "/pricing" },
  { label: "Internship", href: "/internship" },
  { label: "Career", href: "/career" },
  { label: "Contact Us", href: "/contact-us" },
  { label: "Blog", href: site.blogUrl, external: true },
];

export const footerPolicyLinks: NavLink[] = [
  { label: "Terms and Conditions", href: "/terms-and-conditions" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Cancellation and Refund", href: "/Cancellation-and-Refund" },
  { label: "Shipping and Delivery", href: "/Shipping-and-Delivery" },
];
