/**
 * Paths to the fields of a topic's document, as the publish check, launch-check, the history's
 * diff and the editor name them: "facts.plans.seo-kickstart.price", "hi.faq.pricing.answer".
 * The first segment is the part (facts, en, hi); a list's item is named by its `id` where it
 * has one, else by its position.
 */
import type { DocumentPart } from "./topic";

export type PathSegment = string | number;

/** The segments of a dotted path; numbers stand for positions in a list. */
export function parsePath(path: string): PathSegment[] {
  return path.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** A path as people read it: "hi.faq.pricing.answer". */
export function formatPath(segments: readonly PathSegment[]): string {
  return segments.join(".");
}

/** The item of `list` a segment names: by its id, or by its position. */
function itemOf(list: unknown[], segment: PathSegment): unknown {
  if (typeof segment === "number") return list[segment];
  return list.find((item) => (item as { id?: unknown } | null)?.id === segment);
}

/** The value at `segments` in `value`, or undefined when there is none. */
export function valueAt(value: unknown, segments: readonly PathSegment[]): unknown {
  let at = value;
  for (const segment of segments) {
    if (Array.isArray(at)) at = itemOf(at, segment);
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

/** Every string of `value` with its path below `prefix` (ids naming list items). */
export function stringsOf(
  value: unknown,
  prefix: PathSegment[] = [],
): { path: PathSegment[]; text: string }[] {
  if (typeof value === "string") return [{ path: prefix, text: value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      stringsOf(item, [
        ...prefix,
        typeof (item as { id?: unknown } | null)?.id === "string"
          ? ((item as { id: string }).id as string)
          : index,
      ]),
    );
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, [...prefix, key]));
  return [];
}

/** The part a path starts with: "facts", "en" or "hi". */
export function partOf(segments: readonly PathSegment[]): DocumentPart | null {
  const first = segments[0];
  return first === "facts" || first === "en" || first === "hi" ? first : null;
}
