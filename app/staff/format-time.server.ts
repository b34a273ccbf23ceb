/**
 * The staff pages' dates and times: formatted on the server (India time), so the browser never
 * re-formats them.
 */
const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** "2 Dec 2026, 12:09 pm IST". */
export function formatTime(ms: number): string {
  return `${dateTime.format(new Date(ms))} IST`;
}

const IST_OFFSET_MS = 19_800_000;

/** A time as a datetime-local input's value in India time: "2026-12-02T17:30". */
export function toIstInput(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local input's value read as India time; undefined unless it is one. */
export function fromIstInput(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const ms = Date.parse(`${value}:00+05:30`);
  return Number.isFinite(ms) ? ms : undefined;
}
