import { describe, expect, it } from "vitest";
import { sitePages } from "~/base/site-routes";
import { dictionary } from "../shipped";

describe("page copy", () => {
  it("has a title, description, heading and introduction for every page, in both languages", () => {
    for (const locale of ["en", "hi"] as const) {
      const { pages } = dictionary(locale).pages;
      for (const page of sitePages) {
        const copy = pages[page.path];
        expect(copy, page.path).toBeDefined();
        expect(copy.title.length, page.path).toBeGreaterThan(3);
        expect(copy.heading.length).toBeGreaterThan(3);
        expect(copy.intro.length).toBeGreaterThan(40);
      }
    }
  });
});
