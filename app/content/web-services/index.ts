/** /services/website-development: its twelve cards and the page's copy. */
import { defineLegacyTopic, withWords } from "../topic";
import * as en from "./en";
import { webServiceFacts } from "./facts";
import * as hi from "./hi";
import { type WebServicesCopy, webServicesWordsSchema } from "./schema";

export const webServices = defineLegacyTopic({
  schema: webServicesWordsSchema,
  en,
  hi,
  join: (words): { webServices: WebServicesCopy } => ({
    webServices: {
      webServices: withWords(webServiceFacts, words.cards),
      websiteDevelopmentPage: words.websiteDevelopmentPage,
    },
  }),
});
