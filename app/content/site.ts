/**
 * Brand facts, in one place. The numbers, addresses and links below are placeholders until the
 * agency supplies its own; change them here and every page, footer, link and JSON-LD follows.
 */
import type { SiteConfig } from "./schema";

export const site = {
  brandName: "Stackwise Digital",
  shortName: "Stackwise",
  legalName: "Stackwise Digital Services",
  tagline: "Unlock Your Digital Potential",
  description:
    "Websites, mobile apps, graphic design and digital marketing for growing Indian businesses — built by a Noida studio since 2022, with internships for new developers.",
  foundedYear: 2022,
  phoneMobile: { e164: "+919811024680", display: "+91 98110 24680" },
  phoneDesktop: { e164: "+919958013579", display: "+91 99580 13579" },
  emails: {
    hello: "hello@stackwise.in",
    careers: "careers@stackwise.in",
    privacy: "privacy@stackwise.in",
  },
  chat: { label: "Chat on WhatsApp", url: "https://wa.me/919811024680" },
  social: [
    {
      network: "Instagram",
      handle: "@stackwise.digital",
      url: "https://www.instagram.com/stackwise.digital",
    },
    {
      network: "LinkedIn",
      handle: "Stackwise Digital",
      url: "https://www.linkedin.com/company/stackwise-digital",
    },
    {
      network: "Facebook",
      handle: "stackwisedigital",
      url: "https://www.facebook.com/stackwisedigital",
    },
  ],
  blogUrl: "https://blog.stackwise.in",
  internshipEnrolUrl: "https://learn.stackwise.in/enroll",
  address: { locality: "Noida", region: "Uttar Pradesh", postalCode: "201301", country: "IN" },
  officeHours: "Monday to Saturday, 10:00 am – 7:00 pm IST",
} as const satisfies SiteConfig;
