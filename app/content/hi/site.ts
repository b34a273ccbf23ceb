/**
 * Hindi twin of ../site.ts (served under /hi): the same brand facts — names, domain, phones,
 * emails, links, social handles, hours — spread from the English module, with only the words in
 * Hindi: the tagline, the description, the chat label, the office hours and the place names.
 * The English module's `placeholders` list already covers every invented fact here.
 */

import type { SiteConfig } from "../schema";
import * as en from "../site";

const { foundedYear, address } = en.site;

export const site = {
  ...en.site,
  tagline: "अपनी डिजिटल क्षमता को पहचानें",
  description: `बढ़ते भारतीय बिज़नेस के लिए वेबसाइट, मोबाइल ऐप, ग्राफ़िक डिज़ाइन और डिजिटल मार्केटिंग — ${foundedYear} से ${address.hindi.locality} के स्टूडियो से, नए डेवलपरों के लिए इंटर्नशिप के साथ।`,
  chat: { ...en.site.chat, label: "WhatsApp पर चैट करें" },
  officeHours: en.site.officeHoursHindi,
  address: { ...address, locality: address.hindi.locality, region: address.hindi.region },
} as const satisfies SiteConfig;
