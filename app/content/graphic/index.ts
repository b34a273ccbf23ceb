/**
 * /services/graphic-designing: its four cards, the social media posts, the UI/UX samples, the
 * school flex boards and the page's copy (/work shows some of the samples too).
 */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { graphicCopySchema } from "./schema";

export const graphic = defineTopic({
  schema: graphicCopySchema,
  en,
  hi,
  join: (words) => ({ graphic: words }),
  // The schools' names on their flex boards.
  sameInBoth: en.flexBoards.map((board) => board.school),
});
