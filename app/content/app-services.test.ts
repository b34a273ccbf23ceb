import { describe, expect, it } from "vitest";
import { appDevelopmentPage, appServices, appWhyChooseUs } from "./app-services";
import { offeringSchema, reasonSchema, servicePageCopySchema } from "./app-services.schema";
import { notableAppCopy, notableApps } from "./apps";
import { notableAppCopySchema, notableAppSchema } from "./apps.schema";
import { digitalMarketingPage, digitalServices } from "./digital-services";

describe("app development content", () => {
  it("has eight service cards", () => {
    expect(appServices).toHaveLength(8);
    for (const card of appServices) offeringSchema.parse(card);
  });

  it("has a Why Choose Us list", () => {
    expect(appWhyChooseUs.length).toBeGreaterThanOrEqual(4);
    for (const reason of appWhyChooseUs) reasonSchema.parse(reason);
  });

  it("has the two notable apps", () => {
    expect(notableApps).toHaveLength(2);
    for (const app of notableApps) notableAppSchema.parse(app);
  });
});

describe("digital marketing content", () => {
  it("has the six services: SEO, SMO, pay-per-click, content, email, analytics", () => {
    expect(digitalServices).toHaveLength(6);
    for (const card of digitalServices) offeringSchema.parse(card);
    const titles = digitalServices.map((s) => s.title.toLowerCase()).join(" | ");
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
  });
});

describe("app development and digital marketing page copy", () => {
  it("is valid", () => {
    servicePageCopySchema.parse(appDevelopmentPage);
    servicePageCopySchema.parse(digitalMarketingPage);
    notableAppCopySchema.parse(notableAppCopy);
  });

  it("counts the apps and the services it names from the lists", () => {
    expect(appDevelopmentPage.sections.projects.intro).toMatch(/^Two apps /);
    expect(digitalMarketingPage.sections.services.intro).toMatch(/^Six ways /);
  });

  it("says a plan's counts in one line, each count unbroken", () => {
    expect(digitalMarketingPage.planCounts({ keywords: 25, backlinks: 50, landingPages: 5 })).toBe(
      "25\u00a0keywords · 50\u00a0backlinks · 5\u00a0landing\u00a0pages",
    );
  });
});
