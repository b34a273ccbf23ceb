/**
 * The five web vitals of one page view, measured as web.dev defines them and as the `web-vitals`
 * library (which this replaced) measures them, in a quarter of its size: loaded on sampled page
 * views only (./vitals.client.ts), where every byte of a page's JavaScript counts
 * (docs/performance.md).
 * - TTFB: the navigation's responseStart; FCP: the first contentful paint; LCP: the last
 *   largest-contentful-paint entry before the first input or the page being hidden. All three
 *   from when a prerendered page was shown (activationStart), and only if it was visible then.
 * - CLS: the largest session window of layout shifts without recent input (shifts less than 1 s
 *   apart, for at most 5 s).
 * - INP: the longest interaction (events grouped by interactionId, each its longest event), or
 *   with many interactions the 98th percentile: one longest left out per 50 interactions.
 * Not covered: a page restored from the back/forward cache is not measured again.
 */
import type { VitalName } from "~/lib/vitals/vitals.server";

/** A metric as the beacon sends it (its rating, which the server works out, is left out). */
export interface Metric {
  name: VitalName;
  value: number;
  navigationType: string;
}

type Entry = PerformanceEntry & {
  hadRecentInput?: boolean;
  value?: number;
  interactionId?: number;
};

function observe(type: string, onEntry: (entry: Entry) => void, options: object = {}): void {
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) onEntry(entry as Entry);
    }).observe({ type, buffered: true, ...options });
  } catch {
    // An entry type this browser does not know: that metric is not measured.
  }
}

/** The interaction web.dev's INP picks: the longest, less one per 50 interactions (p98). */
export function interactionToNextPaint(durations: readonly number[], count: number): number {
  const longest = [...durations].sort((a, b) => b - a);
  return longest[Math.min(longest.length - 1, Math.floor(count / 50))] ?? 0;
}

/** CLS from layout shifts in order: the largest session window. */
export function cumulativeLayoutShift(shifts: readonly { startTime: number; value: number }[]) {
  let largest = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (session > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000)
      session += shift.value;
    else {
      session = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, session);
  }
  return largest;
}

/**
 * Starts measuring (with what the browser has buffered since the navigation) and returns a
 * function that gives the metrics whose values changed since it was last called: called each
 * time the page is hidden, it reports FCP, TTFB and LCP once and CLS and INP as they grow.
 */
export function observeVitals(): () => Metric[] {
  const navigation = performance.getEntriesByType("navigation")[0] as
    | (PerformanceNavigationTiming & { activationStart?: number })
    | undefined;
  const activation = navigation?.activationStart ?? 0;
  const navigationType =
    activation > 0 ? "prerender" : (navigation?.type.replace(/_/g, "-") ?? "navigate");
  const since = (time: number) => Math.max(0, time - activation);
  // Only what happened while the page was in view counts.
  let hiddenAt = document.visibilityState === "hidden" ? 0 : Number.POSITIVE_INFINITY;
  addEventListener(
    "visibilitychange",
    (event) => {
      if (document.visibilityState === "hidden") hiddenAt = Math.min(hiddenAt, event.timeStamp);
    },
    true,
  );

  const values = new Map<VitalName, number>();
  if (navigation && navigation.responseStart > 0)
    values.set("TTFB", since(navigation.responseStart));
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint" && entry.startTime < hiddenAt)
      values.set("FCP", since(entry.startTime));
  });
  let lcpFinal = false;
  const finishLcp = () => {
    lcpFinal = true;
  };
  for (const type of ["keydown", "click"])
    addEventListener(type, finishLcp, { once: true, capture: true });
  observe("largest-contentful-paint", (entry) => {
    if (!lcpFinal && entry.startTime < hiddenAt) values.set("LCP", since(entry.startTime));
  });
  const shifts: { startTime: number; value: number }[] = [];
  values.set("CLS", 0);
  observe("layout-shift", (entry) => {
    if (entry.hadRecentInput) return;
    shifts.push({ startTime: entry.startTime, value: entry.value ?? 0 });
    values.set("CLS", cumulativeLayoutShift(shifts));
  });
  const interactions = new Map<number, number>();
  const onEvent = (entry: Entry) => {
    const id = entry.interactionId;
    if (id) interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration));
  };
  observe("event", onEvent, { durationThreshold: 40 });
  observe("first-input", onEvent);

  const reported = new Map<VitalName, number>();
  return () => {
    finishLcp();
    if (interactions.size > 0) {
      const count = (performance as { interactionCount?: number }).interactionCount;
      values.set(
        "INP",
        interactionToNextPaint([...interactions.values()], count ?? interactions.size),
      );
    }
    const changed: Metric[] = [];
    for (const [name, value] of values) {
      if (reported.get(name) === value) continue;
      reported.set(name, value);
      changed.push({ name, value, navigationType });
    }
    return changed;
  };
}
