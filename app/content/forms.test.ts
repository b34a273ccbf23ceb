import { describe, expect, it } from "vitest";
import { leadFormCopy, leadServices } from "./forms";
import { leadFormCopySchema } from "./forms.schema";

describe("lead form copy", () => {
  it("parses with its schema", () => {
    expect(() => leadFormCopySchema.parse(leadFormCopy)).not.toThrow();
  });

  it("labels every service the popup offers, in its order", () => {
    expect(Object.keys(leadFormCopy.services)).toEqual([...leadServices]);
  });

  it("builds the sentences around their numbers", () => {
    expect(leadFormCopy.summary.rateLimited(1)).toContain("1 minute and");
    expect(leadFormCopy.summary.rateLimited(10)).toContain("10 minutes");
    expect(leadFormCopy.tooLongPage.body(16)).toContain("(16 KB)");
  });
});
