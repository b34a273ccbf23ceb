/**
 * Brand facts, each typed once and the same in every language. Every page, the footer, links,
 * JSON-LD, the web manifest, the artwork and the emails read them from here, so a change here
 * changes the whole site. What each language says about them (the tagline, the office hours as
 * read, the place names) is in ./en.ts and ./hi.ts.
 *
 * Most facts below are PLACEHOLDERS until the agency supplies its own: they are listed in
 * ./launch-check.ts, and `npm run launch-check` fails while any remain.
 * Replace the value, then delete its entry (README, "Editing copy, prices and contacts").
 */
import { phone, whatsAppUrl } from "~/base/format";
import type { SiteFacts } from "./schema";

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
 * How soon every enquiry is answered, in working days: the contact page, the form confirmations,
 * the contact popup and the home FAQ promise it. PLACEHOLDER (listed below): the brief gives no
 * reply time; the owner confirms it or deletes the sentences that quote it.
 */
export const replyTime = { days: 1 } as const;
