import { describe, expect, it } from "vitest";
import {
  ACCOUNT_PASSWORD_FAILURES,
  codeHoldMs,
  guessChance,
  mostCodeGuesses,
} from "./sign-in-limits";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("the code holds", () => {
  it("last 15 minutes, then twice as long each time in a row, at most a day", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 30].map((level) => codeHoldMs(level) / MINUTE)).toEqual([
      15, 30, 60, 120, 240, 480, 960, 1440, 1440, 1440,
    ]);
  });

  it("let at most 77 codes be checked in a day: under 1 chance in 1,000 (0.0231 %)", () => {
    const guesses = mostCodeGuesses(DAY);
    console.log(
      `most codes checked for one account: ${guesses} in a day, ${mostCodeGuesses(7 * DAY)} in a week; P(right within a day) ≤ ${(guessChance(guesses) * 100).toFixed(4)} %`,
    );
    expect(guesses).toBe(77);
    expect(guessChance(guesses)).toBeLessThan(1 / 1000);
    // Without the doubling, 11 codes every 15 minutes: 1,056 a day, over 1 in 1,000.
    expect(guessChance(11 * 96)).toBeGreaterThan(1 / 1000);
  });
});

describe("the password cap", () => {
  it("is ASVS's 100 an hour", () => {
    expect(ACCOUNT_PASSWORD_FAILURES).toBeLessThanOrEqual(100);
  });
});
