/**
 * The code of every island, by its name, loaded only when one is hydrated (app/islands/runtime.ts,
 * handed this list by app/entry.client.tsx). An island is declared in one place, its own file
 * `<name>.island.tsx` anywhere under app/ (app/islands/island.tsx): this finds them all, so
 * nothing else needs to name it. Each file's code is a chunk of its own.
 */

import type { IslandComponent } from "./islands/island";
import type { IslandLoaders } from "./islands/runtime";

const islandFiles = import.meta.glob<{ default: IslandComponent<object> }>("./**/*.island.tsx");

/** "./components/forms/lead-form.island.tsx" → "lead-form". */
export function islandNameOf(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.island\.tsx$/, "");
}

export const islandComponents: IslandLoaders = Object.fromEntries(
  Object.entries(islandFiles).map(([file, load]) => [
    islandNameOf(file),
    () => load().then((module) => module.default.Component),
  ]),
);
