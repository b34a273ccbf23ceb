/** What the English pages say about the agency; the facts themselves are in ./facts.ts. */
import { formatters } from "~/base/format";
import { site } from "./facts";
import type { SiteWords } from "./schema";

export const siteWords: SiteWords = {
  tagline: "Unlock Your Digital Potential",
  description: `Websites, mobile apps, graphic design and digital marketing for growing Indian businesses — built by a ${site.address.locality} studio since ${site.foundedYear}, with internships for new developers.`,
  chatLabel: "Chat on WhatsApp",
  locality: site.address.locality,
  region: site.address.region,
  country: "India",
  officeHours: formatters.en.officeHours(site.hours),
};
