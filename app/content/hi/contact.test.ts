import { describe, expect, it } from "vitest";
import * as en from "../contact";
import { contactContentSchema } from "../contact.schema";
import { compareTwins } from "../twins";
import * as hi from "./contact";

describe("Hindi contact", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins({ contact: en.contact }, { contact: hi.contact })).toEqual([]);
  });

  it("passes the same schema", () => {
    expect(() => contactContentSchema.parse(hi.contact)).not.toThrow();
  });
});
