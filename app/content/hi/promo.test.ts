import { describe, expect, it } from "vitest";
import * as en from "../promo";
import { compareTwins } from "../twins";
import * as hi from "./promo";

describe("Hindi promo", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins({ promo: en.promo }, { promo: hi.promo })).toEqual([]);
  });

  it("keeps the facts and does not list the placeholders twice", () => {
    expect(hi.promo.batchYear).toBe(en.promo.batchYear);
    expect(hi.promo.primary.href).toBe(en.promo.primary.href);
    expect("placeholders" in hi).toBe(false);
  });
});
