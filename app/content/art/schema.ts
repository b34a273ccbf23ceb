/**
 * zod schema of the words of the SVG artwork and mock-ups (app/content/art/en.ts and its Hindi
 * twin): their accessible names and the words drawn in them.
 */
import { z } from "zod";
import { templateSchema } from "../schema";

const text = z.string().min(1);

export const artCopySchema = z.object({
  aboutHeroArt: z.object({ label: text, badgeTitle: text, badgeLabel: text }),
  careerHeroArt: z.object({
    label: text,
    /** Initials on the board's three rows: front-end developer, UX designer, project manager. */
    rowInitials: z.array(text).length(3),
    badgeTitle: text,
    badgeLabel: templateSchema("roles"),
  }),
  contactHeroArt: z.object({ label: text, unread: text, studioInitials: text }),
  dashboardArt: z.object({ admin: text, user: text, student: text }),
  /** The two posters of the graphic-design hero (services-hero-art.tsx). */
  posterArt: z.object({
    first: z.object({ lines: z.array(text), footer: text }),
    second: z.object({ lines: z.array(text), footer: text }),
  }),
});
export type ArtCopy = z.infer<typeof artCopySchema>;

/** The words of ./en.ts and its Hindi twin: all but the initials and the count of ./facts.ts. */
export const artWordsSchema = artCopySchema.extend({
  careerHeroArt: artCopySchema.shape.careerHeroArt.omit({ rowInitials: true }),
  contactHeroArt: artCopySchema.shape.contactHeroArt.omit({ unread: true, studioInitials: true }),
});
export type ArtWords = z.infer<typeof artWordsSchema>;
