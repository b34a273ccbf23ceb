/**
 * The browser half of islands (app/islands/island.tsx): finds each `<site-island>` of the page
 * and hydrates it when its schedule says, as its own React root. React itself, and each island's
 * code, load only then: a page whose islands are all below the fold or untouched runs no React.
 */
import type { ComponentType } from "react";
import type { Hydrate, IslandName } from "./island";

/** Each island's code by its name (app/island-components.ts), given by startIslands. */
// biome-ignore lint/suspicious/noExplicitAny: each island's props are checked where it is rendered
type IslandLoaders = Record<IslandName, () => Promise<ComponentType<any>>>;
let islandComponents: Partial<IslandLoaders> = {};

/** How far below (and above) the viewport a "visible" island starts loading. */
const nearViewport = "400px 0px";
/** The first signs that someone is about to use an "interaction" island. */
const intentEvents = ["pointerenter", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** What a click before hydration is held back and replayed on: things React will handle. */
const replayable =
  'button, label, input[type="checkbox"], input[type="radio"], input[type="submit"]';

type IslandElement = HTMLElement & {
  dataset: {
    island: IslandName;
    hydrate: Hydrate;
    media?: string;
    hydrated?: string;
    sharedProps?: string;
  };
};

/** Shared props (island.tsx `shared`) by URL, fetched once per page. */
const sharedProps = new Map<string, Promise<object>>();

function fetchSharedProps(url: string | undefined): Promise<object> {
  if (!url) return Promise.resolve({});
  let request = sharedProps.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<object>;
    });
    request.catch(() => sharedProps.delete(url));
    sharedProps.set(url, request);
  }
  return request;
}

const hydrations = new WeakMap<HTMLElement, Promise<void>>();
let visibleObserver: IntersectionObserver | undefined;

/**
 * Hydrates one island now (once): loads React and its code, then hands it the page's DOM. A
 * click that arrived meanwhile is replayed on its target; if the code cannot load (offline),
 * the click goes through as a plain one, so links and forms still work natively.
 */
export function hydrateIsland(element: HTMLElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (hydration) return hydration;
  const island = element as IslandElement;
  const load = islandComponents[island.dataset.island];
  hydration = load
    ? Promise.all([import("./hydrate"), load(), fetchSharedProps(island.dataset.sharedProps)]).then(
        ([{ hydrateIslandRoot }, Component, shared]) =>
          hydrateIslandRoot(island, Component, shared),
      )
    : Promise.reject(new Error(`No island named "${island.dataset.island}"`));
  hydration = hydration.then(
    () => {
      island.dataset.hydrated = "true";
    },
    (error: unknown) => {
      island.dataset.hydrated = "failed";
      console.warn("island not hydrated", island.dataset.island, error);
    },
  );
  hydrations.set(element, hydration);
  return hydration;
}

/** Hydrates every island inside `container` (the contact popup, as it opens). */
export function hydrateIslandsIn(container: ParentNode): Promise<void> {
  return Promise.all(
    [...container.querySelectorAll<HTMLElement>("site-island")].map(hydrateIsland),
  ).then(() => undefined);
}

/** Starts loading the code of the islands inside `container`, without hydrating them yet. */
export function preloadIslandsIn(container: ParentNode): void {
  for (const element of container.querySelectorAll<IslandElement>("site-island")) {
    if (element.dataset.hydrated) continue;
    // A failure here is reported when the island is hydrated, if ever.
    import("./hydrate").catch(() => undefined);
    islandComponents[element.dataset.island]?.().catch(() => undefined);
    fetchSharedProps(element.dataset.sharedProps).catch(() => undefined);
  }
}

/**
 * Clicks on an island's controls before it is hydrated wait for it, then happen: React handles
 * them once hydrated, the browser does (natively) if the island could not be. Links and the
 * static HTML of slots are never held: they work without React.
 */
function holdClicksUntilHydrated(element: IslandElement) {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    if (element.dataset.hydrated) return;
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(replayable);
    if (!target || !element.contains(target) || target.closest("island-slot")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.push(target) > 1) return;
    void hydrateIsland(element).then(() => {
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    });
  };
  element.addEventListener("click", onClick, true);
}

/** The island each observed box belongs to: an island has no box of its own (display: contents). */
const islandOfBox = new WeakMap<Element, HTMLElement>();

function onVisible(element: HTMLElement) {
  visibleObserver ??= new IntersectionObserver(
    (entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const island = islandOfBox.get(entry.target);
        if (!island) continue;
        for (const box of island.children) observer.unobserve(box);
        void hydrateIsland(island);
      }
    },
    { rootMargin: nearViewport },
  );
  for (const box of element.children) {
    islandOfBox.set(box, element);
    visibleObserver.observe(box);
  }
}

function onIntent(element: HTMLElement) {
  const start = () => {
    for (const type of intentEvents) element.removeEventListener(type, start);
    void hydrateIsland(element);
  };
  for (const type of intentEvents) element.addEventListener(type, start, { passive: true });
}

function schedule(element: IslandElement) {
  const start = () => {
    switch (element.dataset.hydrate) {
      case "visible":
        return onVisible(element);
      case "interaction":
        return onIntent(element);
    }
  };
  holdClicksUntilHydrated(element);
  const media = element.dataset.media;
  if (!media) return start();
  const query = matchMedia(media);
  if (query.matches) return start();
  const onChange = () => {
    if (!query.matches) return;
    query.removeEventListener("change", onChange);
    start();
  };
  query.addEventListener("change", onChange);
}

/** Schedules every island of the page; `components` loads each one's code. */
export function startIslands(components: IslandLoaders): void {
  islandComponents = components;
  for (const element of document.querySelectorAll<IslandElement>("site-island")) schedule(element);
}
