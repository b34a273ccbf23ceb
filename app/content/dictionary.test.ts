/**
 * Every content module in both languages: each parses with its schema (the compiler already
 * holds both to the schema's type; the schema adds lengths and formats), and the Hindi module
 * has every entry of the English, translated (app/content/twins.ts).
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { locales } from "~/lib/locale";
import { artCopySchema } from "./art.schema";
import { carouselCopySchema, promoCopySchema, themeCopySchema } from "./chrome.schema";
import { dictionary } from "./dictionary.server";
import * as artEn from "./en/art";
import * as carouselEn from "./en/carousel";
import * as formsEn from "./en/forms";
import * as navigationEn from "./en/navigation";
import * as pagesEn from "./en/pages";
import * as pricingEn from "./en/pricing";
import * as promoEn from "./en/promo";
import * as sectionsEn from "./en/sections";
import * as servicesEn from "./en/services";
import * as siteEn from "./en/site";
import * as structuredDataEn from "./en/structured-data";
import * as themeEn from "./en/theme";
import * as uiEn from "./en/ui";
import { formsCopySchema } from "./forms.schema";
import * as artHi from "./hi/art";
import * as carouselHi from "./hi/carousel";
import * as formsHi from "./hi/forms";
import * as navigationHi from "./hi/navigation";
import * as pagesHi from "./hi/pages";
import * as pricingHi from "./hi/pricing";
import * as promoHi from "./hi/promo";
import * as sectionsHi from "./hi/sections";
import * as servicesHi from "./hi/services";
import * as siteHi from "./hi/site";
import * as structuredDataHi from "./hi/structured-data";
import * as themeHi from "./hi/theme";
import * as uiHi from "./hi/ui";
import { navigationCopySchema } from "./navigation.schema";
import { pagesCopySchema } from "./pages.schema";
import { pricingWordsSchema } from "./pricing.schema";
import { siteWordsSchema } from "./schema";
import { sectionsCopySchema } from "./sections.schema";
import { servicesCopySchema } from "./services.schema";
import { structuredDataCopySchema } from "./structured-data.schema";
import { uiCopySchema } from "./ui.schema";

interface Twin {
  schema: z.ZodType;
  en: unknown;
  hi: unknown;
  /** English words a Hindi page keeps as they are (names, product words). */
  sameInBoth?: string[];
}

const { placeholders: _pricingPlaceholders, ...pricingWordsEn } = pricingEn;

/** Each module: its schema and its two languages (the module's exports, without `placeholders`). */
const modules: Record<string, Twin> = {
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
    en: pricingWordsEn.pricingWords,
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
