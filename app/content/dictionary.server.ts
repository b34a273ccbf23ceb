/**
 * The copy of the whole site, per language: the one place that picks a language's modules.
 * Route loaders (app/lib/page.server.ts, app/lib/site-copy.server.ts) and the server read it;
 * components never do, they receive their copy as props, from the root's site copy
 * (app/lib/site-copy.ts) or, for the dialogs any page can open, from the prerendered
 * /site-dialogs.json (app/routes/site-dialogs.ts), so a page's HTML, JavaScript and data carry its
 * own language only (docs/decisions/0014-copy-per-language.md).
 *
 * Each module has one type, inferred from its zod schema, which the English and the Hindi
 * module must both satisfy: a missing or misshapen translation does not compile. Where a module
 * joins its words to facts (prices, programmes, roles…), the join runs here, once per language.
 */

import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import type { AboutContent } from "./about.schema";
import type { AppServicesCopy } from "./app-services.schema";
import type { AppsCopy } from "./apps.schema";
import type { ArtCopy } from "./art.schema";
import type { BlogCopy } from "./blog.schema";
import { blogCopy } from "./blog-copy";
import type { CareersCopy } from "./careers.schema";
import { careersCopy } from "./careers-copy";
import type { CarouselCopy, PromoCopy, ThemeSwitchCopy } from "./chrome.schema";
import type { ContactCopy } from "./contact.schema";
import { contactCopy } from "./contact-copy";
import type { DigitalServicesCopy } from "./digital-services.schema";
import * as aboutEn from "./en/about";
import * as appServicesEn from "./en/app-services";
import * as appsEn from "./en/apps";
import * as artEn from "./en/art";
import * as blogEn from "./en/blog";
import * as careersEn from "./en/careers";
import * as carouselEn from "./en/carousel";
import * as contactEn from "./en/contact";
import * as digitalServicesEn from "./en/digital-services";
import * as formsEn from "./en/forms";
import * as graphicEn from "./en/graphic";
import * as homeEn from "./en/home";
import * as internshipEn from "./en/internship";
import * as navigationEn from "./en/navigation";
import * as pagesEn from "./en/pages";
import * as policiesEn from "./en/policies";
import * as pricingEn from "./en/pricing";
import * as projectsEn from "./en/projects";
import * as promoEn from "./en/promo";
import * as sectionsEn from "./en/sections";
import * as servicesEn from "./en/services";
import * as siteEn from "./en/site";
import * as structuredDataEn from "./en/structured-data";
import * as themeEn from "./en/theme";
import * as uiEn from "./en/ui";
import * as webServicesEn from "./en/web-services";
import type { FormsCopy } from "./forms.schema";
import type { GraphicCopy } from "./graphic.schema";
import * as aboutHi from "./hi/about";
import * as appServicesHi from "./hi/app-services";
import * as appsHi from "./hi/apps";
import * as artHi from "./hi/art";
import * as blogHi from "./hi/blog";
import * as careersHi from "./hi/careers";
import * as carouselHi from "./hi/carousel";
import * as contactHi from "./hi/contact";
import * as digitalServicesHi from "./hi/digital-services";
import * as formsHi from "./hi/forms";
import * as graphicHi from "./hi/graphic";
import * as homeHi from "./hi/home";
import * as internshipHi from "./hi/internship";
import * as navigationHi from "./hi/navigation";
import * as pagesHi from "./hi/pages";
import * as policiesHi from "./hi/policies";
import * as pricingHi from "./hi/pricing";
import * as projectsHi from "./hi/projects";
import * as promoHi from "./hi/promo";
import * as sectionsHi from "./hi/sections";
import * as servicesHi from "./hi/services";
import * as siteHi from "./hi/site";
import * as structuredDataHi from "./hi/structured-data";
import * as themeHi from "./hi/theme";
import * as uiHi from "./hi/ui";
import * as webServicesHi from "./hi/web-services";
import type { HomeCopy } from "./home.schema";
import { homeCopy } from "./home-copy";
import type { InternshipCopy } from "./internship.schema";
import { internshipCopy } from "./internship-copy";
import type { NavigationCopy } from "./navigation.schema";
import type { PagesCopy } from "./pages.schema";
import type { PoliciesCopy } from "./policies.schema";
import type { PricingCopy } from "./pricing.schema";
import { pricingCopy } from "./pricing-copy";
import type { ProjectsCopy } from "./projects.schema";
import type { SiteWords } from "./schema";
import type { SectionsCopy } from "./sections.schema";
import type { ServicesCopy } from "./services.schema";
import type { StructuredDataCopy } from "./structured-data.schema";
import type { UiCopy } from "./ui.schema";
import type { WebServicesCopy } from "./web-services.schema";

