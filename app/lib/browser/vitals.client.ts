/**
 * Core Web Vitals from real visitors, sent to our own endpoint (POST /api/vitals) with
 * sendBeacon. No third party sees them; nothing identifies the visitor. The web-vitals code is
 * loaded after the page is idle, and only for the sampled share of page views.
 */
import { VITALS_SAMPLE_RATE } from "~/base/browser-storage";

export const VITALS_ENDPOINT = "/api/vitals";

interface Metric {
  name: string;
  value: number;
  rating: string;
  navigationType: string;
}

export function startVitalsReporting(sampleRate = VITALS_SAMPLE_RATE) {
  // Tests and the curious can force sampling with ?vitals=1.
  const forced = new URLSearchParams(location.search).get("vitals") === "1";
  if (!forced && Math.random() >= sampleRate) return;
  if (!("sendBeacon" in navigator)) return;

  const path = location.pathname;
  const queue = new Map<string, Metric>();
  const flush = () => {
    if (queue.size === 0) return;
    const body = JSON.stringify({ path, metrics: [...queue.values()] });
    queue.clear();
    navigator.sendBeacon(VITALS_ENDPOINT, new Blob([body], { type: "application/json" }));
  };
  const record = (metric: Metric) => {
    queue.set(metric.name, {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      navigationType: metric.navigationType,
    });
  };

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);

  import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onCLS(record);
    onFCP(record);
    onINP(record);
    onLCP(record);
    onTTFB(record);
  });
}
