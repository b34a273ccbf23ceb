import { describe, expect, it } from "vitest";
import { shippedContent } from "~/content/engine/content";
import { structuredDataFor } from "./index.server";

const types = (path: string) =>
  structuredDataFor(path, shippedContent()).map((data) => (data as { "@type"?: string })["@type"]);

describe("structuredDataFor", () => {
  it("gives a page the same JSON-LD with or without the trailing slash prerendering requests", () => {
    for (const path of [
      "/internship",
      "/pricing",
      "/hi/services/app-development",
      "/hi/internship",
    ]) {
      expect(types(`${path}/`)).toEqual(types(path));
    }
    expect(types("/internship/")).toContain("Course");
    expect(types("/pricing/")).toContain("OfferCatalog");
  });

  it("gives nothing to a path outside the page table", () => {
    expect(structuredDataFor("/no-such-page/", shippedContent())).toEqual([]);
  });
});
