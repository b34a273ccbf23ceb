/**
 * Schemas of the service pages' cards and the website projects. Content modules import only
 * the inferred types; the unit tests parse every list with these schemas.
 */
import { z } from "zod";
import { callToActionSchema, pageCopySchema } from "./sections.schema";

const slug = z.string().regex(/^[a-z0-9-]+$/, "a lower-case slug");

/** One thing a service page offers: a card with an icon, a title and a short description. */
export const offeringSchema = z.object({
  id: slug,
  title: z.string().min(3).max(40),
  description: z.string().min(40).max(200),
  /** Icon key resolved by app/components/sections/card-icon.tsx. */
  icon: z.string().regex(/^[a-z-]+$/),
});
export type Offering = z.infer<typeof offeringSchema>;

/** How the mock screenshot of a website is drawn (app/components/art/work-browser-mock.tsx). */
export const browserArtSchema = z.object({
  layout: z.enum(["dashboard", "landing", "blog", "portfolio", "text", "space", "flip", "school"]),
  hue: z.enum(["indigo", "violet", "teal", "orange", "rose", "sky", "emerald", "slate"]),
});
export type BrowserArt = z.infer<typeof browserArtSchema>;

/** Website project (docs/requirements.md): id, webTitle, webImage, webDescription, webLink. */
export const websiteProjectSchema = z.object({
  id: slug,
  webTitle: z.string().min(3).max(40),
  webImage: browserArtSchema,
  /** Alternative text of the screenshot. */
  webImageAlt: z.string().min(20),
  webDescription: z.string().min(40).max(220),
  webLink: z.url({ protocol: /^https$/ }),
});
export type WebsiteProject = z.infer<typeof websiteProjectSchema>;

/** Copy of /services/website-development: hero with its jump buttons, two sections, closing band. */
export const websiteDevelopmentPageSchema = pageCopySchema.extend({ cta: callToActionSchema });
