import { describe, expect, it } from "vitest";
import * as en from "../projects";
import { compareTwins } from "../twins";
import { browserArtSchema, websiteProjectSchema } from "../web-services.schema";
import * as hi from "./projects";

/** The screenshots' layouts and hues: enum values of the schema, not words. */
const artTokens = [...browserArtSchema.shape.layout.options, ...browserArtSchema.shape.hue.options];

describe("Hindi projects", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        { websiteProjects: en.websiteProjects },
        { websiteProjects: hi.websiteProjects },
        artTokens,
      ),
    ).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const project of hi.websiteProjects) websiteProjectSchema.parse(project);
  });

  it("shows the same demos, with the same artwork and links", () => {
    const facts = (list: typeof en.websiteProjects | typeof hi.websiteProjects) =>
      list.map((p) => [p.id, p.webImage, p.webLink]);
    expect(facts(hi.websiteProjects)).toEqual(facts(en.websiteProjects));
  });
});
