import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leadWorkClock } from "./clock";

describe("the lead worker's clock", () => {
  const file = path.join(os.tmpdir(), `lead-clock-${process.pid}`);
  it("reads the tests' file only under NODE_ENV=test", () => {
    writeFileSync(file, "1000000000000");
    expect(leadWorkClock({ NODE_ENV: "test", LEAD_WORK_TEST_CLOCK_FILE: file })()).toBe(
      1_000_000_000_000,
    );
    writeFileSync(file, "1000000060000");
    expect(leadWorkClock({ NODE_ENV: "test", LEAD_WORK_TEST_CLOCK_FILE: file })()).toBe(
      1_000_000_060_000,
    );
    const warnings: string[] = [];
    const production = leadWorkClock(
      { NODE_ENV: "production", LEAD_WORK_TEST_CLOCK_FILE: file },
      (message) => warnings.push(message),
    );
    expect(Math.abs(production() - Date.now())).toBeLessThan(1000);
    expect(warnings).toHaveLength(1);
  });
});