export interface Dictionary {
  about: AboutContent;
  appServices: AppServicesCopy;
  apps: AppsCopy;
  art: ArtCopy;
  blog: BlogCopy;
  careers: CareersCopy;
  carousel: CarouselCopy;
  contact: ContactCopy;
  digitalServices: DigitalServicesCopy;
  forms: FormsCopy;
  graphic: GraphicCopy;
  home: HomeCopy;
  internship: InternshipCopy;
  navigation: NavigationCopy;
  pages: PagesCopy;
  policies: PoliciesCopy;
  pricing: PricingCopy;
  projects: ProjectsCopy;
  promo: PromoCopy;
  sections: SectionsCopy;
  services: ServicesCopy;
  site: SiteWords;
  structuredData: StructuredDataCopy;
  theme: ThemeSwitchCopy;
  ui: UiCopy;
  webServices: WebServicesCopy;
}

const dictionaries: Record<Locale, Dictionary> = {
  en: {
    about: aboutEn.about,
    appServices: appServicesEn,
    apps: { notableApps: appsEn.notableApps, notableAppCopy: appsEn.notableAppCopy },
    art: artEn,
    blog: blogCopy(blogEn),
    careers: careersCopy(careersEn, formatters.en),
    carousel: carouselEn.carouselCopy,
    contact: contactCopy(contactEn.contact, siteEn.siteWords),
    digitalServices: digitalServicesEn,
    forms: formsEn,
    graphic: graphicEn,
    home: homeCopy(homeEn),
    internship: internshipCopy(internshipEn, formatters.en),
    navigation: navigationEn.navigation,
    pages: pagesEn.pagesCopy,
    policies: policiesEn,
    pricing: pricingCopy(pricingEn.pricingWords, formatters.en),
    projects: projectsEn,
    promo: promoEn.promo,
    sections: sectionsEn,
    services: servicesEn,
    site: siteEn.siteWords,
    structuredData: structuredDataEn.structuredDataCopy,
    theme: themeEn.themeSwitch,
    ui: uiEn.ui,
    webServices: webServicesEn,
  },
  hi: {
    about: aboutHi.about,
    appServices: appServicesHi,
    apps: { notableApps: appsHi.notableApps, notableAppCopy: appsHi.notableAppCopy },
    art: artHi,
    blog: blogCopy(blogHi),
    careers: careersCopy(careersHi, formatters.hi),
    carousel: carouselHi.carouselCopy,
    contact: contactCopy(contactHi.contact, siteHi.siteWords),
    digitalServices: digitalServicesHi,
    forms: formsHi,
    graphic: graphicHi,
    home: homeCopy(homeHi),
    internship: internshipCopy(internshipHi, formatters.hi),
    navigation: navigationHi.navigation,
    pages: pagesHi.pagesCopy,
    policies: policiesHi,
    pricing: pricingCopy(pricingHi.pricingWords, formatters.hi),
    projects: projectsHi,
    promo: promoHi.promo,
    sections: sectionsHi,
    services: servicesHi,
    site: siteHi.siteWords,
    structuredData: structuredDataHi.structuredDataCopy,
    theme: themeHi.themeSwitch,
    ui: uiHi.ui,
    webServices: webServicesHi,
  },
};

/** Every module of the content layer in `locale`. */
export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
