/**
 * The lead worker's clock (server/leads/work.ts): the process clock, or, for the tests only,
 * a clock they control: with NODE_ENV=test and LEAD_WORK_TEST_CLOCK_FILE set, now is the epoch
 * milliseconds written in that file (read at each tick), so an integration test moves time to
 * a follow-up's due time or to 09:30 India time and proves each email is queued once. Outside
 * NODE_ENV=test the variable is ignored (and the server warns), so production never reads it.
 */
import { readFileSync } from "node:fs";

export type Clock = () => number;

export function leadWorkClock(
  env: { NODE_ENV?: string; LEAD_WORK_TEST_CLOCK_FILE?: string },
  warn: (message: string) => void = () => {},
): Clock {
  const file = env.LEAD_WORK_TEST_CLOCK_FILE;
  if (!file) return Date.now;
  if (env.NODE_ENV !== "test") {
    warn("LEAD_WORK_TEST_CLOCK_FILE is ignored outside NODE_ENV=test");
    return Date.now;
  }
  return () => {
    const value = Number(readFileSync(file, "utf8").trim());
    return Number.isFinite(value) && value > 0 ? value : Date.now();
  };
}
