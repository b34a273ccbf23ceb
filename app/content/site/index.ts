/**
 * The agency: its facts (./facts.json: names, numbers, addresses, hours, reply time) and what each
 * language says about them (./en.json, ./hi.json). The dictionary holds the words as `site` and
 * the facts as `siteFacts`, with what is derived from them: each number's tel: form, the WhatsApp
 * link, the hours as each language reads them.
 */
import { type Phone, phone, whatsAppUrl } from "~/base/format";
import { fill } from "~/base/template";
import { defineTopic } from "../engine/topic";
import { siteEditorSections } from "./editor-sections";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { type SiteFacts, siteFactsSchema, siteWordsSchema } from "./schema";

/** The agency's facts as the site uses them. */
export interface SiteFactsCopy extends Omit<SiteFacts, "phoneMobile" | "phoneDesktop" | "address"> {
  phoneMobile: Phone;
  phoneDesktop: Phone;
  /** WhatsApp chat on the mobile number. */
  chatUrl: string;
  address: SiteFacts["address"] & { country: "IN" };
  /** The domain of the agency's general email address (the default sender's). */
  domain: string;
}

export function siteFactsCopy(facts: SiteFacts): SiteFactsCopy {
  const phoneMobile = phone(facts.phoneMobile);
  return {
    ...facts,
    phoneMobile,
    phoneDesktop: phone(facts.phoneDesktop),
    chatUrl: whatsAppUrl(phoneMobile),
    address: { ...facts.address, country: "IN" },
    domain: facts.emails.hello.slice(facts.emails.hello.indexOf("@") + 1),
  };
}

export const site = defineTopic({
  name: "site",
  title: "The agency",
  description: "Names, phone numbers, emails, address, hours and links: every page shows them.",
  factsSchema: siteFactsSchema,
  wordsSchema: siteWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  editorSections: siteEditorSections,
  join: ({ facts, words, format }) => ({
    site: {
      ...words,
      description: fill(words.description, {
        locality: words.locality,
        foundedYear: facts.foundedYear,
      }),
      officeHours: format.officeHours(facts.hours),
    },
    siteFacts: siteFactsCopy(facts),
  }),
});
