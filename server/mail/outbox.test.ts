import { describe, expect, it } from "vitest";
import { retryDelay } from "./outbox";

const config = {
  pollMs: 1000,
  batchSize: 10,
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  maxAttempts: 12,
};

describe("retry back-off", () => {
  it("doubles from the base up to the cap, with ±20 % jitter", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((a) => retryDelay(a, config, mid))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelay(20, config, mid)).toBe(3_600_000);
    expect(retryDelay(1, config, () => 0)).toBe(24_000);
    expect(retryDelay(1, config, () => 0.999999)).toBeLessThanOrEqual(36_000);
  });
});
