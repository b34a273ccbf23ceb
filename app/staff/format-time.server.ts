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
