/** /services/app-development: its eight cards, the Why Choose Us list and the page's copy. */
import { defineLegacyTopic, withWords } from "../topic";
import * as en from "./en";
import { appReasonIds, appServiceFacts } from "./facts";
import * as hi from "./hi";
import { type AppServicesCopy, appServicesWordsSchema } from "./schema";

export const appServices = defineLegacyTopic({
  schema: appServicesWordsSchema,
  en,
  hi,
  join: (words): { appServices: AppServicesCopy } => ({
    appServices: {
      appServices: withWords(appServiceFacts, words.cards),
      appWhyChooseUs: appReasonIds.map((id) => ({ id, ...words.reasons[id] })),
      appDevelopmentPage: words.appDevelopmentPage,
    },
  }),
});
