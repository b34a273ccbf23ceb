import { describe, expect, it } from "vitest";
import { localizeHref } from "./link";

describe("localizeHref", () => {
  it("opens site pages in the page's language", () => {
    expect(localizeHref("/pricing", "hi")).toBe("/hi/pricing");
    expect(localizeHref("/", "hi")).toBe("/hi");
    expect(localizeHref("/contact-us#contact-form", "hi")).toBe("/hi/contact-us#contact-form");
    expect(localizeHref("/career?role=web", "hi")).toBe("/hi/career?role=web");
    expect(localizeHref("/paid-internship", "hi")).toBe("/hi/paid-internship");
    expect(localizeHref("/pricing", "en")).toBe("/pricing");
    expect(localizeHref("/hi/pricing", "en")).toBe("/pricing");
  });

  it("leaves everything else alone", () => {
    for (const href of [
      "/admin",
      "/api/blogs",
      "/art/hero.svg",
      "https://x.example/",
      "#top",
      "//x",
    ])
      expect(localizeHref(href, "hi")).toBe(href);
  });
});
