/**
 * Schemas of /services/graphic-designing: service cards, design samples and flex boards, their
 * words (./en.ts and its Hindi twin) and what the page shows (the words joined to ./facts.ts).
 */
import { z } from "zod";
import {
  byId,
  contactBandSchema,
  heroCopySchema,
  pageCopySchema,
  sectionCopySchema,
} from "../schema";
import { browserArtSchema, offeringSchema, offeringWordsSchema } from "../web-services/schema";
import { flexBoardFacts, graphicServiceFacts, socialPostFacts, uiUxFacts } from "./facts";

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

/** What each language says on a sample post: its title, the words drawn on it and its alt text. */
const posterWordsSchema = graphicItemSchema
  .pick({ graphicTitle: true, graphicImageAlt: true })
  .extend(posterArtSchema.pick({ lines: true, footer: true }).shape);
/** What each language says about a UI/UX sample; its artwork is a fact. */
const screenWordsSchema = graphicItemSchema.pick({ graphicTitle: true, graphicImageAlt: true });
/** What each language says on a flex board; the school and the colour are facts. */
const flexBoardWordsSchema = flexBoardSchema.pick({
  title: true,
  headline: true,
  points: true,
  alt: true,
});

/** The words of ./en.ts and its Hindi twin, each by the id of its fact in ./facts.ts. */
export const graphicWordsSchema = z.object({
  cards: byId(
    graphicServiceFacts.map((card) => card.id),
    offeringWordsSchema,
  ),
  posts: byId(
    socialPostFacts.map((post) => post.id),
    posterWordsSchema,
  ),
  screens: byId(
    uiUxFacts.map((item) => item.id),
    screenWordsSchema,
  ),
  boards: byId(
    flexBoardFacts.map((board) => board.id),
    flexBoardWordsSchema,
  ),
  graphicDesigningPage: graphicDesigningPageSchema,
});
export type GraphicWords = z.infer<typeof graphicWordsSchema>;

/** What the page shows, in the orders of ./facts.ts. */
export const graphicCopySchema = z.object({
  graphicServices: z.array(offeringSchema),
  socialPosts: z.array(graphicItemSchema),
  uiUxItems: z.array(graphicItemSchema),
  flexBoards: z.array(flexBoardSchema),
  graphicDesigningPage: graphicDesigningPageSchema,
});
export type GraphicCopy = z.infer<typeof graphicCopySchema>;
