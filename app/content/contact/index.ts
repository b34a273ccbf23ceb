/**
 * What /contact-us shows in one language: the words of ./en.ts or ./hi.ts and the studio's details
 * of ../site/facts.ts, its place names as that language writes them (../site/en.ts, ../site/hi.ts).
 * The phones, the chat, the hello address and the office hours come with the layout's site copy
 * (app/lib/pages/site-copy.server.ts).
 */

import { site, siteWordsEn, siteWordsHi } from "../site/facts";
import type { SiteWords } from "../site/schema";
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import type { ContactContent, ContactCopy } from "./schema";
import { contactContentSchema } from "./schema";

function contactCopy(words: ContactContent, siteWords: SiteWords): ContactCopy {
  return {
    contact: words,
    studio: {
      legalName: site.legalName,
      careersEmail: site.emails.careers,
      address: {
        locality: siteWords.locality,
        region: siteWords.region,
        postalCode: site.address.postalCode,
      },
    },
  };
}

export const contact = defineLegacyTopic({
  schema: contactContentSchema,
  en: en.contact,
  hi: hi.contact,
  join: (words, _format, locale) => ({
    contact: contactCopy(words, locale === "en" ? siteWordsEn : siteWordsHi),
  }),
});
