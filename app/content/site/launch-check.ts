import { workDemos } from "../home/facts";
import type { Placeholder } from "../schema";
import { websiteProjectFacts } from "../work/facts";
import { replyTime, site } from "./facts";

/**
 * Invented items and commitments of ./facts.ts, listed by `npm run launch-check` until replaced or
 * confirmed (docs/decisions/0008). Replace or confirm the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "*",
    what: "Brand, short and legal names (header, titles, footer, policies, emails, manifest)",
    value: `${site.brandName} / ${site.shortName} / ${site.legalName}`,
    replaceWith:
      "The agency's trading name, a short form for small screens, and the legal name on its invoices",
  },
  {
    page: "*",
    what: "Domain of the agency's email addresses (hello@, careers@, privacy@)",
    value: site.domain,
    replaceWith: "The agency's own domain; the addresses must be mailboxes someone reads",
  },
  {
    page: "*",
    what: "Mobile number (Call Us on phones, footer, contact page, emails) and its WhatsApp chat link",
    value: `${site.phoneMobile.display} · ${site.chatUrl}`,
    replaceWith: "The agency's mobile number that answers calls and WhatsApp messages",
  },
  {
    page: "*",
    what: "Desktop number (Call Us on large screens, footer, JSON-LD)",
    value: site.phoneDesktop.display,
    replaceWith: "The agency's office or sales number",
  },
  {
    page: "*",
    what: "Social profiles (footer, contact page, JSON-LD sameAs)",
    value: site.social.map((profile) => profile.url).join(" · "),
    replaceWith: "The agency's own Instagram, LinkedIn and Facebook pages",
  },
  {
    page: "*",
    what: "Blog address (menu, footer, home blog grid)",
    value: site.blogUrl,
    replaceWith: "The agency's blog; set BLOG_FEED_URL to its feed for the home grid",
  },
  {
    page: "/internship",
    what: "Internship enrolment page (every Enroll Now button)",
    value: site.internshipEnrolUrl,
    replaceWith: "The page where students enrol (a form or a payment page)",
  },
  {
    page: "/work",
    what: `Demo site of the ${websiteProjectFacts.length} website projects and the ${workDemos.length} dashboard demos`,
    value: site.demoUrl,
    replaceWith: "Where the demos really run; each demo is a path below it (projects.ts, home.ts)",
  },
  {
    page: "*",
    what: "Studio address (footer, contact page, JSON-LD, policies, home and about copy)",
    value: `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`,
    replaceWith:
      "The agency's city, state and PIN code (and their Hindi spelling in app/content/site/hi.ts)",
  },
  {
    page: "*",
    what: "Office hours (footer, contact page, FAQ, emails, JSON-LD)",
    value: `${site.hours.from}–${site.hours.to}, ${site.hours.opens}–${site.hours.closes}`,
    replaceWith: "The hours when someone answers the phone",
  },
  {
    page: "*",
    what: "Reply time promised to every enquiry (contact page, form confirmations, contact popup, home FAQ)",
    value: `${replyTime.days} working ${replyTime.days === 1 ? "day" : "days"}`,
    replaceWith:
      "The reply time the agency keeps on every working day, or remove the sentences that quote replyTime",
  },
];
