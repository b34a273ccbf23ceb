import { describe, expect, it } from "vitest";
import { canonicalPathFor, canonicalRedirect, prerenderPaths, sitePages } from "./site-routes";

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
  ])("sends %s to %s", (from, to) => {
    expect(canonicalRedirect(from)).toBe(to);
  });

  it("leaves canonical and unknown paths alone", () => {
    for (const page of sitePages) expect(canonicalRedirect(page.path)).toBeNull();
    expect(canonicalRedirect("/paid-internship")).toBeNull();
    expect(canonicalRedirect("/no-such-page")).toBeNull();
  });
});

describe("prerendering", () => {
  it("prerenders every page, the internship alias and the web manifest", () => {
    const paths = prerenderPaths({ liveBlogFeed: false });
    expect(paths).toContain("/");
    expect(paths).toContain("/paid-internship");
    expect(paths).toContain("/site.webmanifest");
    expect(paths).toHaveLength(sitePages.length + 2);
  });

  it("renders the home page per request when its blog grid reads a live feed", () => {
    expect(prerenderPaths({ liveBlogFeed: true })).not.toContain("/");
  });

  it("points the alias at the internship page", () => {
    expect(canonicalPathFor("/paid-internship")).toBe("/internship");
    expect(canonicalPathFor("/work")).toBe("/work");
  });
});
