import { describe, expect, it } from "vitest";
import * as en from "../carousel";
import { compareTwins } from "../twins";
import * as hi from "./carousel";

describe("Hindi carousel", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins({ carouselCopy: en.carouselCopy }, { carouselCopy: hi.carouselCopy }),
    ).toEqual([]);
  });

  it("says the slide position in Hindi word order", () => {
    expect(hi.carouselCopy.slideOf(2, 5)).toBe("5 में से 2");
  });
});
