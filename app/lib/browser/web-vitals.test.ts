import { describe, expect, it } from "vitest";
import { cumulativeLayoutShift, interactionToNextPaint } from "./web-vitals";

describe("CLS", () => {
  it("is the largest session window: shifts under 1 s apart, for at most 5 s", () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    // One window of three shifts.
    expect(
      cumulativeLayoutShift([
        { startTime: 100, value: 0.05 },
        { startTime: 900, value: 0.05 },
        { startTime: 1800, value: 0.05 },
      ]),
    ).toBeCloseTo(0.15);
    // A gap of 1 s or more starts a new window; the larger one counts.
    expect(
      cumulativeLayoutShift([
        { startTime: 0, value: 0.1 },
        { startTime: 1000, value: 0.02 },
        { startTime: 1500, value: 0.02 },
      ]),
    ).toBeCloseTo(0.1);
    // A window ends 5 s after it began, however close its shifts.
    const steady = Array.from({ length: 12 }, (_, i) => ({ startTime: i * 900, value: 0.01 }));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });
});

describe("INP", () => {
  it("is the longest interaction, or one longer left out per 50 interactions", () => {
    expect(interactionToNextPaint([80, 300, 120], 3)).toBe(300);
    expect(interactionToNextPaint([80, 300, 120], 49)).toBe(300);
    expect(interactionToNextPaint([80, 300, 120], 50)).toBe(120);
    expect(interactionToNextPaint([80, 300, 120], 120)).toBe(80);
    // More left out than kept: the shortest kept.
    expect(interactionToNextPaint([300], 500)).toBe(300);
  });
});
