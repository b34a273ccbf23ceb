import { describe, expect, it } from "vitest";
import { sitePages } from "~/base/site-routes";
import { serviceFacts } from "./facts";

describe("services", () => {
  it("links each service to a page that exists", () => {
    const paths = new Set<string>(sitePages.map((p) => p.path));
    for (const service of serviceFacts) expect(paths.has(service.goToLink)).toBe(true);
  });
});
