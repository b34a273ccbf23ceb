import { describe, expect, it } from "vitest";
import * as en from "../theme";
import { compareTwins } from "../twins";
import * as hi from "./theme";

describe("Hindi theme switch", () => {
  it("has every entry of the English, translated", () => {
    expect(compareTwins({ themeSwitch: en.themeSwitch }, { themeSwitch: hi.themeSwitch })).toEqual(
      [],
    );
  });
});
