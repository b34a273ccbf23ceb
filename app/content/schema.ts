/**
 * zod schemas of the content layer. Content modules import only the *types* inferred here, so
 * zod never reaches the browser; `app/content/content.test.ts` parses every module with these
 * schemas and checks the counts the brief fixes.
 */
import { z } from "zod";
import { weekdays } from "~/base/format";
import { iconNames } from "~/base/icon-names";
import type { Template } from "~/base/template";

const httpsUrl = z.url({ protocol: /^https$/ });
const internalPath = z.string().regex(/^\/[A-Za-z0-9\-/#]*$/, "an internal path starting with /");
/**
 * Indian phone number in E.164 form, as used in tel: links: +91 and ten digits. A real number
 * starts with 1-9; +91 0… is the non-dialable placeholder form (docs/decisions/0008), which is
 * allowed only while the number is listed in site.ts's `placeholders`.
 */
const indianPhone = z.string().regex(/^\+91\d{10}$/, "+91 followed by a 10-digit number");

/**
 * A sentence with named slots filled at render time (app/base/template.ts): a string that holds
 * each of `slots` as "{slot}".
 */
export function templateSchema<Slot extends string>(...slots: Slot[]) {
  return z.custom<Template<Slot>>(
    (value) => typeof value === "string" && slots.every((slot) => value.includes(`{${slot}}`)),
    { message: `a sentence with the slots ${slots.map((slot) => `{${slot}}`).join(", ")}` },
  );
}

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

/** The agency's facts, the same in every language (app/content/site.ts). */
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
    .length(3),
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

/** What each language says about the agency (app/content/en/site.ts and its Hindi twin). */
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

export const serviceSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(3),
  /** Short line for cards and menus. */
  summary: z.string().min(20).max(160),
  /** Icon key of the registry (app/base/icon-names.ts). */
  img: z.enum(iconNames),
  goToLink: internalPath,
});
export type Service = z.infer<typeof serviceSchema>;

export const navLinkSchema = z.object({
  label: z.string().min(2),
  href: z.string().min(1),
  external: z.boolean().default(false),
});
export type NavLink = z.input<typeof navLinkSchema>;

/**
 * An invented item that must not go live unnoticed (docs/decisions/0008). Each content module
 * with invented items exports a `placeholders` list of these; `npm run launch-check` prints them
 * and fails while any remain, and the production server logs how many remain.
 */
export const placeholderSchema = z.object({
  /** What the item is, as the owner would recognise it on the site. */
  what: z.string().min(10).max(160),
  /** What it says now, read from the data above it (never retyped). */
  value: z.string().min(1),
  /** What the agency should put in its place. */
  replaceWith: z.string().min(10).max(300),
});
export type Placeholder = z.infer<typeof placeholderSchema>;

export { httpsUrl, internalPath };
