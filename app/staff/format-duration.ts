/**
 * A lead's waiting time in words, rounded down to what a person reads at a glance: "under a
 * minute", "25 minutes", "3 hours 5 minutes", "2 days 4 hours" (app/staff/words/lead-page.ts).
 */
import { fill } from "~/base/template";
import { leadPageWords } from "~/staff/words";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const words = leadPageWords.duration;
const count = (unit: keyof Omit<typeof words, "underAMinute">, n: number) =>
  fill(words[unit][n === 1 ? "one" : "other"], { count: n });

export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  if (minutes < 1) return words.underAMinute;
  if (ms < HOUR_MS) return count("minutes", minutes);
  if (ms < DAY_MS) {
    const hours = Math.floor(ms / HOUR_MS);
    const rest = minutes - hours * 60;
    return rest === 0
      ? count("hours", hours)
      : `${count("hours", hours)} ${count("minutes", rest)}`;
  }
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms - days * DAY_MS) / HOUR_MS);
  return hours === 0 ? count("days", days) : `${count("days", days)} ${count("hours", hours)}`;
}
