/**
 * What /contact-us shows in one language: the words of en/contact.ts or hi/contact.ts and the
 * studio's details of ./site.ts, its place names as that language writes them (en/site.ts,
 * hi/site.ts). The phones, the chat, the hello address and the office hours come with the
 * layout's site copy (app/lib/site-copy.server.ts).
 */
import type { ContactContent, ContactCopy } from "./contact.schema";
import type { SiteWords } from "./schema";
import { site } from "./site";

export function contactCopy(words: ContactContent, siteWords: SiteWords): ContactCopy {
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
