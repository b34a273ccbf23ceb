import { describe, expect, it } from "vitest";
import type { Locale } from "~/base/locale";
import { dictionary } from "../shipped";
import { site } from "../site/facts";
import { projectsCopySchema } from "../work/schema";
import { webServicesCopySchema } from "./schema";

const locales: Locale[] = ["en", "hi"];
const en = dictionary("en");
const hi = dictionary("hi");

describe("web services content", () => {
  it("has service cards, each valid, in both languages", () => {
    for (const locale of locales) {
      const { webServices } = webServicesCopySchema.parse(dictionary(locale).webServices);
      expect(new Set(webServices.map((c) => c.id)).size, locale).toBe(webServices.length);
    }
  });

  it("names every service the brief lists", () => {
    const titles = en.webServices.webServices.map((c) => c.title.toLowerCase()).join(" | ");
    for (const word of [
      "custom website",
      "e-commerce",
      "cms",
      "web application",
      "ui/ux",
      "maintenance",
      "hosting",
      "domain",
      "dns",
      "email",
      "ssl",
      "monitoring",
    ]) {
      expect(titles).toContain(word);
    }
  });

  it("keeps the ids and icons of the cards in both languages", () => {
    const facts = (locale: Locale) =>
      dictionary(locale).webServices.webServices.map((c) => [c.id, c.icon]);
    expect(facts("hi")).toEqual(facts("en"));
  });
});

describe("website projects", () => {
  it("has demos with https demo links of their own", () => {
    for (const locale of locales) {
      const { websiteProjects } = projectsCopySchema.parse(dictionary(locale).projects);
      expect(new Set(websiteProjects.map((p) => p.webLink)).size, locale).toBe(
        websiteProjects.length,
      );
      for (const project of websiteProjects) {
        expect(project.webLink.startsWith(`${site.demoUrl}/`), project.webLink).toBe(true);
      }
    }
  });

  it("covers the demos the brief names", () => {
    const titles = en.projects.websiteProjects.map((p) => p.webTitle.toLowerCase()).join(" | ");
    for (const word of [
      "admin dashboard",
      "user dashboard",
      "student dashboard",
      "business",
      "educational",
      "portfolio",
      "blog",
      "text utility",
      "nonprofit",
      "flip-card",
      "solar system",
    ]) {
      expect(titles).toContain(word);
    }
  });

  it("shows the same demos in both languages, with the same artwork and links", () => {
    const facts = (locale: Locale) =>
      dictionary(locale).projects.websiteProjects.map((p) => [p.id, p.webImage, p.webLink]);
    expect(facts("hi")).toEqual(facts("en"));
  });
});

describe("website development page copy", () => {
  it("is valid, and its hero buttons carry the eyebrows of the sections they jump to", () => {
    for (const { webServices } of [en, hi]) {
      const { hero, sections } = webServices.websiteDevelopmentPage;
      expect(hero.actions.services).toBe(sections.services.eyebrow);
      expect(hero.actions.projects).toBe(sections.projects.eyebrow);
    }
  });
});
