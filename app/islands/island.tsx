/**
 * Islands: a public page is HTML that React renders on the server, and only the parts a visitor
 * can touch are hydrated in the browser, each as its own React root with only its own props,
 * each when it is needed (docs/decisions/0016-islands.md). A component becomes one with
 * `island(name, Component)`; the page renders the result like the component, plus when to
 * hydrate it. The browser side is app/islands/runtime.ts; the names are listed in
 * app/island-components.ts, which loads each island's code only when one is hydrated.
 */
import {
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  useContext,
} from "react";
import { mapSlots } from "./props";

/** Every island; app/island-components.ts loads each one's component by its name. */
export type IslandName = "carousel" | "faq" | "lead-form" | "career-form";

/**
 * When the browser hydrates an island:
 * - "visible": as it nears the viewport (carousels that move by themselves, the FAQ);
 * - "interaction": at the first sign of use — a pointer over it, a touch, focus inside — for
 *   what only a tap needs (the forms, which post natively until then); a click that arrives
 *   before React is ready is replayed once it is.
 */
export type Hydrate = "visible" | "interaction";

export interface IslandSchedule {
  hydrate: Hydrate;
  /** A media query that must match as well (the home services carousel runs below lg only). */
  media?: string;
  /**
   * Props every page of a language shares (the contact popup form's words), left out of the
   * page and fetched with the island's code from `url`, a prerendered JSON of exactly those
   * props (app/routes/island-props.ts).
   */
  shared?: { url: string; names: readonly string[] };
}

export type IslandComponent<P> = ComponentType<P & IslandSchedule> & {
  islandName: IslandName;
  Component: ComponentType<P>;
};

/** Islands cannot nest: a slot or child of an island is static HTML to the browser. */
const InsideIsland = createContext<string | null>(null);

/**
 * A slot: server-rendered HTML inside an island that the island's component places but never
 * changes (props.ts). In the browser it renders the same HTML, read back from the page.
 */
export function IslandSlot({
  index,
  html,
  children,
}: {
  index: number;
  html?: string;
  children?: ReactNode;
}) {
  return html === undefined
    ? createElement("island-slot", { "data-slot": index }, children)
    : createElement("island-slot", {
        "data-slot": index,
        // The HTML the server rendered in this very place, read back from the page (props.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, unchanged
        dangerouslySetInnerHTML: { __html: html },
        suppressHydrationWarning: true,
      });
}

export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
): IslandComponent<P> {
  function Island({ hydrate, media, shared, ...props }: P & IslandSchedule) {
    const outer = useContext(InsideIsland);
    if (outer) throw new Error(`The island "${name}" is inside the island "${outer}"`);
    const inline = Object.fromEntries(
      Object.entries(props).filter(([key]) => !shared?.names.includes(key)),
    );
    const json = JSON.stringify(mapSlots(inline, (_element, index) => ({ $slot: index })));
    const rendered = mapSlots(props, (element, index) =>
      createElement(IslandSlot, { key: element.key ?? index, index }, element),
    ) as P;
    return createElement(
      "site-island",
      {
        "data-island": name,
        "data-hydrate": hydrate,
        "data-media": media,
        "data-props": json,
        "data-shared-props": shared?.url,
      },
      createElement(InsideIsland.Provider, { value: name }, createElement(Component, rendered)),
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name, Component });
}
