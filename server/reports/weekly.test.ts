/** When the owner's weekly report is due, and which days it counts (server/reports/weekly.ts). */
import { describe, expect, it } from "vitest";
import { reportWeekAt, weeksOf } from "./weekly";

const ist = (local: string) => Date.parse(`${local}+05:30`);

describe("the weekly report's clock", () => {
  it("is due from Monday 09:00 India time to the end of that Monday, and never else", () => {
    expect(reportWeekAt(ist("2026-12-07T08:59:59"))).toBeNull();
    expect(reportWeekAt(ist("2026-12-07T09:00:00"))).toBe("2026-12-07");
    expect(reportWeekAt(ist("2026-12-07T23:59:59"))).toBe("2026-12-07");
    expect(reportWeekAt(ist("2026-12-08T00:00:00"))).toBeNull();
    // Sunday evening in India is still Sunday, whatever UTC says.
    expect(reportWeekAt(ist("2026-12-06T23:00:00"))).toBeNull();
    // 09:00 IST is 03:30 UTC: an instance on UTC sees Monday too.
    expect(reportWeekAt(Date.parse("2026-12-07T03:30:00Z"))).toBe("2026-12-07");
  });

  it("counts last week and the week before as the dashboard's UTC days, Monday to Sunday", () => {
    const { last, before } = weeksOf("2026-12-07");
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect([day(last.from), day(last.to)]).toEqual(["2026-11-30", "2026-12-06"]);
    expect([day(before.from), day(before.to)]).toEqual(["2026-11-23", "2026-11-29"]);
  });
});
