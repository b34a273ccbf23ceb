import { describe, expect, it } from "vitest";
import * as en from "../projects";
import { pageCopySchema } from "../sections.schema";
import { compareTwins } from "../twins";
import { browserArtSchema, websiteProjectSchema } from "../web-services.schema";
import * as hi from "./projects";

/** The screenshots' layouts and hues: enum values of the schema, not words. */
const artTokens = [...browserArtSchema.shape.layout.options, ...browserArtSchema.shape.hue.options];

describe("Hindi projects", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        {
          websiteProjects: en.websiteProjects,
          projectCardCopy: en.projectCardCopy,
          workPage: en.workPage,
        },
        {
          websiteProjects: hi.websiteProjects,
          projectCardCopy: hi.projectCardCopy,
          workPage: hi.workPage,
        },
        artTokens,
      ),
    ).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const project of hi.websiteProjects) websiteProjectSchema.parse(project);
    pageCopySchema.parse(hi.workPage);
  });

  it("shows the same demos, with the same artwork and links", () => {
    const facts = (list: typeof en.websiteProjects | typeof hi.websiteProjects) =>
      list.map((p) => [p.id, p.webImage, p.webLink]);
    expect(facts(hi.websiteProjects)).toEqual(facts(en.websiteProjects));
  });

  it("gives the hero buttons of /hi/work the eyebrows of their sections", () => {
    const { hero, sections } = hi.workPage;
    expect(Object.values(hero.actions)).toEqual(Object.values(sections).map((s) => s.eyebrow));
  });

  it("names the project in its link", () => {
    expect(hi.projectCardCopy.viewLabel("ब्लॉग")).toContain("ब्लॉग");
  });
});
