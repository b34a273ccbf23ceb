/**
 * Brand facts, each typed once and the same in every language. Every page, the footer, links,
 * JSON-LD, the web manifest, the artwork and the emails read them from here, so a change here
 * changes the whole site. What each language says about them (the tagline, the office hours as
 * read, the place names) is in en/site.ts and hi/site.ts.
 *
 * Most facts below are PLACEHOLDERS until the agency supplies its own: they are listed in
 * `placeholders` at the end of this file, and `npm run launch-check` fails while any remain.
 * Replace the value, then delete its entry (README, "Editing copy, prices and contacts").
 */
import { phone, whatsAppUrl } from "~/base/format";
import type { Placeholder, SiteFacts } from "./schema";

/** The agency's domain. `.example` is reserved (RFC 2606): nothing sent there reaches anyone. */
const domain = "stackwise.example";

/**
 * Phone numbers: "+91 " and ten digits, spaced as people read them. The placeholders start with
 * 0, which no Indian number does, so they cannot be dialled or reach anyone on WhatsApp, yet
 * they work in tel: links and pass the forms' validation (docs/decisions/0008).
 */
const phoneMobile = phone("+91 00000 00001");
const phoneDesktop = phone("+91 00000 00002");

const hours = { from: "Monday", to: "Saturday", opens: "10:00", closes: "19:00" } as const;

const address = {
  locality: "Noida",
  region: "Uttar Pradesh",
  postalCode: "201301",
  country: "IN",
} as const;

const foundedYear = 2022;

export const site = {
  brandName: "Stackwise Digital",
  shortName: "Stackwise",
  legalName: "Stackwise Digital Services",
  foundedYear,
  /** The first year of the footer's copyright line, as the brief gives it. */
  copyrightYear: 2025,
  domain,
  phoneMobile,
  phoneDesktop,
  emails: {
    hello: `hello@${domain}`,
    careers: `careers@${domain}`,
    privacy: `privacy@${domain}`,
  },
  chatUrl: whatsAppUrl(phoneMobile),
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
  blogUrl: `https://blog.${domain}`,
  internshipEnrolUrl: `https://learn.${domain}/enroll`,
  demoUrl: `https://demo.${domain}`,
  address,
  hours,
} as const satisfies SiteFacts;

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Brand, short and legal names (header, titles, footer, policies, emails, manifest)",
    value: `${site.brandName} / ${site.shortName} / ${site.legalName}`,
    replaceWith:
      "The agency's trading name, a short form for small screens, and the legal name on its invoices",
  },
  {
    what: "Domain of the agency's email addresses (hello@, careers@, privacy@)",
    value: site.domain,
    replaceWith: "The agency's own domain; the addresses must be mailboxes someone reads",
  },
  {
    what: "Mobile number (Call Us on phones, footer, contact page, emails) and its WhatsApp chat link",
    value: `${site.phoneMobile.display} · ${site.chatUrl}`,
    replaceWith: "The agency's mobile number that answers calls and WhatsApp messages",
  },
  {
    what: "Desktop number (Call Us on large screens, footer, JSON-LD)",
    value: site.phoneDesktop.display,
    replaceWith: "The agency's office or sales number",
  },
  {
    what: "Social profiles (footer, contact page, JSON-LD sameAs)",
    value: site.social.map((profile) => profile.url).join(" · "),
    replaceWith: "The agency's own Instagram, LinkedIn and Facebook pages",
  },
  {
    what: "Blog address (menu, footer, home blog grid)",
    value: site.blogUrl,
    replaceWith: "The agency's blog; set BLOG_FEED_URL to its feed for the home grid",
  },
  {
    what: "Internship enrolment page (every Enroll Now button)",
    value: site.internshipEnrolUrl,
    replaceWith: "The page where students enrol (a form or a payment page)",
  },
  {
    what: "Demo site of the 11 website projects and the 3 dashboard demos",
    value: site.demoUrl,
    replaceWith: "Where the demos really run; each demo is a path below it (projects.ts, home.ts)",
  },
  {
    what: "Studio address (footer, contact page, JSON-LD, policies, home and about copy)",
    value: `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
    replaceWith:
      "The agency's city, state and PIN code (and their Hindi spelling in app/content/hi/site.ts)",
  },
  {
    what: "Office hours (footer, contact page, FAQ, emails, JSON-LD)",
    value: `${site.hours.from}–${site.hours.to}, ${site.hours.opens}–${site.hours.closes}`,
    replaceWith: "The hours when someone answers the phone",
  },
];
