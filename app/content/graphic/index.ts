/**
 * /services/graphic-designing: its four cards, the social media posts, the UI/UX samples, the
 * school flex boards and the page's copy (/work shows some of the samples too).
 */
import { defineLegacyTopic, withWords } from "../topic";
import * as en from "./en";
import { flexBoardFacts, graphicServiceFacts, socialPostFacts, uiUxFacts } from "./facts";
import * as hi from "./hi";
import { type GraphicCopy, graphicWordsSchema } from "./schema";

export const graphic = defineLegacyTopic({
  schema: graphicWordsSchema,
  en,
  hi,
  join: (words): { graphic: GraphicCopy } => ({
    graphic: {
      graphicServices: withWords(graphicServiceFacts, words.cards),
      // A post's words are drawn on it: they go into its artwork.
      socialPosts: socialPostFacts.map(({ id, hue, motif }) => {
        const { graphicTitle, lines, footer, graphicImageAlt } = words.posts[id];
        return {
          id,
          graphicTitle,
          graphicImage: { kind: "poster", hue, motif, lines, footer },
          graphicImageAlt,
        };
      }),
      uiUxItems: withWords(uiUxFacts, words.screens),
      flexBoards: withWords(flexBoardFacts, words.boards),
      graphicDesigningPage: words.graphicDesigningPage,
    },
  }),
});
