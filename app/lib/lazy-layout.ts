/**
 * On a page's first load, what lies below its first section is laid out only as it nears the
 * viewport (`content-visibility: auto` under `html.lazy-layout`, app/app.css), and, once the page
 * has painted, one part per frame (`layOutInTurn`, started by app/enhancements): laying out a whole long page at once, in
 * Devanagari above all, was the longest task after the first paint on a phone
 * (docs/decisions/0013-lazy-layout.md). Parts not yet laid out take an estimated height and are
 * skipped by hit testing, so anything that works from positions (an in-page link's smooth scroll,
 * scroll restoration, a #fragment, a contrast checker) must see the real layout: the head script
 * leaves the class off for reloads, Back and fragments, and `layOutEverything` drops it before an
 * in-page scroll. Without JavaScript the class is never set.
 */

export const lazyLayoutClass = "lazy-layout";

/** What is laid out lazily; app/app.css has the same selector (checked by lazy-layout.test.ts). */
export const lazyLayoutSelector = "main > :is(section, div) ~ *, body > footer";
/** Set on a part once it has been laid out in turn. */
const laidOutAttribute = "data-laid-out";

/**
 * Runs inline in the head, before the first paint; its hash is allowed by the CSP. Only a fresh
 * load without a fragment: a reload or Back restores a scroll position, a fragment jumps to one.
 */
export const lazyLayoutScript = `try{location.hash||performance.getEntriesByType("navigation")[0].type!=="navigate"||document.documentElement.classList.add("${lazyLayoutClass}")}catch(e){}`;

/** Lays the whole page out from now on (a synchronous layout of what was skipped, once). */
export function layOutEverything(): void {
  document.documentElement.classList.remove(lazyLayoutClass);
}

/**
 * Lays out the deferred parts one per frame, top first, then drops the class. Each step waits
 * for a ResizeObserver callback (run after the layout that sized the part) and a message (so the
 * frame is painted first); neither is a timer, which the e2e tests' fake clock freezes.
 */
export function layOutInTurn(): void {
  const root = document.documentElement;
  if (!root.classList.contains(lazyLayoutClass)) return;
  const parts = [...document.querySelectorAll(lazyLayoutSelector)];
  const channel = new MessageChannel();
  const observer = new ResizeObserver(() => channel.port2.postMessage(null));
  const next = () => {
    observer.disconnect();
    const part = parts.shift();
    if (!part || !root.classList.contains(lazyLayoutClass)) {
      channel.port1.close();
      layOutEverything();
      return;
    }
    part.setAttribute(laidOutAttribute, "");
    observer.observe(part);
  };
  channel.port1.onmessage = next;
  next();
}
