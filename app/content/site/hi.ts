/**
 * What the Hindi pages say about the agency; the facts themselves are in ./facts.ts. The place
 * names are the address of ./facts.ts as Hindi writes them: change them together.
 */
import { formatters } from "~/base/format";
import { site } from "./facts";
import type { SiteWords } from "./schema";

const locality = "नोएडा";

export const siteWords: SiteWords = {
  tagline: "अपनी डिजिटल संभावनाओं के दरवाज़े खोलें",
  description: `बढ़ते भारतीय बिज़नेस के लिए वेबसाइट, मोबाइल ऐप, ग्राफ़िक डिज़ाइन और डिजिटल मार्केटिंग — ${site.foundedYear} से ${locality} के स्टूडियो से, नए डेवलपरों के लिए इंटर्नशिप के साथ।`,
  chatLabel: "WhatsApp पर चैट करें",
  locality,
  region: "उत्तर प्रदेश",
  country: "भारत",
  officeHours: formatters.hi.officeHours(site.hours),
};
