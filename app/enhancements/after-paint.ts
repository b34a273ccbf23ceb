import { nextTask } from "~/lib/browser/next-task";

/**
 * Resolves once the page has loaded (HTML parsed, stylesheet in), its first contentful paint is
 * recorded and one more frame has been painted: work that is not needed for the first paint
 * (caching the web fonts, the page-speed beacons) waits for it. A ResizeObserver callback runs in
 * the next frame's rendering steps and a message queued from it runs after that frame is
 * painted; neither depends on timers, which the e2e tests' fake clock freezes.
 */
export async function afterPagePainted(): Promise<void> {
  if (document.readyState !== "complete")
    await new Promise<void>((resolve) => addEventListener("load", () => resolve(), { once: true }));
  // On a long page the browser may fire load before it paints (the parser yields first).
  if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
    await new Promise<void>((resolve) => {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    });
  await new Promise<void>((resolve) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      void nextTask().then(resolve);
    });
    observer.observe(document.documentElement);
  });
}

/** Runs `task` when the browser is idle (or soon, where it cannot tell). */
export function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 4000 });
  else setTimeout(task, 1500);
}

/**
 * Resolves once a prerendered page (Speculation Rules) is shown to the visitor, at once for any
 * other: what a visitor should see happen (the announcement's timer) starts only then.
 */
export function whenShown(): Promise<void> {
  const doc = document as Document & { prerendering?: boolean };
  if (!doc.prerendering) return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener("prerenderingchange", () => resolve(), { once: true }),
  );
}
