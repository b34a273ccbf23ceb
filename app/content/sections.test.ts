import { describe, expect, it } from "vitest";
import { projectCardCopy, workPage } from "./projects";
import {
  contactLabels,
  countWord,
  countWordCapital,
  exploreServices,
  quoteActions,
} from "./sections";
import { callToActionSchema, contactBandSchema, pageCopySchema } from "./sections.schema";
import { serviceById, servicesPage } from "./services";

describe("section block copy", () => {
  it("has valid call-to-action links and contact labels", () => {
    callToActionSchema.parse({ title: "Title", text: "Text", ...quoteActions });
    contactBandSchema.parse({ title: "Title", text: "Text", ...contactLabels });
  });

  it("says counts in words", () => {
    expect(countWord(4)).toBe("four");
    expect(countWordCapital(2)).toBe("Two");
    expect(countWord(12)).toBe("12");
  });

  it("names the service in the Explore Services link", () => {
    expect(exploreServices.ariaLabel("App Development")).toBe("Explore Services: App Development");
  });
});

describe("/services and /work copy", () => {
  it("is valid", () => {
    callToActionSchema.parse(servicesPage.cta);
    pageCopySchema.parse(workPage);
  });

  it("counts the services from the list", () => {
    expect(servicesPage.listHeading).toBe("Our four services");
  });

  it("gives the hero buttons of /work the eyebrows of their sections", () => {
    const { hero, sections } = workPage;
    expect(Object.values(hero.actions)).toEqual(Object.values(sections).map((s) => s.eyebrow));
  });

  it("finds a service by id and names the project in its link", () => {
    expect(serviceById("graphic-designing").goToLink).toBe("/services/graphic-designing");
    expect(projectCardCopy.viewLabel("Blog")).toBe("View Project: Blog (opens in a new tab)");
  });
});
