/**
 * The visit count's beacon (issue 55): one small post per page view to our own server, sent when
 * the page is idle, with the page's path and, on the visit's first page, how the visit arrived
 * (./arrival.client.ts). Nothing identifies the visitor; the server counts a visitor by a daily
 * salted hash it keeps at most two days (server/visits/). A browser asking for privacy (Global
 * Privacy Control) sends nothing; the server also ignores a beacon with Sec-GPC: 1.
 */
export const VISIT_ENDPOINT = "/api/visit";

export function sendVisit(touch: { field: string; landed: boolean }): void {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  navigator.sendBeacon?.(
    VISIT_ENDPOINT,
    JSON.stringify({ p: location.pathname, ...(touch.landed ? { a: touch.field } : {}) }),
  );
}
