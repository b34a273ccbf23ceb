/**
 * The dictionary of the shipped files (revision 0), for tests and tools that check what a
 * release ships. The site itself reads the live revision (app/lib/pages/live-content.server.ts);
 * scripts/inline-copy.test.ts keeps this module out of the site's code.
 */
import type { Locale } from "~/base/locale";
import { type Dictionary, shippedContent } from "./content";

export function dictionary(locale: Locale): Dictionary {
  return shippedContent().dictionary(locale);
}
