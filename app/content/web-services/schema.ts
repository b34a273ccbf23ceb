/**
 * Schemas of the service pages' cards and the website projects, and of the words of
 * /services/website-development (app/content/web-services/en.ts and its Hindi twin). Content
 * modules import only the inferred types; the unit tests parse the dictionary with these schemas.
 */
import { z } from "zod";
import { iconNames } from "~/base/icon-names";
import { byId, heroCopySchema, sectionCopySchema, servicePageCopySchema } from "../schema";
import { webServiceFacts } from "./facts";

const slug = z.string().regex(/^[a-z0-9-]+$/, "a lower-case slug");
const text = z.string().min(2);

/** One thing a service page offers: a card with an icon, a title and a short description. */
export const offeringSchema = z.object({
  id: slug,
  title: z.string().min(3).max(40),
  description: z.string().min(40).max(200),
  /** Icon key of the registry (app/base/icon-names.ts). */
  icon: z.enum(iconNames),
});
/** What each language says on an offering card; its id and icon are facts. */
export const offeringWordsSchema = offeringSchema.pick({ title: true, description: true });

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

/**
 * Copy of /services/website-development: hero with its jump buttons, two sections, closing band.
 */
export const websiteDevelopmentPageSchema = servicePageCopySchema.extend({
  hero: heroCopySchema.extend({
    /** The hero's buttons jump to the two sections and carry their eyebrows. */
    actions: z.object({ services: text, projects: text }),
  }),
  sections: z.object({ services: sectionCopySchema, projects: sectionCopySchema }),
});

/**
 * The words of ./en.ts and its Hindi twin: each card's, by the id of ./facts.ts, and the page's.
 */
export const webServicesWordsSchema = z.object({
  cards: byId(
    webServiceFacts.map((card) => card.id),
    offeringWordsSchema,
  ),
  websiteDevelopmentPage: websiteDevelopmentPageSchema,
});
export type WebServicesWords = z.infer<typeof webServicesWordsSchema>;

/** What /services/website-development shows: the cards' words joined to their facts. */
export const webServicesCopySchema = z.object({
  /** The twelve cards of /services/website-development, in the order of ./facts.ts. */
  webServices: z.array(offeringSchema),
  websiteDevelopmentPage: websiteDevelopmentPageSchema,
});
export type WebServicesCopy = z.infer<typeof webServicesCopySchema>;
