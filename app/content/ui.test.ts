import { describe, expect, it } from "vitest";
import { site } from "./site";
import { ui } from "./ui";
import { uiCopySchema } from "./ui.schema";

describe("interface copy", () => {
  it("parses with its schema", () => {
    expect(() => uiCopySchema.parse(ui)).not.toThrow();
  });

  it("builds the word mark and the copyright line from site.ts", () => {
    expect(`${ui.logo.first} ${ui.logo.second}`).toBe(site.brandName);
    expect(ui.footer.copyright(2030)).toContain(`${site.foundedYear}–2030 ${site.legalName}`);
  });
});
