import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * The agency's facts that are invented until the agency supplies its own (docs/decisions/0008).
 * `npm run launch-check` lists each until every field it names is published with a new value,
 * or an owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "site.names",
    page: "*",
    kind: "placeholder",
    what: "Brand, short and legal names (header, page titles, footer, policies, emails, the icon on a phone's home screen)",
    replaceWith:
      "The agency's trading name, a short form for small screens, and the legal name on its invoices",
    fields: ["facts.brandName", "facts.shortName", "facts.legalName"],
  },
  {
    id: "site.emails",
    page: "*",
    kind: "placeholder",
    what: "The agency's email addresses (general, careers, privacy) on an example domain",
    replaceWith: "Addresses on the agency's own domain: mailboxes someone reads",
    fields: ["facts.emails.hello", "facts.emails.careers", "facts.emails.privacy"],
  },
  {
    id: "site.phone-mobile",
    page: "*",
    kind: "placeholder",
    what: "Mobile number (Call Us on phones, footer, contact page, emails) and its WhatsApp chat link",
    replaceWith: "The agency's mobile number that answers calls and WhatsApp messages",
    fields: ["facts.phoneMobile"],
  },
  {
    id: "site.phone-office",
    page: "*",
    kind: "placeholder",
    what: "Office number (Call Us on large screens, footer, contact page, search results)",
    replaceWith: "The agency's office number",
    fields: ["facts.phoneDesktop"],
  },
  {
    id: "site.phone-labels",
    page: "*",
    kind: "question",
    what: "What each number is for: “Mobile and WhatsApp” and “Office” beside them in the footer and on the contact page (search engines are told both are for customer service, in no particular language)",
    replaceWith:
      "Confirm the labels (both languages), or say what each line is for and in which languages it is answered, so search engines are told so too",
    fields: ["words.phoneLabels"],
  },
  {
    id: "site.social",
    page: "*",
    kind: "placeholder",
    what: "Social profiles (footer, contact page, search results)",
    replaceWith: "The agency's own Instagram, LinkedIn and Facebook pages",
    fields: ["facts.social"],
  },
  {
    id: "site.blog",
    page: "*",
    kind: "placeholder",
    what: "Blog address (menu, footer, home blog grid)",
    replaceWith: "The agency's blog",
    fields: ["facts.blogUrl"],
  },
  {
    id: "site.enrolment",
    page: "/internship",
    kind: "placeholder",
    what: "Internship enrolment page (every Enroll Now button)",
    replaceWith: "The page where students enrol (a form or a payment page)",
    fields: ["facts.internshipEnrolUrl"],
  },
  {
    id: "site.demos",
    page: "/work",
    kind: "placeholder",
    what: "Demo site of the website projects and the dashboard demos",
    replaceWith: "Where the demos really run; each demo is a path below it",
    fields: ["facts.demoUrl"],
  },
  {
    id: "site.address",
    page: "*",
    kind: "placeholder",
    what: "Studio address (footer, contact page, search results, policies, home and about pages)",
    replaceWith: "The agency's city, state and PIN code, and the city and state in Hindi",
    fields: ["facts.address.postalCode", "words.locality", "words.region"],
  },
  {
    id: "site.hours",
    page: "*",
    kind: "placeholder",
    what: "Office hours (footer, contact page, questions and answers, emails, search results)",
    replaceWith: "The hours when someone answers the phone",
    fields: ["facts.hours"],
  },
  {
    id: "site.reply-time",
    page: "*",
    kind: "placeholder",
    what: "Reply time promised to every enquiry (contact page, form confirmations, contact popup, home FAQ)",
    replaceWith: "The reply time, in working days, the agency keeps on every working day",
    fields: ["facts.replyDays"],
  },
];
