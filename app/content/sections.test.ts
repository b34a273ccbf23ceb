import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import { fill } from "~/base/template";
import { dictionary } from "./dictionary.server";
import { workPageSchema } from "./projects.schema";
import { callToActionSchema, contactBandSchema } from "./sections.schema";

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
