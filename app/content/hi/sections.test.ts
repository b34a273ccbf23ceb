import { describe, expect, it } from "vitest";
import * as en from "../sections";
import { callToActionSchema, contactBandSchema } from "../sections.schema";
import { compareTwins } from "../twins";
import * as hi from "./sections";

const exports = (m: typeof en | typeof hi) => ({
  quoteActions: m.quoteActions,
  contactLabels: m.contactLabels,
  exploreServices: m.exploreServices,
});

describe("Hindi sections", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins(exports(en), exports(hi))).toEqual([]);
  });

  it("passes the same schema", () => {
    callToActionSchema.parse({ title: "शीर्षक", text: "टेक्स्ट", ...hi.quoteActions });
    contactBandSchema.parse({ title: "शीर्षक", text: "टेक्स्ट", ...hi.contactLabels });
  });

  it("links to the same pages as the English", () => {
    expect(hi.quoteActions.primary.to).toBe(en.quoteActions.primary.to);
    expect(hi.quoteActions.secondary.to).toBe(en.quoteActions.secondary.to);
  });

  it("says counts in Hindi words, and digits beyond eight like the English", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(hi.countWord)).toEqual([
      "एक",
      "दो",
      "तीन",
      "चार",
      "पाँच",
      "छह",
      "सात",
      "आठ",
    ]);
    expect(hi.countWordCapital(2)).toBe("दो");
    expect(hi.countWord(12)).toBe(en.countWord(12));
    expect(hi.countWordCapital(12)).toBe(en.countWordCapital(12));
  });

  it("names the service in the Explore Services link", () => {
    expect(hi.exploreServices.ariaLabel("ऐप डेवलपमेंट")).toContain("ऐप डेवलपमेंट");
  });
});
