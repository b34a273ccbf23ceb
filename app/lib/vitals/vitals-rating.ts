/**
 * web.dev's thresholds for the Core Web Vitals and the other metrics we collect: at or under
 * `good` is good, over `poor` is poor, between needs improvement. CLS is unitless; the others
 * are milliseconds. https://web.dev/articles/vitals
 */
import type { VitalName } from "./vitals.server";

export type VitalRating = "good" | "needs-improvement" | "poor";

export const vitalThresholds: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export function rateVital(name: VitalName, value: number): VitalRating {
  const t = vitalThresholds[name];
  if (value <= t.good) return "good";
  if (value <= t.poor) return "needs-improvement";
  return "poor";
}

/** "2.31 s", "180 ms", "0.08". */
export function formatVital(name: VitalName, value: number): string {
  if (name === "CLS") return value.toFixed(2);
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}
