import { describe, expect, it } from "vitest";
import * as en from "../digital-services";
import { compareTwins } from "../twins";
import { offeringSchema } from "../web-services.schema";
import * as hi from "./digital-services";

describe("Hindi digital-services", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        { digitalServices: en.digitalServices },
        { digitalServices: hi.digitalServices },
      ),
    ).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const card of hi.digitalServices) offeringSchema.parse(card);
  });

  it("keeps the ids and icons of the English cards", () => {
    expect(hi.digitalServices.map((c) => [c.id, c.icon])).toEqual(
      en.digitalServices.map((c) => [c.id, c.icon]),
    );
  });
});
