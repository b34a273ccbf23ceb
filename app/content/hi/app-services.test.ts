import { describe, expect, it } from "vitest";
import * as en from "../app-services";
import { offeringSchema, reasonSchema, servicePageCopySchema } from "../app-services.schema";
import { compareTwins } from "../twins";
import * as hi from "./app-services";

describe("Hindi app-services", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        {
          appServices: en.appServices,
          appWhyChooseUs: en.appWhyChooseUs,
          appDevelopmentPage: en.appDevelopmentPage,
        },
        {
          appServices: hi.appServices,
          appWhyChooseUs: hi.appWhyChooseUs,
          appDevelopmentPage: hi.appDevelopmentPage,
        },
      ),
    ).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const card of hi.appServices) offeringSchema.parse(card);
    for (const reason of hi.appWhyChooseUs) reasonSchema.parse(reason);
    servicePageCopySchema.parse(hi.appDevelopmentPage);
  });

  it("keeps the ids and icons of the English lists", () => {
    expect(hi.appServices.map((c) => [c.id, c.icon])).toEqual(
      en.appServices.map((c) => [c.id, c.icon]),
    );
    expect(hi.appWhyChooseUs.map((r) => r.id)).toEqual(en.appWhyChooseUs.map((r) => r.id));
  });

  it("counts the notable apps in words", () => {
    expect(hi.appDevelopmentPage.sections.projects.intro).toMatch(/^दो ऐप/);
  });
});
