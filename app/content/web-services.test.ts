import { describe, expect, it } from "vitest";
import { websiteProjects } from "./projects";
import { webServices, websiteDevelopmentPage } from "./web-services";
import {
  offeringSchema,
  websiteDevelopmentPageSchema,
  websiteProjectSchema,
} from "./web-services.schema";

describe("web services content", () => {
  it("has the twelve service cards required, each valid", () => {
    expect(webServices).toHaveLength(12);
    for (const card of webServices) offeringSchema.parse(card);
    expect(new Set(webServices.map((c) => c.id)).size).toBe(12);
  });

  it("names every service the brief lists", () => {
    const titles = webServices.map((c) => c.title.toLowerCase()).join(" | ");
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
});

describe("website projects", () => {
  it("has the eleven demos required with https demo links", () => {
    expect(websiteProjects).toHaveLength(11);
    for (const project of websiteProjects) websiteProjectSchema.parse(project);
    expect(new Set(websiteProjects.map((p) => p.webLink)).size).toBe(11);
  });

  it("covers the demos the brief names", () => {
    const titles = websiteProjects.map((p) => p.webTitle.toLowerCase()).join(" | ");
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
});

describe("website development page copy", () => {
  it("is valid, and its hero buttons carry the eyebrows of the sections they jump to", () => {
    websiteDevelopmentPageSchema.parse(websiteDevelopmentPage);
    const { hero, sections } = websiteDevelopmentPage;
    expect(hero.actions.services).toBe(sections.services.eyebrow);
    expect(hero.actions.projects).toBe(sections.projects.eyebrow);
  });
});
