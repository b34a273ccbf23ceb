/**
 * Every content module in both languages: each parses with its schema (the compiler already
 * holds both to the schema's type; the schema adds lengths and formats), and the Hindi module
 * has every entry of the English, translated (app/content/twins.ts).
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { locales } from "~/base/locale";
import { aboutContentSchema } from "./about.schema";
import { appServicesCopySchema } from "./app-services.schema";
import { appsCopySchema } from "./apps.schema";
import { artCopySchema } from "./art.schema";
import { blogWordsSchema } from "./blog.schema";
import { careersWordsSchema } from "./careers.schema";
import { carouselCopySchema, promoCopySchema, themeCopySchema } from "./chrome.schema";
import { contactContentSchema } from "./contact.schema";
import { dictionary } from "./dictionary.server";
import { digitalServicesCopySchema } from "./digital-services.schema";
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
import { formsCopySchema } from "./forms.schema";
import { graphicCopySchema } from "./graphic.schema";
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
import { homeWordsSchema } from "./home.schema";
import { internshipWordsSchema } from "./internship.schema";
import { navigationCopySchema } from "./navigation.schema";
import { pagesCopySchema } from "./pages.schema";
import { policiesCopySchema } from "./policies.schema";
import { pricingWordsSchema } from "./pricing.schema";
import { projectsCopySchema } from "./projects.schema";
import { siteWordsSchema } from "./schema";
import { sectionsCopySchema } from "./sections.schema";
import { servicesCopySchema } from "./services.schema";
import { structuredDataCopySchema } from "./structured-data.schema";
import { uiCopySchema } from "./ui.schema";
import { webServicesCopySchema } from "./web-services.schema";

interface Twin {
  schema: z.ZodType;
  en: unknown;
  hi: unknown;
  /** English words a Hindi page keeps as they are (names, product words). */
  sameInBoth?: string[];
}

/** A module's exports without its `placeholders` list, which is not copy. */
function words<M extends object>(module: M): Omit<M, "placeholders"> {
  const { placeholders: _, ...rest } = module as M & { placeholders?: unknown };
  return rest;
}

/** Each module: its schema and its two languages (the module's exports, without `placeholders`). */
const modules: Record<string, Twin> = {
  about: {
    schema: aboutContentSchema,
    en: aboutEn.about,
    hi: aboutHi.about,
    // People's names.
    sameInBoth: [aboutEn.about.managingDirector, ...aboutEn.about.seniorStaff].map((p) => p.name),
  },
  appServices: { schema: appServicesCopySchema, en: appServicesEn, hi: appServicesHi },
  apps: {
    schema: appsCopySchema,
    en: words(appsEn),
    hi: words(appsHi),
    sameInBoth: Object.values(appsEn.notableAppCopy.platforms),
  },
  blog: { schema: blogWordsSchema, en: blogEn, hi: blogHi },
  careers: {
    schema: careersWordsSchema,
    en: careersEn,
    hi: careersHi,
    // The tools a role asks for are product names.
    sameInBoth: Object.values(careersEn.careerRoles).flatMap((role) => role.tools),
  },
  contact: { schema: contactContentSchema, en: contactEn.contact, hi: contactHi.contact },
  digitalServices: {
    schema: digitalServicesCopySchema,
    en: digitalServicesEn,
    hi: digitalServicesHi,
  },
  graphic: {
    schema: graphicCopySchema,
    en: graphicEn,
    hi: graphicHi,
    // The schools' names on their flex boards.
    sameInBoth: graphicEn.flexBoards.map((board) => board.school),
  },
  home: {
    schema: homeWordsSchema,
    en: words(homeEn),
    hi: words(homeHi),
    // The Hindi glossary (docs/hindi-glossary.md) writes SEO in Latin letters, as Indian readers do.
    sameInBoth: ["SEO"],
  },
  internship: { schema: internshipWordsSchema, en: internshipEn, hi: internshipHi },
  policies: { schema: policiesCopySchema, en: policiesEn, hi: policiesHi },
  projects: { schema: projectsCopySchema, en: projectsEn, hi: projectsHi },
  webServices: { schema: webServicesCopySchema, en: webServicesEn, hi: webServicesHi },
  art: {
    schema: artCopySchema,
    en: artEn,
    hi: artHi,
    // Role initials drawn on the careers board and the brand's initials: Latin in both.
    sameInBoth: [...artEn.careerHeroArt.rowInitials, artEn.contactHeroArt.studioInitials],
  },
  carousel: { schema: carouselCopySchema, en: carouselEn, hi: carouselHi },
  forms: { schema: formsCopySchema, en: formsEn, hi: formsHi },
  navigation: {
    schema: navigationCopySchema,
    en: navigationEn.navigation,
    hi: navigationHi.navigation,
  },
  pages: { schema: pagesCopySchema, en: pagesEn.pagesCopy, hi: pagesHi.pagesCopy },
  pricing: {
    schema: pricingWordsSchema,
    en: pricingEn.pricingWords,
    hi: pricingHi.pricingWords,
    sameInBoth: ["UI/UX Design"],
  },
  promo: { schema: promoCopySchema, en: promoEn, hi: promoHi },
  sections: { schema: sectionsCopySchema, en: sectionsEn, hi: sectionsHi },
  services: { schema: servicesCopySchema, en: servicesEn, hi: servicesHi },
  site: { schema: siteWordsSchema, en: siteEn.siteWords, hi: siteHi.siteWords },
  structuredData: { schema: structuredDataCopySchema, en: structuredDataEn, hi: structuredDataHi },
  theme: { schema: themeCopySchema, en: themeEn, hi: themeHi },
  ui: { schema: uiCopySchema, en: uiEn.ui, hi: uiHi.ui, sameInBoth: ["WhatsApp"] },
};

describe.each(Object.entries(modules))("content module %s", (_name, twin) => {
  it("parses with its schema in both languages", () => {
    expect(() => twin.schema.parse(twin.en)).not.toThrow();
    expect(() => twin.schema.parse(twin.hi)).not.toThrow();
  });

  it("has every entry of the English in Hindi, translated", async () => {
    const { compareTwins } = await import("./twins");
    expect(compareTwins(twin.en, twin.hi, twin.sameInBoth)).toEqual([]);
  });
});

describe("the dictionary", () => {
  it("has the same modules in every language", () => {
    const [first, ...rest] = locales.map((locale) => Object.keys(dictionary(locale)).sort());
    for (const keys of rest) expect(keys).toEqual(first);
  });

  it("lists every module in this test", () => {
    const tested = new Set(Object.keys(modules));
    const untested = Object.keys(dictionary("en")).filter((name) => !tested.has(name));
    expect(untested).toEqual([]);
  });

  it("quotes the same prices in both languages' page descriptions", () => {
    const prices = (text: string) => text.match(/₹\d+(?:,\d+)*/g) ?? [];
    const en = dictionary("en").pages.pages;
    const hi = dictionary("hi").pages.pages;
    for (const path of Object.keys(en) as (keyof typeof en)[])
      expect(prices(hi[path].description), path).toEqual(prices(en[path].description));
  });
});
