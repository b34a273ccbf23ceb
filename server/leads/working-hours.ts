/**
 * The agency's working hours (its facts: first and last working day, opening and closing time,
 * India time) as a clock: when a span of working time that starts at a moment ends. A lead that
 * arrives at 18:30 on a Saturday with hours Monday–Saturday 10:00–19:00 has its 2 working hours
 * end at 11:30 on Monday.
 */
const IST_OFFSET_MS = 19_800_000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface OfficeHours {
  from: string;
  to: string;
  opens: string;
  closes: string;
}

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether the India weekday `day` (0 Sunday) is between `from` and `to`, wrapping round. */
function isWorkingDay(hours: OfficeHours, day: number): boolean {
  const from = weekdays.indexOf(hours.from);
  const to = weekdays.indexOf(hours.to);
  if (from < 0 || to < 0) return true;
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

/** When `spanMs` of working time that starts at `start` has passed (epoch ms). */
export function afterWorkingTime(hours: OfficeHours, start: number, spanMs: number): number {
  const opens = minutesOf(hours.opens) * MINUTE_MS;
  const closes = minutesOf(hours.closes) * MINUTE_MS;
  if (closes <= opens) return start + spanMs;
  let left = spanMs;
  // India midnight of the start's day, in epoch ms.
  let midnight = Math.floor((start + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  let at = start;
  for (let days = 0; days < 31; days++) {
    const weekday = new Date(midnight + IST_OFFSET_MS).getUTCDay();
    if (isWorkingDay(hours, weekday)) {
      const from = Math.max(at, midnight + opens);
      const until = midnight + closes;
      if (from < until) {
        if (from + left <= until) return from + left;
        left -= until - from;
      }
    }
    midnight += DAY_MS;
    at = midnight;
  }
  return start + spanMs;
}
