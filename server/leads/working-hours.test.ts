import { describe, expect, it } from "vitest";
import { afterWorkingTime } from "./working-hours";

const hours = { from: "Monday", to: "Saturday", opens: "10:00", closes: "19:00" };
const ist = (text: string) => Date.parse(`${text}+05:30`);
const TWO_HOURS = 2 * 3_600_000;

describe("two working hours after a lead arrives (India time, the agency's hours)", () => {
  it("counts within a working day", () => {
    // 2 Dec 2026 is a Wednesday.
    expect(afterWorkingTime(hours, ist("2026-12-02T11:00:00"), TWO_HOURS)).toBe(
      ist("2026-12-02T13:00:00"),
    );
  });
  it("starts at opening time for a lead that arrived before it", () => {
    expect(afterWorkingTime(hours, ist("2026-12-02T07:15:00"), TWO_HOURS)).toBe(
      ist("2026-12-02T12:00:00"),
    );
  });
  it("carries over the night and skips Sunday", () => {
    expect(afterWorkingTime(hours, ist("2026-12-02T18:30:00"), TWO_HOURS)).toBe(
      ist("2026-12-03T11:30:00"),
    );
    // Saturday 5 Dec, 18:30 → Monday 7 Dec, 11:30.
    expect(afterWorkingTime(hours, ist("2026-12-05T18:30:00"), TWO_HOURS)).toBe(
      ist("2026-12-07T11:30:00"),
    );
  });
});
