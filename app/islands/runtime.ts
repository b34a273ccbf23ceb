/**
 * The browser half of islands (app/islands/island.tsx): each `<site-island>` of the page is
 * hydrated, as a React root of its own, when a visitor first touches it — focus inside it, a
 * press on it or a key in it — and not before: React and the island's code load only then, so a
 * page nobody types into runs no React at all. One trigger per island, and that is the only one.
 */
import type { ComponentType } from "react";

/** Each island's code by its name (app/island-components.ts), given by startIslands. */
// biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where it is rendered
export type IslandLoaders = Record<string, () => Promise<ComponentType<any>>>;
let islandComponents: IslandLoaders = {};

/** The first signs that someone is using an island: focus inside it, a press on it, a key. */
const touches = ["focusin", "pointerdown", "keydown"] as const;
/** What a click before hydration is held back and replayed on: things React will handle. */
const replayable =
  'button, label, input[type="checkbox"], input[type="radio"], input[type="submit"]';

type IslandElement = HTMLElement & {
  dataset: { island: string; hydrated?: "true" | "failed" };
};

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Hydrates one island now (once): loads React and its code, then hands it the page's DOM. A
 * click that arrived meanwhile is replayed on its target; if the code cannot load (offline),
 * the click goes through as a plain one, so links and forms still work natively.
 */
function hydrateIsland(element: IslandElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (hydration) return hydration;
  const load = islandComponents[element.dataset.island];
  hydration = (
    load
      ? Promise.all([import("./hydrate"), load()]).then(([{ hydrateIslandRoot }, Component]) =>
          hydrateIslandRoot(element, Component),
        )
      : Promise.reject(new Error(`No island named "${element.dataset.island}"`))
  ).then(
    () => {
      element.dataset.hydrated = "true";
    },
    (error: unknown) => {
      element.dataset.hydrated = "failed";
      console.warn("island not hydrated", element.dataset.island, error);
    },
  );
  hydrations.set(element, hydration);
  return hydration;
}

/**
 * Clicks on an island's controls before it is hydrated wait for it, then happen: React handles
 * them once hydrated, the browser does (natively) if the island could not be. Links are never
 * held: they work without React.
 */
function holdClicksUntilHydrated(element: IslandElement) {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    if (element.dataset.hydrated) return;
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(replayable);
    if (!target || !element.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.push(target) > 1) return;
    void hydrateIsland(element).then(() => {
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    });
  };
  element.addEventListener("click", onClick, true);
}

function schedule(element: IslandElement) {
  if (element.dataset.hydrated || hydrations.has(element)) return;
  holdClicksUntilHydrated(element);
  const start = () => {
    for (const type of touches) element.removeEventListener(type, start);
    void hydrateIsland(element);
  };
  for (const type of touches) element.addEventListener(type, start, { passive: true });
}

/** Schedules every island in `container` (the page, or markup the page script added to it). */
export function scheduleIslandsIn(container: ParentNode): void {
  for (const element of container.querySelectorAll<IslandElement>("site-island")) schedule(element);
}

/** Schedules every island of the page; `components` loads each one's code by its name. */
export function startIslands(components: IslandLoaders): void {
  islandComponents = components;
  scheduleIslandsIn(document);
}
