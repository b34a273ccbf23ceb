import { describe, expect, it } from "vitest";
import * as en from "../structured-data";
import { compareTwins } from "../twins";
import * as hi from "./structured-data";

describe("Hindi structured-data", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        { structuredDataCopy: en.structuredDataCopy },
        { structuredDataCopy: hi.structuredDataCopy },
      ),
    ).toEqual([]);
  });

  it("names the service catalogs after the Hindi services", () => {
    const { app, website, marketing } = hi.structuredDataCopy.pricing;
    for (const name of [app, website, marketing]) expect(name).toMatch(/\p{Script=Devanagari}/u);
  });
});
