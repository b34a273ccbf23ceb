import { describe, expect, it } from "vitest";
import { sitePages } from "~/base/site-routes";
import { serviceFacts } from "./facts";

describe("services", () => {
  it("lists the four services of the brief, each linked to a page that exists", () => {
    expect(serviceFacts).toHaveLength(4);
    const paths = new Set<string>(sitePages.map((p) => p.path));
    for (const service of serviceFacts) expect(paths.has(service.goToLink)).toBe(true);
  });
});
