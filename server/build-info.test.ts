import { describe, expect, it } from "vitest";
import { originReplacer } from "./build-info";

describe("originReplacer", () => {
  const replace = originReplacer("http://localhost:3000", "https://www.agency.example");

  it("replaces the origin in links, page data and escaped JSON", () => {
    expect(replace('<link rel="canonical" href="http://localhost:3000/pricing"/>')).toBe(
      '<link rel="canonical" href="https://www.agency.example/pricing"/>',
    );
    expect(replace('"siteUrl","http://localhost:3000","brand"')).toBe(
      '"siteUrl","https://www.agency.example","brand"',
    );
    expect(replace('\\"siteUrl\\",\\"http://localhost:3000\\"')).toBe(
      '\\"siteUrl\\",\\"https://www.agency.example\\"',
    );
  });

  it("leaves other hosts and ports alone", () => {
    const text =
      "http://localhost:30001/ http://localhost:3000.evil.example/ http://localhost:3000-x";
    expect(replace(text)).toBe(text);
  });
});
