/** /aboutUs: the studio's story, mission, vision, team and programmes. */
import { defineLegacyTopic, withWords } from "../topic";
import * as en from "./en";
import { aboutProgrammes } from "./facts";
import * as hi from "./hi";
import { type AboutContent, aboutWordsSchema } from "./schema";

export const about = defineLegacyTopic({
  schema: aboutWordsSchema,
  en: en.about,
  hi: hi.about,
  join: (words): { about: AboutContent } => ({
    about: { ...words, programmes: withWords(aboutProgrammes, words.programmes) },
  }),
});
