import { describe, expect, it } from "vitest";
import {
  canonicalPathFor,
  canonicalRedirect,
  localizedPages,
  prerenderPaths,
  sitePages,
} from "./site-routes";

describe("canonicalRedirect", () => {
  it.each([
    ["/aboutus", "/aboutUs"],
    ["/ABOUTUS", "/aboutUs"],
    ["/aboutUs/", "/aboutUs"],
    ["/cancellation-and-refund", "/Cancellation-and-Refund"],
    ["/shipping-and-delivery", "/Shipping-and-Delivery"],
    ["/Pricing", "/pricing"],
    ["/website-development", "/services/website-development"],
    ["/app-development", "/services/app-development"],
    ["/graphic-designing", "/services/graphic-designing"],
    ["/Digital-Marketing", "/services/digital-marketing"],
    ["/Services/Website-Development", "/services/website-development"],
    ["/Paid-Internship", "/paid-internship"],
    ["/HI/Pricing", "/hi/pricing"],
    ["/hi/aboutus/", "/hi/aboutUs"],
    ["/hi/website-development", "/hi/services/website-development"],
    ["/hi/", "/hi"],
  ])("sends %s to %s", (from, to) => {
    expect(canonicalRedirect(from)).toBe(to);
  });

  it("leaves canonical and unknown paths alone", () => {
    for (const page of localizedPages) expect(canonicalRedirect(page.path)).toBeNull();
    expect(canonicalRedirect("/hi/paid-internship")).toBeNull();
    expect(canonicalRedirect("/paid-internship")).toBeNull();
    expect(canonicalRedirect("/no-such-page")).toBeNull();
  });
});

describe("prerendering", () => {
  it("prerenders every page in both languages, the internship aliases, the web manifest and the popup form's words", () => {
    const paths = prerenderPaths({ liveBlogFeed: false });
    expect(paths).toContain("/");
    expect(paths).toContain("/hi");
    expect(paths).toContain("/hi/Cancellation-and-Refund");
    expect(paths).toContain("/paid-internship");
    expect(paths).toContain("/hi/paid-internship");
    expect(paths).toContain("/site.webmanifest");
    expect(paths).toContain("/dialogs.json");
    expect(paths).toContain("/hi/dialogs.json");
    expect(paths).toHaveLength(sitePages.length * 2 + 5);
  });

  it("renders the home pages per request when their blog grid reads a live feed", () => {
    const paths = prerenderPaths({ liveBlogFeed: true });
    expect(paths).not.toContain("/");
    expect(paths).not.toContain("/hi");
  });

  it("points the alias at the internship page", () => {
    expect(canonicalPathFor("/paid-internship")).toBe("/internship");
    expect(canonicalPathFor("/hi/paid-internship")).toBe("/hi/internship");
    expect(canonicalPathFor("/work")).toBe("/work");
  });
});
