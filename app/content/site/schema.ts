/**
 * Schemas of the agency's facts (./facts.ts), the same in every language, and of what each
 * language says about them (./en.ts and its Hindi twin).
 */
import { z } from "zod";
import { weekdays } from "~/base/format";
import { httpsUrl } from "../schema";

/**
 * Indian phone number in E.164 form, as used in tel: links: +91 and ten digits. A real number
 * starts with 1-9; +91 0… is the non-dialable placeholder form (docs/decisions/0008), which is
 * allowed only while the number is listed in ./launch-check.ts.
 */
const indianPhone = z.string().regex(/^\+91\d{10}$/, "+91 followed by a 10-digit number");

/** +91 0…: no Indian number starts with the trunk prefix 0, so this one can reach nobody. */
export function isPlaceholderPhone(e164: string): boolean {
  return /^\+910/.test(e164);
}

export const phoneSchema = z.object({
  /** E.164, for tel: links. */
  e164: indianPhone,
  /** How people read it. */
  display: z.string().min(10),
});

const weekday = z.enum(weekdays);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "24-hour HH:MM");
const hostname = z
  .string()
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, "a domain name such as agency.in");

/** The agency's facts, the same in every language (app/content/site/facts.ts). */
export const siteFactsSchema = z.object({
  brandName: z.string().min(2),
  shortName: z.string().min(2),
  legalName: z.string().min(2),
  foundedYear: z.number().int().min(2000),
  copyrightYear: z.number().int().min(2000),
  /** The agency's domain: the emails, the blog, the enrolment and demo sites are built on it. */
  domain: hostname,
  /** Shown on small screens' Call Us button. */
  phoneMobile: phoneSchema,
  /** Shown on large screens' Call Us button. */
  phoneDesktop: phoneSchema,
  emails: z.object({
    hello: z.email(),
    careers: z.email(),
    privacy: z.email(),
  }),
  /** WhatsApp chat on the mobile number. */
  chatUrl: z.url().startsWith("https://wa.me/"),
  social: z
    .array(
      z.object({
        network: z.enum(["Instagram", "LinkedIn", "Facebook"]),
        handle: z.string(),
        url: httpsUrl,
      }),
    )
    .min(1),
  blogUrl: httpsUrl,
  internshipEnrolUrl: httpsUrl,
  /** Where the website and dashboard demos live (each demo is a path below it). */
  demoUrl: httpsUrl.refine((url) => !url.endsWith("/"), "no trailing slash"),
  /** The postal address, as written on letters and in JSON-LD. */
  address: z.object({
    locality: z.string(),
    region: z.string(),
    postalCode: z.string().regex(/^\d{6}$/),
    country: z.literal("IN"),
  }),
  hours: z
    .object({ from: weekday, to: weekday, opens: clock, closes: clock })
    .refine((h) => h.opens < h.closes, "opens before it closes"),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** What each language says about the agency (app/content/site/en.ts and its Hindi twin). */
export const siteWordsSchema = z.object({
  tagline: z.string().min(2),
  description: z.string().min(50).max(170),
  chatLabel: z.string().min(2),
  /** The place and the country as the language writes them. */
  locality: z.string().min(2),
  region: z.string().min(2),
  country: z.string().min(2),
  /** The office hours as people read them, formatted from the fact (app/base/format.ts). */
  officeHours: z.string().min(5),
});
export type SiteWords = z.infer<typeof siteWordsSchema>;
