import { describe, expect, it } from "vitest";
import type { Locale } from "~/base/locale";
import { fill } from "~/base/template";
import { digitalServicesCopySchema } from "../digital-services/schema";
import { dictionary } from "../shipped";
import { appsCopySchema } from "../work/schema";
import { appServicesCopySchema } from "./schema";

const locales: Locale[] = ["en", "hi"];
const en = dictionary("en");
const hi = dictionary("hi");

describe("app development content", () => {
  it("has service cards and a Why Choose Us list, valid in both languages", () => {
    for (const locale of locales) {
      const copy = appServicesCopySchema.parse(dictionary(locale).appServices);
      expect(copy.appWhyChooseUs.length, locale).toBeGreaterThanOrEqual(4);
    }
  });

  it("has notable apps, valid in both languages", () => {
    for (const locale of locales) appsCopySchema.parse(dictionary(locale).apps);
  });

  it("keeps the ids and icons of the lists, and the apps' platforms and screens, in both languages", () => {
    const facts = (locale: Locale) => {
      const { appServices, apps } = dictionary(locale);
      return {
        cards: appServices.appServices.map((c) => [c.id, c.icon]),
        reasons: appServices.appWhyChooseUs.map((r) => r.id),
        apps: apps.notableApps.map((a) => [a.id, a.platforms, a.screen]),
      };
    };
    expect(facts("hi")).toEqual(facts("en"));
  });

  it("names Android and iOS the same in both languages, and the web admin panel in each", () => {
    const { platforms } = hi.apps.notableAppCopy;
    expect([platforms.android, platforms.ios]).toEqual(["Android", "iOS"]);
    expect(platforms["web-admin"]).not.toBe(en.apps.notableAppCopy.platforms["web-admin"]);
  });
});

describe("digital marketing content", () => {
  it("has the six services: SEO, SMO, pay-per-click, content, email, analytics", () => {
    for (const locale of locales) {
      digitalServicesCopySchema.parse(dictionary(locale).digitalServices);
    }
    const titles = en.digitalServices.digitalServices.map((s) => s.title.toLowerCase()).join(" | ");
    for (const word of [
      "search engine",
      "social media",
      "pay-per-click",
      "content",
      "email",
      "analytics",
    ]) {
      expect(titles).toContain(word);
    }
    const facts = (locale: Locale) =>
      dictionary(locale).digitalServices.digitalServices.map((c) => [c.id, c.icon]);
    expect(facts("hi")).toEqual(facts("en"));
  });
});

describe("app development and digital marketing page copy", () => {
  it("counts the apps and the services it names from the lists", () => {
    expect(en.appServices.appDevelopmentPage.sections.projects.intro).toMatch(/^Two apps /);
    expect(en.digitalServices.digitalMarketingPage.sections.services.intro).toMatch(/^Six ways /);
    expect(hi.appServices.appDevelopmentPage.sections.projects.intro).toMatch(/दो ऐप/);
    expect(hi.digitalServices.digitalMarketingPage.sections.services.intro).toMatch(/^छह तरीके/);
  });

  it("says a plan's counts in one line, each count unbroken", () => {
    const plan = { keywords: 25, backlinks: 50, landingPages: 5 };
    expect(fill(en.digitalServices.digitalMarketingPage.planCounts, plan)).toBe(
      "25\u00a0keywords · 50\u00a0backlinks · 5\u00a0landing\u00a0pages",
    );
    expect(fill(hi.digitalServices.digitalMarketingPage.planCounts, plan)).toBe(
      "25\u00a0कीवर्ड · 50\u00a0बैकलिंक · 5\u00a0लैंडिंग\u00a0पेज",
    );
  });

  it("links both languages' Compare SEO plans to the same section of /pricing", () => {
    expect(en.digitalServices.digitalMarketingPage.comparePlans.to).toBe(
      "/pricing#digital-marketing",
    );
    expect(hi.digitalServices.digitalMarketingPage.comparePlans.to).toBe(
      en.digitalServices.digitalMarketingPage.comparePlans.to,
    );
  });
});
