import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("formatDuration", () => {
  it("reads as a person would say it, rounded down", () => {
    expect(formatDuration(0)).toBe("under a minute");
    expect(formatDuration(59_999)).toBe("under a minute");
    expect(formatDuration(MINUTE)).toBe("1 minute");
    expect(formatDuration(25 * MINUTE + 59_000)).toBe("25 minutes");
    expect(formatDuration(HOUR)).toBe("1 hour");
    expect(formatDuration(3 * HOUR + 5 * MINUTE)).toBe("3 hours 5 minutes");
    expect(formatDuration(24 * HOUR)).toBe("1 day");
    expect(formatDuration(52 * HOUR + 30 * MINUTE)).toBe("2 days 4 hours");
  });
  it("never shows a negative time (a clock set back)", () => {
    expect(formatDuration(-5 * MINUTE)).toBe("under a minute");
  });
});
