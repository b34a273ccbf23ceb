import type { Placeholder } from "../schema";
import { replyTime, site } from "./facts";

/**
 * Invented items and commitments of ./facts.ts, listed by `npm run launch-check` until replaced or
 * confirmed (docs/decisions/0008). Replace or confirm the item, then delete its entry here.
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
      "The agency's city, state and PIN code (and their Hindi spelling in app/content/site/hi.ts)",
  },
  {
    what: "Office hours (footer, contact page, FAQ, emails, JSON-LD)",
    value: `${site.hours.from}–${site.hours.to}, ${site.hours.opens}–${site.hours.closes}`,
    replaceWith: "The hours when someone answers the phone",
  },
  {
    what: "Reply time promised to every enquiry (contact page, form confirmations, contact popup, home FAQ)",
    value: `${replyTime.days} working ${replyTime.days === 1 ? "day" : "days"}`,
    replaceWith:
      "The reply time the agency keeps on every working day, or remove the sentences that quote replyTime",
  },
];
