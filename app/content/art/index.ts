/**
 * The words of the SVG artwork and mock-ups: their accessible names and the words drawn in them.
 */
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import { brandInitials, careerBoardInitials, unreadMessages } from "./facts";
import * as hi from "./hi";
import { type ArtCopy, artWordsSchema } from "./schema";

export const art = defineLegacyTopic({
  schema: artWordsSchema,
  en,
  hi,
  join: (words): { art: ArtCopy } => ({
    art: {
      ...words,
      careerHeroArt: { ...words.careerHeroArt, rowInitials: careerBoardInitials },
      contactHeroArt: {
        ...words.contactHeroArt,
        unread: String(unreadMessages),
        studioInitials: brandInitials,
      },
    },
  }),
});
