import { describe, expect, it } from "vitest";
import { compareTwins } from "../twins";
import * as en from "../web-services";
import { offeringSchema } from "../web-services.schema";
import * as hi from "./web-services";

describe("Hindi web-services", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins({ webServices: en.webServices }, { webServices: hi.webServices })).toEqual(
      [],
    );
  });

  it("passes the same schema", () => {
    for (const card of hi.webServices) offeringSchema.parse(card);
  });

  it("keeps the ids and icons of the English cards", () => {
    expect(hi.webServices.map((c) => [c.id, c.icon])).toEqual(
      en.webServices.map((c) => [c.id, c.icon]),
    );
  });
});
