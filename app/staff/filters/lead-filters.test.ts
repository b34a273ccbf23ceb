import { describe, expect, it } from "vitest";
import { filterSearch, istDayStartOf, leadQueryOf, parseLeadFilters } from "./lead-filters";

const viewer = { staffId: 7, now: Date.parse("2025-01-01T10:00:00Z"), restricted: false };

describe("lead list filters", () => {
  it("keeps known values and drops the rest", () => {
    const f = parseLeadFilters(
      new URLSearchParams(
        "view=bogus&q=%20asha%20&source=popup&channel=search&stage=bogus&from=2025-01-31&to=31-01&page=0",
      ),
    );
    expect(f).toEqual({
      view: "",
      q: "asha",
      source: "popup",
      channel: "search",
      stage: "",
      from: "2025-01-31",
      to: "",
      page: 1,
    });
  });
  it("keeps a known channel (how the visitor arrived) and drops any other", () => {
    expect(parseLeadFilters(new URLSearchParams("channel=campaign")).channel).toBe("campaign");
    expect(parseLeadFilters(new URLSearchParams("channel=tv")).channel).toBe("");
    const f = parseLeadFilters(new URLSearchParams("channel=paid"));
    expect(leadQueryOf(f, viewer).channel).toBe("paid");
    expect(filterSearch(f)).toBe("channel=paid");
  });
  it("reads dates as whole days in India time", () => {
    const q = leadQueryOf(
      parseLeadFilters(new URLSearchParams("from=2025-01-01&to=2025-01-01")),
      viewer,
    );
    expect(q.createdFrom).toBe(Date.parse("2024-12-31T18:30:00Z"));
    expect(q.createdBefore).toBe(Date.parse("2025-01-01T18:30:00Z"));
  });
  it("writes the query string back", () => {
    const f = parseLeadFilters(new URLSearchParams("view=mine&q=a b&stage=new"));
    expect(filterSearch(f, 3)).toBe("view=mine&q=a+b&stage=new&page=3");
  });
  it("turns the views into queries: mine, unassigned, due today and overdue (India days)", () => {
    const query = (view: string, who = viewer) =>
      leadQueryOf(parseLeadFilters(new URLSearchParams(`view=${view}`)), who);
    expect(query("mine")).toMatchObject({ ownerId: 7 });
    expect(query("unassigned")).toMatchObject({ unassigned: true });
    // 10:00 UTC is 15:30 in India; today ends at 18:30 UTC.
    expect(query("due")).toMatchObject({
      open: true,
      followUpFrom: viewer.now,
      followUpBefore: Date.parse("2025-01-01T18:30:00Z"),
    });
    expect(query("overdue")).toMatchObject({ open: true, followUpBefore: viewer.now });
    // 20:00 UTC on the 1st is already the 2nd in India.
    expect(istDayStartOf(Date.parse("2025-01-01T20:00:00Z"))).toBe(
      Date.parse("2025-01-01T18:30:00Z"),
    );
    expect(query("", { ...viewer, restricted: true })).toMatchObject({ visibleTo: 7 });
    expect(query("").visibleTo).toBeUndefined();
  });
});
