/**
 * zod schemas of the content layer. Content modules import only the *types* inferred here, so
 * zod never reaches the browser; `app/content/content.test.ts` parses every module with these
 * schemas and checks the counts the specification fixes.
 */
import { z } from "zod";

const httpsUrl = z.url({ protocol: /^https$/ });
const internalPath = z.string().regex(/^\/[A-Za-z0-9\-/#]*$/, "an internal path starting with /");
/** Indian phone number in E.164 form, as used in tel: links. */
const indianPhone = z
  .string()
  .regex(/^\+91[6-9]\d{9}$/, "+91 followed by a 10-digit mobile number");

export const phoneSchema = z.object({
  /** E.164, for tel: links. */
  e164: indianPhone,
  /** How people read it. */
  display: z.string().min(10),
});

export const siteConfigSchema = z.object({
  brandName: z.string().min(2),
  shortName: z.string().min(2),
  legalName: z.string().min(2),
  tagline: z.string().min(2),
  description: z.string().min(50).max(170),
  foundedYear: z.number().int().min(2000),
  /** Shown on small screens' Call Us button. */
  phoneMobile: phoneSchema,
  /** Shown on large screens' Call Us button. */
  phoneDesktop: phoneSchema,
  emails: z.object({
    hello: z.email(),
    careers: z.email(),
    privacy: z.email(),
  }),
  chat: z.object({ label: z.string(), url: z.url().startsWith("https://wa.me/") }),
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
  address: z.object({
    locality: z.string(),
    region: z.string(),
    postalCode: z.string().regex(/^\d{6}$/),
    country: z.literal("IN"),
  }),
  officeHours: z.string().min(5),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const serviceSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(3),
  /** Short line for cards and menus. */
  summary: z.string().min(20).max(160),
  /** Name of the lucide icon drawn for it (see app/components/ui/icons.ts). */
  img: z.string(),
  goToLink: internalPath,
});
export type Service = z.infer<typeof serviceSchema>;

export const navLinkSchema = z.object({
  label: z.string().min(2),
  href: z.string().min(1),
  external: z.boolean().default(false),
});
export type NavLink = z.input<typeof navLinkSchema>;

export { httpsUrl, internalPath };
