/**
 * Paths to the fields of a topic's document, as the publish check, launch-check, the history's
 * diff and the editor name them: "facts.plans.seo-kickstart.price", "hi.faq.pricing.answer".
 * The first segment is the part (facts, en, hi); a list's item is named by its `id` where it
 * has one, else by its position.
 */
import type { DocumentPart } from "./document";

export type PathSegment = string | number;

/** The segments of a dotted path; numbers stand for positions in a list. */
export function parsePath(path: string): PathSegment[] {
  return path.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** A path as people read it: "hi.faq.pricing.answer". */
export function formatPath(segments: readonly PathSegment[]): string {
  return segments.join(".");
}

/**
 * Each list's items by id, made once per list the first time a path names an item by id: a
 * walk that reads many paths of one document (the checks, the diff's lookups) reads each list
 * once, not once per path.
 */
const itemsById = new WeakMap<readonly unknown[], Map<unknown, unknown>>();

/** The item of `list` a segment names: by its id (the first with it), or by its position. */
function itemOf(list: unknown[], segment: PathSegment): unknown {
  if (typeof segment === "number") return list[segment];
  let byId = itemsById.get(list);
  if (!byId) {
    byId = new Map();
    for (const item of list) {
      const id = (item as { id?: unknown } | null)?.id;
      if (id !== undefined && !byId.has(id)) byId.set(id, item);
    }
    itemsById.set(list, byId);
  }
  return byId.get(segment);
}

/**
 * The value at `segments` in `value`, or undefined when there is none: the one reader of a value
 * at a path (parse a dotted path with `parsePath` first). A walk that changes lists as it goes
 * (`applyChanges` in ./diff.ts) hands its own `item` lookup, kept up to date as it changes them.
 */
export function valueAt(
  value: unknown,
  segments: readonly PathSegment[],
  item: (list: unknown[], segment: PathSegment) => unknown = itemOf,
): unknown {
  let at = value;
  for (const segment of segments) {
    if (Array.isArray(at)) at = item(at, segment);
    else if (at && typeof at === "object") at = (at as Record<string, unknown>)[String(segment)];
    else return undefined;
  }
  return at;
}

/**
 * The path of zod's issue (positions) with each list item named by its id where it has one, so a
 * message says "facts.plans.seo-kickstart.price", not "facts.plans.0.price".
 */
export function namedPath(document: unknown, segments: readonly PathSegment[]): PathSegment[] {
  const named: PathSegment[] = [];
  let at = document;
  for (const segment of segments) {
    if (Array.isArray(at) && typeof segment === "number") {
      const item = at[segment] as { id?: unknown } | undefined;
      named.push(typeof item?.id === "string" ? item.id : segment);
      at = item;
    } else {
      named.push(segment);
      at =
        at && typeof at === "object" ? (at as Record<string, unknown>)[String(segment)] : undefined;
    }
  }
  return named;
}

/**
 * Every leaf of `value` that `isLeaf` picks, with its path below `prefix`, in document order.
 * List items are named by their id (as the publish check and the diff name them) unless
 * `byIndex`. One pass: the path is one stack, copied only for a leaf found.
 */
export function leavesOf<T>(
  value: unknown,
  isLeaf: (at: unknown) => at is T,
  prefix: PathSegment[] = [],
  byIndex = false,
): { path: PathSegment[]; value: T }[] {
  const found: { path: PathSegment[]; value: T }[] = [];
  const path = [...prefix];
  const walk = (at: unknown) => {
    if (isLeaf(at)) found.push({ path: [...path], value: at });
    else if (Array.isArray(at))
      at.forEach((item, index) => {
        const id = byIndex ? undefined : (item as { id?: unknown } | null)?.id;
        path.push(typeof id === "string" ? id : index);
        walk(item);
        path.pop();
      });
    else if (at && typeof at === "object")
      for (const [key, item] of Object.entries(at)) {
        path.push(key);
        walk(item);
        path.pop();
      }
  };
  walk(value);
  return found;
}

const isString = (at: unknown): at is string => typeof at === "string";

/** Every string of `value` with its path below `prefix` (ids naming list items). */
export function stringsOf(
  value: unknown,
  prefix: PathSegment[] = [],
): { path: PathSegment[]; text: string }[] {
  return leavesOf(value, isString, prefix).map(({ path, value: text }) => ({ path, text }));
}

/** The part a path starts with: "facts", "en" or "hi". */
export function partOf(segments: readonly PathSegment[]): DocumentPart | null {
  const first = segments[0];
  return first === "facts" || first === "en" || first === "hi" ? first : null;
}
