/**
 * Islands: a public page is HTML that React renders on the server, and only what a visitor
 * types into (the lead forms) is hydrated in the browser, each as its own React root with only
 * its own props, when the visitor first touches it: focus, a press or a key
 * (docs/decisions/0016-islands.md). Until then, and without JavaScript, it is plain HTML (a form
 * that posts natively).
 *
 * An island is declared in one place: a file `<name>.island.tsx` anywhere under app/, whose
 * default export is `island("<name>", Component)`. Pages render that export like the component;
 * the browser finds its code by the name (app/island-components.ts lists every such file). Its
 * rules, each checked before a browser is involved:
 * - its props are JSON (the type of `island` refuses anything else; the server checks again);
 * - its component runs without the page around it: no React Router hooks, no site copy
 *   (`useSiteCopy`, `useLocale`), no `useId` (the ids of a root of its own differ from the
 *   page's) and nothing server-only: everything comes from its props (islands.test.ts reads
 *   every module an island imports);
 * - islands do not nest, and the file's name is the island's (islands.test.ts).
 */
import { type ComponentType, createContext, createElement, useContext } from "react";
import { jsonProps } from "./props";

type Json = string | number | boolean | null | undefined;

/** Whether `T` reaches the browser unchanged as JSON (no functions, dates, maps, elements…). */
type IsJson<T> = T extends Json
  ? true
  : T extends (...args: never[]) => unknown
    ? false
    : T extends Date | RegExp | Map<unknown, unknown> | Set<unknown> | Promise<unknown>
      ? false
      : T extends readonly (infer Item)[]
        ? IsJson<Item>
        : T extends object
          ? false extends { [K in keyof T]-?: IsJson<T[K]> }[keyof T]
            ? false
            : true
          : false;

/** What `island` says of a component whose props are not all JSON. */
interface PropsMustBeJson {
  "an island's props must be JSON: strings, numbers, booleans, null, arrays and plain objects": never;
}

export type IslandComponent<P> = ComponentType<P> & {
  islandName: string;
  Component: ComponentType<P>;
};

/** Islands cannot nest: an island's HTML is its component's own. */
const InsideIsland = createContext<string | null>(null);

export function island<P extends object>(
  name: string,
  Component: ComponentType<P> & (IsJson<P> extends true ? unknown : PropsMustBeJson),
): IslandComponent<P> {
  function Island(props: P) {
    const outer = useContext(InsideIsland);
    if (outer) throw new Error(`The island "${name}" is inside the island "${outer}"`);
    return createElement(
      "site-island",
      { "data-island": name, "data-props": JSON.stringify(jsonProps(props, `${name}: props`)) },
      createElement(InsideIsland.Provider, { value: name }, createElement(Component, props)),
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name, Component });
}
