import { describe, expect, it } from "vitest";
import { compareTwins } from "../twins";
import * as en from "../web-services";
import { offeringSchema, websiteDevelopmentPageSchema } from "../web-services.schema";
import * as hi from "./web-services";

describe("Hindi web-services", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        { webServices: en.webServices, websiteDevelopmentPage: en.websiteDevelopmentPage },
        { webServices: hi.webServices, websiteDevelopmentPage: hi.websiteDevelopmentPage },
      ),
    ).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const card of hi.webServices) offeringSchema.parse(card);
    websiteDevelopmentPageSchema.parse(hi.websiteDevelopmentPage);
  });

  it("keeps the ids and icons of the English cards", () => {
    expect(hi.webServices.map((c) => [c.id, c.icon])).toEqual(
      en.webServices.map((c) => [c.id, c.icon]),
    );
  });

  it("gives the hero buttons the eyebrows of their sections", () => {
    const { hero, sections } = hi.websiteDevelopmentPage;
    expect(hero.actions.services).toBe(sections.services.eyebrow);
    expect(hero.actions.projects).toBe(sections.projects.eyebrow);
  });
});
