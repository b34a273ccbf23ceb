/**
 * Schemas of the agency's work: the website projects' and notable apps' words and /work's copy
 * (./en.ts and its Hindi twin).
 */
import { z } from "zod";
import {
  byId,
  callToActionSchema,
  heroCopySchema,
  pageCopySchema,
  sectionCopySchema,
  templateSchema,
} from "../schema";
import { websiteProjectSchema } from "../web-services/schema";
import { notableAppFacts, websiteProjectFacts } from "./facts";

const text = z.string().min(2);

/** Copy of /work: hero with its jump buttons, the three portfolio sections, closing band. */
export const workPageSchema = pageCopySchema.extend({
  hero: heroCopySchema.extend({
    /** The hero's buttons jump to the three sections and carry their eyebrows. */
    actions: z.object({ graphic: text, websites: text, apps: text }),
  }),
  sections: z.object({
    graphic: sectionCopySchema,
    websites: sectionCopySchema,
    apps: sectionCopySchema,
  }),
  cta: callToActionSchema,
});

/** What /work and the website development page show of the website demos, in one language. */
export const projectsCopySchema = z.object({
  /** The eleven website demos, in the order of ./facts.ts. */
  websiteProjects: z.array(websiteProjectSchema),
  /** The link of a website project card to its live demo. */
  projectCardCopy: z.object({ view: text, viewLabel: templateSchema("title") }),
  workPage: workPageSchema,
});
export type ProjectsCopy = z.infer<typeof projectsCopySchema>;

/** What each language says about a website project; its id, artwork and link are facts. */
const websiteProjectWordsSchema = websiteProjectSchema.pick({
  webTitle: true,
  webImageAlt: true,
  webDescription: true,
});

/** Where a notable app runs: ids, shown through `notableAppCopy.platforms` in each language. */
export const platformSchema = z.enum(["android", "ios", "web-admin"]);

export const notableAppSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3).max(32),
  category: z.string().min(3).max(40),
  description: z.string().min(60).max(260),
  platforms: z.array(platformSchema).min(1),
  features: z.array(z.string().min(5).max(60)).min(3).max(5),
  /** Screen drawn by app/components/art/work-phone-mock.tsx. */
  screen: z.enum(["ludo", "colour", "food", "fitness", "bank", "campus"]),
  imageAlt: z.string().min(30),
});
/** Labels of a notable app card. */
export const notableAppCopySchema = z.object({
  platformsLabel: z.string().min(2),
  /** The name of each platform, as the card shows it. */
  platforms: z.record(platformSchema, z.string().min(2)),
});

/** What /work and the app development page show of the notable apps, in one language. */
export const appsCopySchema = z.object({
  /** The two notable apps, in the order of ./facts.ts. */
  notableApps: z.array(notableAppSchema),
  notableAppCopy: notableAppCopySchema,
});

export type NotableApp = z.infer<typeof notableAppSchema>;
/** What each language says about a notable app; its id, platforms and screen are facts. */
const notableAppWordsSchema = notableAppSchema.omit({ id: true, platforms: true, screen: true });
export type Platform = z.infer<typeof platformSchema>;
export type NotableAppCopy = z.infer<typeof notableAppCopySchema>;
export type AppsCopy = z.infer<typeof appsCopySchema>;

/** The words of ./en.ts and its Hindi twin: each demo's and app's, by the ids of ./facts.ts. */
export const workWordsSchema = z.object({
  projects: byId(
    websiteProjectFacts.map((project) => project.id),
    websiteProjectWordsSchema,
  ),
  projectCardCopy: projectsCopySchema.shape.projectCardCopy,
  workPage: workPageSchema,
  apps: byId(
    notableAppFacts.map((app) => app.id),
    notableAppWordsSchema,
  ),
  notableAppCopy: notableAppCopySchema,
});
export type WorkWords = z.infer<typeof workWordsSchema>;
