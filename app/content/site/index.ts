/** What each language says about the agency: the tagline, the description, the place, the hours. */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { siteWordsSchema } from "./schema";

export const site = defineTopic({
  schema: siteWordsSchema,
  en: en.siteWords,
  hi: hi.siteWords,
  join: (words) => ({ site: words }),
});
