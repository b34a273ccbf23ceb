/**
 * The copy of the whole site, per language: the one place that picks a language's modules.
 * Route loaders (app/lib/page.server.ts, app/root.tsx) and the server read it; components never
 * do, they receive their copy as props or from the root's site copy (app/lib/site-copy.ts), so
 * a page's HTML, JavaScript and data carry its own language only
 * (docs/decisions/0014-copy-per-language.md).
 *
 * Each module has one type, inferred from its zod schema, which the English and the Hindi
 * module must both satisfy: a missing or misshapen translation does not compile.
 */
import type { Locale } from "~/lib/locale";
import type { AboutContent } from "./about.schema";
import type { ArtCopy } from "./art.schema";
import type { CareersCopy } from "./careers.schema";
import { careersCopy } from "./careers-copy";
import type { CarouselCopy, PromoCopy, ThemeSwitchCopy } from "./chrome.schema";
import type { ContactCopy } from "./contact.schema";
import { contactCopy } from "./contact-copy";
import * as aboutEn from "./en/about";
import * as artEn from "./en/art";
import * as careersEn from "./en/careers";
import * as carouselEn from "./en/carousel";
import * as contactEn from "./en/contact";
import * as formsEn from "./en/forms";
import * as internshipEn from "./en/internship";
import * as navigationEn from "./en/navigation";
import * as pagesEn from "./en/pages";
import * as policiesEn from "./en/policies";
import * as pricingEn from "./en/pricing";
import * as promoEn from "./en/promo";
import * as sectionsEn from "./en/sections";
import * as servicesEn from "./en/services";
import * as siteEn from "./en/site";
import * as structuredDataEn from "./en/structured-data";
import * as themeEn from "./en/theme";
import * as uiEn from "./en/ui";
import { formatters } from "./format";
import type { FormsCopy } from "./forms.schema";
import * as aboutHi from "./hi/about";
import * as artHi from "./hi/art";
import * as careersHi from "./hi/careers";
import * as carouselHi from "./hi/carousel";
import * as contactHi from "./hi/contact";
import * as formsHi from "./hi/forms";
import * as internshipHi from "./hi/internship";
import * as navigationHi from "./hi/navigation";
import * as pagesHi from "./hi/pages";
import * as policiesHi from "./hi/policies";
import * as pricingHi from "./hi/pricing";
import * as promoHi from "./hi/promo";
import * as sectionsHi from "./hi/sections";
import * as servicesHi from "./hi/services";
import * as siteHi from "./hi/site";
import * as structuredDataHi from "./hi/structured-data";
import * as themeHi from "./hi/theme";
import * as uiHi from "./hi/ui";
import type { InternshipCopy } from "./internship.schema";
import { internshipCopy } from "./internship-copy";
import type { NavigationCopy } from "./navigation.schema";
import type { PagesCopy } from "./pages.schema";
import type { PoliciesCopy } from "./policies.schema";
import { pricingCopy } from "./pricing";
import type { PricingCopy } from "./pricing.schema";
import type { SiteWords } from "./schema";
import type { SectionsCopy } from "./sections.schema";
import type { ServicesCopy } from "./services.schema";
import type { StructuredDataCopy } from "./structured-data.schema";
import type { UiCopy } from "./ui.schema";

export interface Dictionary {
  about: AboutContent;
  art: ArtCopy;
  careers: CareersCopy;
  carousel: CarouselCopy;
  contact: ContactCopy;
  forms: FormsCopy;
  internship: InternshipCopy;
  navigation: NavigationCopy;
  pages: PagesCopy;
  policies: PoliciesCopy;
  pricing: PricingCopy;
  promo: PromoCopy;
  sections: SectionsCopy;
  services: ServicesCopy;
  site: SiteWords;
  structuredData: StructuredDataCopy;
  theme: ThemeSwitchCopy;
  ui: UiCopy;
}

const dictionaries: Record<Locale, Dictionary> = {
  en: {
    about: aboutEn.about,
    art: artEn,
    careers: careersCopy(careersEn, formatters.en),
    carousel: carouselEn.carouselCopy,
    contact: contactCopy(contactEn.contact, siteEn.siteWords),
    forms: formsEn,
    internship: internshipCopy(internshipEn, formatters.en),
    navigation: navigationEn.navigation,
    pages: pagesEn.pagesCopy,
    policies: policiesEn,
    pricing: pricingCopy(pricingEn.pricingWords, formatters.en),
    promo: promoEn.promo,
    sections: sectionsEn,
    services: servicesEn,
    site: siteEn.siteWords,
    structuredData: structuredDataEn.structuredDataCopy,
    theme: themeEn.themeSwitch,
    ui: uiEn.ui,
  },
  hi: {
    about: aboutHi.about,
    art: artHi,
    careers: careersCopy(careersHi, formatters.hi),
    carousel: carouselHi.carouselCopy,
    contact: contactCopy(contactHi.contact, siteHi.siteWords),
    forms: formsHi,
    internship: internshipCopy(internshipHi, formatters.hi),
    navigation: navigationHi.navigation,
    pages: pagesHi.pagesCopy,
    policies: policiesHi,
    pricing: pricingCopy(pricingHi.pricingWords, formatters.hi),
    promo: promoHi.promo,
    sections: sectionsHi,
    services: servicesHi,
    site: siteHi.siteWords,
    structuredData: structuredDataHi.structuredDataCopy,
    theme: themeHi.themeSwitch,
    ui: uiHi.ui,
  },
};

/** Every module of the content layer in `locale`. */
export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
