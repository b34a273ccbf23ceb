import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Locale } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";
import { phoneScreens, platforms } from "../work/schema";

const locales: Locale[] = ["en", "hi"];
const en = dictionary("en");
const hi = dictionary("hi");
const documents = shippedDocuments();

/** The notable apps as their cards show them. */
const appsCopySchema = z.object({
  notableApps: z.array(
    z.object({
      id: z.string(),
      name: z.string().min(3).max(40),
      category: z.string().min(3).max(40),
      description: z.string().min(60).max(260),
      platforms: z.array(z.enum(platforms)).min(1),
      features: z.array(z.string().min(5).max(60)).min(3).max(5),
      screen: z.enum(phoneScreens),
      imageAlt: z.string().min(30),
    }),
  ),
  notableAppCopy: z.object({
    platformsLabel: z.string().min(2),
    platforms: z.record(z.enum(platforms), z.string().min(2)),
  }),
});

describe("app development content", () => {
  it("shows the cards and the Why Choose Us reasons of the facts, in their order, with their words", () => {
    for (const locale of locales) {
      const { appServices, appWhyChooseUs } = dictionary(locale).appServices;
      expect(appServices.map(({ id, icon }) => ({ id, icon }))).toEqual(
        documents.appServices.facts.appServices,
      );
      expect(appWhyChooseUs.map(({ id }) => ({ id }))).toEqual(documents.appServices.facts.reasons);
      for (const reason of appWhyChooseUs)
        expect(reason).toEqual({
          id: reason.id,
          ...documents.appServices[locale].reasons[reason.id],
        });
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

describe("the app development page's rule", () => {
  const findings = (change: (doc: (typeof documents)["appServices"]) => void) => {
    const changed = structuredClone(documents);
    change(changed.appServices);
    return checkContent(changed, documents, undefined, ["appServices"]).map(describeIssue);
  };

  it("keeps the cards within their bounds (a ninth is fine), four to eight reasons, and the count of the notable apps", () => {
    expect(
      findings(({ facts, en }) => {
        facts.appServices.push({ id: "watch-apps", icon: "smartphone" });
        facts.reasons.splice(1);
        en.appDevelopmentPage.sections.projects.intro = "Two apps from our studio." as never;
      }),
    ).toEqual([
      "appServices facts.reasons: Too small: expected array to have >=4 items",
      "appServices en.appDevelopmentPage.sections.projects.intro: keep {appCount}",
      'appServices en.cards.watch-apps: the item "watch-apps" of facts.appServices has no words here',
      expect.stringMatching(/^appServices en\.reasons\.fixed-quote: no item "fixed-quote"/),
      expect.stringMatching(/^appServices en\.reasons\.weekly-builds: no item/),
      expect.stringMatching(/^appServices en\.reasons\.your-code: no item/),
      expect.stringMatching(/^appServices en\.reasons\.support: no item/),
      'appServices hi.cards.watch-apps: the item "watch-apps" of facts.appServices has no words here',
      expect.stringMatching(/^appServices hi\.reasons\.fixed-quote: no item/),
      expect.stringMatching(/^appServices hi\.reasons\.weekly-builds: no item/),
      expect.stringMatching(/^appServices hi\.reasons\.your-code: no item/),
      expect.stringMatching(/^appServices hi\.reasons\.support: no item/),
    ]);
  });
});

describe("app development page copy", () => {
  it("counts the apps it names from the list", () => {
    expect(en.appServices.appDevelopmentPage.sections.projects.intro).toMatch(/^Two apps /);
    expect(hi.appServices.appDevelopmentPage.sections.projects.intro).toMatch(/दो ऐप/);
  });
});
