import { describe, expect, it } from "vitest";
import { leadServices } from "~/base/lead-fields";
import { fill } from "~/base/template";
import { dictionary } from "../shipped";

describe("lead form copy", () => {
  it("labels every service the popup offers, in its order, in both languages", () => {
    for (const locale of ["en", "hi"] as const)
      expect(Object.keys(dictionary(locale).forms.leadFormCopy.services)).toEqual([
        ...leadServices,
      ]);
  });

  it("builds the sentences around their numbers", () => {
    const { summary, tooLongPage } = dictionary("en").forms.leadFormCopy;
    expect(fill(summary.rateLimited.one, { minutes: 1 })).toContain("1 minute and");
    expect(fill(summary.rateLimited.other, { minutes: 10 })).toContain("10 minutes");
    expect(fill(tooLongPage.body, { limitKb: 16 })).toContain("(16 KB)");
  });
});
