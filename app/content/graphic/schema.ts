/**
 * Schemas of /services/graphic-designing: service cards, design samples and flex boards
 * (app/content/en/graphic.ts and its Hindi twin; their artwork is in ./graphic.ts).
 */
import { z } from "zod";
import { contactBandSchema, heroCopySchema, pageCopySchema, sectionCopySchema } from "../schema";
import { browserArtSchema, offeringSchema } from "../web-services/schema";

const slug = z.string().regex(/^[a-z0-9-]+$/);
const hue = z.enum(["indigo", "violet", "teal", "orange", "rose", "sky", "emerald", "amber"]);

/** A poster-style social media post (app/components/art/services-poster-mock.tsx). */
export const posterArtSchema = z.object({
  kind: z.literal("poster"),
  hue,
  motif: z.enum(["circles", "waves", "burst", "grid", "arch"]),
  /** Big words on the post, at most 18 characters a line. */
  lines: z.array(z.string().min(1).max(18)).min(1).max(3),
  /** Small line at the bottom (offer, date, handle). */
  footer: z.string().max(28),
});

/** A UI/UX design sample: a phone screen or a website screen. */
export const screenArtSchema = z.union([
  z.object({
    kind: z.literal("phone"),
    screen: z.enum(["ludo", "colour", "food", "fitness", "bank"]),
  }),
  z.object({ kind: z.literal("browser"), browser: browserArtSchema }),
]);

/** Graphic item (docs/requirements.md): id, graphicTitle, graphicImage, graphicImageAlt. */
export const graphicItemSchema = z.object({
  id: slug,
  graphicTitle: z.string().min(3).max(40),
  graphicImage: z.union([posterArtSchema, screenArtSchema]),
  graphicImageAlt: z.string().min(20),
});
export type GraphicItem = z.infer<typeof graphicItemSchema>;

/** A wide printed flex board. */
export const flexBoardSchema = z.object({
  id: slug,
  title: z.string().min(3),
  school: z.string().min(3).max(32),
  headline: z.string().min(3).max(24),
  points: z.array(z.string().max(24)).min(2).max(4),
  hue,
  alt: z.string().min(30),
});
export type FlexBoard = z.infer<typeof flexBoardSchema>;

/** Copy of /services/graphic-designing: its sections and the closing contact band. */
export const graphicDesigningPageSchema = pageCopySchema.extend({
  hero: heroCopySchema.omit({ actions: true }),
  sections: z.object({
    services: sectionCopySchema,
    socialPosts: sectionCopySchema,
    uiUx: sectionCopySchema,
    flexBoards: sectionCopySchema,
  }),
  contact: contactBandSchema,
});

/** Everything app/content/en/graphic.ts and its Hindi twin export, in the orders of ./graphic.ts. */
export const graphicCopySchema = z.object({
  graphicServices: z.array(offeringSchema),
  socialPosts: z.array(graphicItemSchema),
  uiUxItems: z.array(graphicItemSchema),
  flexBoards: z.array(flexBoardSchema),
  graphicDesigningPage: graphicDesigningPageSchema,
});
export type GraphicCopy = z.infer<typeof graphicCopySchema>;

/** What each language says on a sample post: its title, the words drawn on it and its alt text. */
export type PosterWords = Pick<GraphicItem, "graphicTitle" | "graphicImageAlt"> &
  Pick<z.infer<typeof posterArtSchema>, "lines" | "footer">;
/** What each language says about a UI/UX sample; its artwork is a fact. */
export type ScreenWords = Pick<GraphicItem, "graphicTitle" | "graphicImageAlt">;

export { offeringSchema };
