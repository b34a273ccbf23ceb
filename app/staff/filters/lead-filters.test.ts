import { describe, expect, it } from "vitest";
import { filterSearch, leadQueryOf, parseLeadFilters } from "./lead-filters";

describe("lead list filters", () => {
  it("keeps known values and drops the rest", () => {
    const f = parseLeadFilters(
      new URLSearchParams("q=%20asha%20&source=popup&stage=bogus&from=2025-01-31&to=31-01&page=0"),
    );
    expect(f).toEqual({
      q: "asha",
      source: "popup",
      stage: "",
      from: "2025-01-31",
      to: "",
      page: 1,
    });
  });
  it("reads dates as whole days in India time", () => {
    const q = leadQueryOf(parseLeadFilters(new URLSearchParams("from=2025-01-01&to=2025-01-01")));
    expect(q.createdFrom).toBe(Date.parse("2024-12-31T18:30:00Z"));
    expect(q.createdBefore).toBe(Date.parse("2025-01-01T18:30:00Z"));
  });
  it("writes the query string back", () => {
    const f = parseLeadFilters(new URLSearchParams("q=a b&stage=new"));
    expect(filterSearch(f, 3)).toBe("q=a+b&stage=new&page=3");
  });
});
