import { describe, expect, it } from "vitest";
import * as en from "../forms";
import { leadFormCopySchema, leadMessagesSchema } from "../forms.schema";
import { compareTwins } from "../twins";
import * as hi from "./forms";

describe("Hindi forms", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins({ leadFormCopy: en.leadFormCopy }, { leadFormCopy: hi.leadFormCopy }, [
        // The answer page's <title> is its (already Hindi) heading and the brand: no words of its own.
        en.leadFormCopy.legacyPage.documentTitle("12"),
      ]),
    ).toEqual([]);
  });

  it("labels every posted service value, which stay English", () => {
    expect(Object.keys(hi.leadFormCopy.services)).toEqual([...en.leadServices]);
    expect("leadServices" in hi).toBe(false);
  });

  it("passes the same schema", () => {
    expect(() => leadFormCopySchema.parse(hi.leadFormCopy)).not.toThrow();
    expect(() => leadMessagesSchema.parse(hi.leadFormCopy.messages)).not.toThrow();
  });
});
