/** The words of the SVG artwork and mock-ups: their accessible names and the words drawn in them. */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { artCopySchema } from "./schema";

export const art = defineTopic({
  schema: artCopySchema,
  en,
  hi,
  join: (words) => ({ art: words }),
  // Role initials drawn on the careers board and the brand's initials: Latin in both.
  sameInBoth: [...en.careerHeroArt.rowInitials, en.contactHeroArt.studioInitials],
});
