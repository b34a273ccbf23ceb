import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import { sitePages } from "~/base/site-routes";
import { fill } from "~/base/template";
import { shippedContent } from "~/content/content";
import { siteCopy } from "~/lib/pages/site-copy.server";
import { policyPaths } from "../policies/schema";
import { callToActionSchema, contactBandSchema } from "../schema";
import { dictionary } from "../shipped";
import { site } from "../site/facts";
import { workPageSchema } from "../work/schema";

const locales: Locale[] = ["en", "hi"];
const en = dictionary("en");
const hi = dictionary("hi");

describe("section block copy", () => {
  it("has valid call-to-action links and contact labels", () => {
    for (const locale of locales) {
      const { quoteActions, contactLabels } = dictionary(locale).sections;
      callToActionSchema.parse({ title: "Title", text: "Text", ...quoteActions });
      contactBandSchema.parse({ title: "Title", text: "Text", ...contactLabels });
    }
  });

  it("says counts in words", () => {
    expect(formatters.en.countWord(4)).toBe("four");
    expect(formatters.en.countWordCapital(2)).toBe("Two");
    expect(formatters.en.countWord(12)).toBe("12");
  });

  it("names the service in the Explore Services link", () => {
    expect(fill(en.sections.exploreServices.ariaLabel, { service: "App Development" })).toBe(
      "Explore Services: App Development",
    );
  });
});

describe("/services and /work copy", () => {
  it("is valid", () => {
    for (const locale of locales) {
      const copy = dictionary(locale);
      callToActionSchema.parse(copy.services.servicesPage.cta);
      workPageSchema.parse(copy.projects.workPage);
    }
  });

  it("counts the services from the list", () => {
    expect(en.services.servicesPage.listHeading).toBe("Our four services");
  });

  it("gives the hero buttons of /work the eyebrows of their sections", () => {
    for (const { projects } of [en, hi]) {
      const { hero, sections } = projects.workPage;
      expect(Object.values(hero.actions)).toEqual(Object.values(sections).map((s) => s.eyebrow));
    }
  });

  it("finds a service by id and names the project in its link", () => {
    const graphic = en.services.services.find((s) => s.id === "graphic-designing");
    expect(graphic?.goToLink).toBe("/services/graphic-designing");
    expect(fill(en.projects.projectCardCopy.viewLabel, { title: "Blog" })).toBe(
      "View Project: Blog (opens in a new tab)",
    );
    expect(fill(hi.projects.projectCardCopy.viewLabel, { title: "ब्लॉग" })).toContain("ब्लॉग");
  });
});

describe("navigation", () => {
  const { menus } = siteCopy(shippedContent(), "en");

  it("has every menu link of the brief", () => {
    const hrefs = [...menus.main.before, ...menus.services.links, ...menus.main.after].map(
      (l) => l.href,
    );
    expect(hrefs).toEqual([
      "/",
      "/aboutUs",
      "/work",
      "/services/website-development",
      "/services/app-development",
      "/services/graphic-designing",
      "/services/digital-marketing",
      "/pricing",
      site.blogUrl,
      "/internship",
      "/career",
      "/contact-us",
    ]);
  });

  it("opens the blog and the internship page in new tabs", () => {
    const external = menus.main.after.filter((l) => l.external).map((l) => l.label);
    expect(external).toEqual(["Blog", "Internship"]);
  });

  it("has footer links to real pages, each with a label", () => {
    const paths = new Set<string>(sitePages.map((p) => p.path));
    for (const link of [
      ...menus.footerQuickLinks,
      ...menus.footerPolicies,
      ...menus.footerServices,
      menus.services.all,
    ]) {
      expect(link.label.length, link.href).toBeGreaterThan(1);
      if (link.href !== site.blogUrl) expect(paths.has(link.href), link.href).toBe(true);
    }
    expect(menus.footerPolicies.map((link) => link.href).sort()).toEqual([...policyPaths].sort());
  });
});
