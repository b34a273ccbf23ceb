/**
 * Core Web Vitals from real visitors, sent to our own endpoint (POST /api/vitals) with
 * sendBeacon. No third party sees them; nothing identifies the visitor. The code that measures
 * them (./web-vitals.ts) is loaded after the page is idle, and only for the sampled share of
 * page views; what it measured is sent each time the page is hidden.
 */
import { VITALS_SAMPLE_RATE } from "~/base/browser-storage";

export const VITALS_ENDPOINT = "/api/vitals";

export function startVitalsReporting(sampleRate = VITALS_SAMPLE_RATE) {
  // Tests and the curious can force sampling with ?vitals=1.
  const forced = new URLSearchParams(location.search).get("vitals") === "1";
  if (!forced && Math.random() >= sampleRate) return;
  if (!("sendBeacon" in navigator)) return;

  const path = location.pathname;
  void import("./web-vitals").then(({ observeVitals }) => {
    const changed = observeVitals();
    const flush = () => {
      const metrics = changed();
      if (metrics.length === 0) return;
      const body = JSON.stringify({ path, metrics });
      navigator.sendBeacon(VITALS_ENDPOINT, new Blob([body], { type: "application/json" }));
    };
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
    addEventListener("pagehide", flush);
  });
}
