/**
 * An island's props travel to the browser as JSON in its element's `data-props`; the parts that
 * are React elements (a carousel's slides, an answer's paragraphs) do not: the server renders
 * each inside an `<island-slot data-slot="n">` and the props hold `{ "$slot": n }` in its place.
 * The browser reads the slot's HTML back from the page and hands the component an element that
 * renders it unchanged, so the words of a slot reach the browser once, in the HTML
 * (docs/decisions/0016-islands.md). Same idea as Astro's <astro-slot>.
 */
import { isValidElement, type ReactElement } from "react";

/** The marker a slot leaves in the JSON props. */
export interface SlotMarker {
  $slot: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` with each React element replaced by `replace(element, index)`, numbered in
 * depth-first order. Functions and class instances cannot reach the browser: they throw.
 */
export function mapSlots<T>(
  value: unknown,
  replace: (element: ReactElement, index: number) => T,
  path = "props",
  counter = { next: 0 },
): unknown {
  if (isValidElement(value)) return replace(value, counter.next++);
  if (Array.isArray(value))
    return value.map((item, i) => mapSlots(item, replace, `${path}[${i}]`, counter));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      out[key] = mapSlots(item, replace, `${path}.${key}`, counter);
    }
    return out;
  }
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return value;
  if (value === undefined) return undefined;
  throw new Error(`${path}: an island's props must be JSON or React elements, not ${typeof value}`);
}

function isSlotMarker(value: unknown): value is SlotMarker {
  return isPlainObject(value) && typeof value.$slot === "number" && Object.keys(value).length === 1;
}

/** The props parsed from JSON, each slot marker replaced by `slot(index)`. */
export function reviveSlots(value: unknown, slot: (index: number) => unknown): unknown {
  if (isSlotMarker(value)) return slot(value.$slot);
  if (Array.isArray(value)) return value.map((item) => reviveSlots(item, slot));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = reviveSlots(item, slot);
    return out;
  }
  return value;
}
