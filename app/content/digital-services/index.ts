/** /services/digital-marketing: its six cards, the SEO plans' summary and the page's copy. */
import { defineLegacyTopic, withWords } from "../topic";
import * as en from "./en";
import { digitalServiceFacts } from "./facts";
import * as hi from "./hi";
import { type DigitalServicesCopy, digitalServicesWordsSchema } from "./schema";

export const digitalServices = defineLegacyTopic({
  schema: digitalServicesWordsSchema,
  en,
  hi,
  join: (words): { digitalServices: DigitalServicesCopy } => ({
    digitalServices: {
      digitalServices: withWords(digitalServiceFacts, words.cards),
      digitalMarketingPage: words.digitalMarketingPage,
    },
  }),
});
