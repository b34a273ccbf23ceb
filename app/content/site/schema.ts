/**
 * The rule of the agency's facts (./facts.json), the same in every language, and of what each
 * language says about them (./en.json and its Hindi twin).
 */
import { z } from "zod";
import { weekdays } from "~/base/format";
import {
  choice,
  count,
  emailAddress,
  group,
  list,
  template,
  text,
  webAddress,
} from "../engine/fields";

/**
 * An Indian phone number as people read it: "+91 " and ten digits, spaced as they like. A real
 * number starts with 1-9 after +91; "+91 0…" is the non-dialable placeholder form
 * (docs/decisions/0008), which launch-check lists until it is replaced.
 */
const indianPhone = (title: string, description: string) =>
  z
    .string()
    .max(20)
    .regex(/^\+91[\s-]?(?:\d[\s-]?){9}\d$/, "+91 followed by a 10-digit number")
    .meta({ title, description });

/** +91 0…: no Indian number starts with the trunk prefix 0, so this one can reach nobody. */
export function isPlaceholderPhone(e164: string): boolean {
  return /^\+910/.test(e164);
}

const clock = (title: string, description: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "24-hour time such as 09:30")
    .meta({ title, description });

const weekday = (title: string, description: string) => choice(weekdays, { title, description });

/** The agency's facts, the same in every language. */
export const siteFactsSchema = group(
  { title: "The agency", description: "Names, numbers and addresses every page uses." },
  {
    brandName: text(
      {
        title: "Brand name",
        description:
          "The agency's name as visitors know it: the header, page titles, the footer, emails and what search engines show.",
      },
      { min: 2, max: 40 },
    ),
    shortName: text(
      {
        title: "Short name",
        description:
          "The brand name's first word(s), shown alone on small screens; the brand name must start with it.",
      },
      { min: 2, max: 20 },
    ),
    legalName: text(
      {
        title: "Legal name",
        description: "The name on the agency's invoices: the policies and the footer use it.",
      },
      { min: 2, max: 80 },
    ),
    foundedYear: count(
      { title: "Year founded", description: "Shown on the home and about pages." },
      { min: 1990, max: 2100 },
    ),
    copyrightYear: count(
      {
        title: "First copyright year",
        description: "The footer reads \u00a9 this year–the current year.",
      },
      { min: 1990, max: 2100 },
    ),
    phoneMobile: indianPhone(
      "Mobile number",
      "Answers calls and WhatsApp messages: Call Us on phones, the chat button, the footer.",
    ),
    phoneDesktop: indianPhone(
      "Office number",
      "Call Us calls it on large screens; the footer shows it and search engines are told it. Must differ from the mobile number.",
    ),
    emails: group(
      { title: "Email addresses", description: "Mailboxes someone reads." },
      {
        hello: emailAddress({
          title: "General email",
          description:
            "Shown on every page; enquiries are sent here unless the server says otherwise.",
        }),
        careers: emailAddress({
          title: "Careers email",
          description: "Shown on the careers page.",
        }),
        privacy: emailAddress({
          title: "Privacy email",
          description: "Named in the privacy policy for questions about personal data.",
        }),
      },
    ),
    social: list(
      {
        title: "Social profiles",
        description:
          "The footer and the contact page link to each, and search engines are told of each.",
      },
      group(
        { title: "Profile", description: "One social network's page of the agency." },
        {
          network: choice(["Instagram", "LinkedIn", "Facebook"], {
            title: "Network",
            description: "Which network the profile is on.",
          }),
          handle: text(
            { title: "Handle", description: "The profile's name as the network shows it." },
            { min: 2, max: 60 },
          ),
          url: webAddress({ title: "Address", description: "The profile's https:// address." }),
        },
      ),
      { min: 1, max: 3 },
    ),
    blogUrl: webAddress({
      title: "Blog address",
      description: "The menu, the footer and the home page's blog section link here.",
    }),
    internshipEnrolUrl: webAddress({
      title: "Internship enrolment page",
      description: "Every Enroll Now button of the internship page opens it.",
    }),
    demoUrl: webAddress({
      title: "Demo site",
      description:
        "Where the website and dashboard demos run; each demo's address starts with it. Leave off a / at the end.",
    }).refine((url) => !url.endsWith("/"), "leave off the / at the end"),
    address: group(
      {
        title: "Studio address",
        description: "The studio's PIN code; its city and state are written in each language.",
      },
      {
        postalCode: z
          .string()
          .regex(/^\d{6}$/, "a 6-digit PIN code")
          .meta({ title: "PIN code", description: "Six digits." }),
      },
    ),
    hours: group(
      {
        title: "Office hours",
        description:
          "The footer, the contact page, the FAQ, emails and search engines show them (Indian time).",
      },
      {
        from: weekday("First working day", "The first day of the working week."),
        to: weekday("Last working day", "The last day of the working week."),
        opens: clock("Opens at", "24-hour time, such as 10:00."),
        closes: clock("Closes at", "24-hour time, such as 19:00; after the opening time."),
      },
    ).refine((h) => h.opens < h.closes, {
      message: "the office must open before it closes",
      path: ["closes"],
    }),
    replyDays: count(
      {
        title: "Reply time, in working days",
        description:
          "How soon every enquiry is answered: the contact page, the form confirmations, the popup and the FAQ promise it.",
      },
      { min: 1, max: 10 },
    ),
  },
)
  .refine((facts) => facts.brandName.startsWith(facts.shortName), {
    message: "the brand name must start with the short name",
    path: ["shortName"],
  })
  .refine((facts) => digits(facts.phoneMobile) !== digits(facts.phoneDesktop), {
    message: "the office number must differ from the mobile number",
    path: ["phoneDesktop"],
  });
export type SiteFacts = z.infer<typeof siteFactsSchema>;

function digits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** What each language says about the agency. */
export const siteWordsSchema = group(
  { title: "The agency in words", description: "What the pages say about the agency." },
  {
    tagline: text(
      { title: "Tagline", description: "The home page's heading and the site's motto." },
      { min: 2, max: 60 },
    ),
    description: template(
      {
        title: "Site description",
        description:
          "Search results and link previews show it for the home page, and so does a phone that adds the site to its home screen.",
        slots: ["locality", "foundedYear"],
        multiline: true,
      },
      { min: 50, max: 190 },
    ),
    chatLabel: text(
      { title: "Chat button", description: "The label of the WhatsApp chat buttons." },
      { min: 2, max: 30 },
    ),
    phoneLabels: group(
      {
        title: "What each number is for",
        description:
          "Shown beside each number where both appear (the footer, the Contact page) and given as each number's name in the search engines' data.",
      },
      {
        mobile: text(
          {
            title: "Words beside the mobile number",
            description: "Its WhatsApp chat is on the same number.",
          },
          { min: 2, max: 30 },
        ),
        desktop: text(
          {
            title: "Words beside the office number",
            description: "The header's Call Us button calls it on large screens.",
          },
          { min: 2, max: 30 },
        ),
      },
    ),
    locality: text(
      {
        title: "City",
        description:
          "The studio's city as this language writes it; the English one is the postal address's.",
      },
      { min: 2, max: 40 },
    ),
    region: text(
      {
        title: "State",
        description:
          "The studio's state as this language writes it; the English one is the postal address's.",
      },
      { min: 2, max: 40 },
    ),
    country: text(
      { title: "Country", description: "India, as this language writes it." },
      { min: 2, max: 20 },
    ),
  },
);
export type SiteWords = z.infer<typeof siteWordsSchema>;
