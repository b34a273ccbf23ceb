import { describe, expect, it } from "vitest";
import { appServices, appWhyChooseUs } from "./app-services";
import { offeringSchema, reasonSchema } from "./app-services.schema";
import { notableApps } from "./apps";
import { notableAppSchema } from "./apps.schema";
import { digitalServices } from "./digital-services";

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
