/** Schema of the website projects' words and /work's copy (app/content/en/projects.ts and its Hindi twin). */
import { z } from "zod";
import { templateSchema } from "./schema";
import {
  callToActionSchema,
  heroCopySchema,
  pageCopySchema,
  sectionCopySchema,
} from "./sections.schema";
import { type WebsiteProject, websiteProjectSchema } from "./web-services.schema";

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

/** Everything app/content/en/projects.ts and its Hindi twin export. */
export const projectsCopySchema = z.object({
  /** The eleven website demos, in the order of ./projects.ts. */
  websiteProjects: z.array(websiteProjectSchema),
  /** The link of a website project card to its live demo. */
  projectCardCopy: z.object({ view: text, viewLabel: templateSchema("title") }),
  workPage: workPageSchema,
});
export type ProjectsCopy = z.infer<typeof projectsCopySchema>;

/** What each language says about a website project; its id, artwork and link are facts. */
export type WebsiteProjectWords = Pick<
  WebsiteProject,
  "webTitle" | "webImageAlt" | "webDescription"
>;
