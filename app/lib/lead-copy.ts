/**
 * The lead forms' words in each language (app/content/forms.ts and its Hindi twin), for the
 * browser's checks, the server's schema and summaries, and the server's plain answer pages.
 */

import type { LeadFormCopy } from "~/content/forms";
import * as en from "~/content/forms";
import * as hi from "~/content/hi/forms";
import type { Locale } from "./locale";

const copyByLocale: Record<Locale, LeadFormCopy> = {
  en: en.leadFormCopy,
  hi: hi.leadFormCopy,
};

export function leadFormCopyFor(locale: Locale): LeadFormCopy {
  return copyByLocale[locale];
}
