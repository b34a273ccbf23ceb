import { describe, expect, it } from "vitest";
import { formatVital, rateVital } from "./vitals-rating";

describe("vital ratings (web.dev thresholds)", () => {
  it("rates at the boundaries", () => {
    expect(rateVital("LCP", 2500)).toBe("good");
    expect(rateVital("LCP", 2501)).toBe("needs-improvement");
    expect(rateVital("LCP", 4000)).toBe("needs-improvement");
    expect(rateVital("LCP", 4001)).toBe("poor");
    expect(rateVital("INP", 200)).toBe("good");
    expect(rateVital("INP", 501)).toBe("poor");
    expect(rateVital("CLS", 0.1)).toBe("good");
    expect(rateVital("CLS", 0.2)).toBe("needs-improvement");
    expect(rateVital("CLS", 0.26)).toBe("poor");
    expect(rateVital("FCP", 1800)).toBe("good");
    expect(rateVital("FCP", 3001)).toBe("poor");
    expect(rateVital("TTFB", 800)).toBe("good");
    expect(rateVital("TTFB", 1000)).toBe("needs-improvement");
  });
  it("formats values", () => {
    expect(formatVital("LCP", 2310)).toBe("2.31 s");
    expect(formatVital("INP", 180.4)).toBe("180 ms");
    expect(formatVital("CLS", 0.081)).toBe("0.08");
  });
});
