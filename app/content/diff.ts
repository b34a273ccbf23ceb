/**
 * What changed between two documents of a topic, field by field: the history's diff, the words
 * editor's "changed by somebody else" and the merge of a stale draft
 * (docs/decisions/0017-words-as-data.md). Paths name list items by their id where they have
 * one, as the publish check does, so a reordered list is a change of order, not of every item.
 */
import { formatPath, type PathSegment } from "./paths";

export interface FieldChange {
  /** From the part: ["en", "faqs", "hosting", "answer"]. */
  path: PathSegment[];
  /** undefined: the field or item did not exist. */
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const idOf = (value: unknown): string | undefined => {
  const id = isObject(value) ? value.id : undefined;
  return typeof id === "string" ? id : undefined;
};

/** A list of items that each have an id: compared by id. */
const isKeyedList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => idOf(item) !== undefined);

/** Every field that differs between `before` and `after`, leaves first, below `path`. */
export function diffValues(
  before: unknown,
  after: unknown,
  path: PathSegment[] = [],
): FieldChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffValues(before[key], after[key], [...path, key]));
  }
  if (
    (isKeyedList(before) || (Array.isArray(before) && before.length === 0)) &&
    (isKeyedList(after) || (Array.isArray(after) && after.length === 0)) &&
    (isKeyedList(before) || isKeyedList(after))
  ) {
    const beforeIds = before.map(idOf) as string[];
    const afterIds = after.map(idOf) as string[];
    const changes: FieldChange[] = [];
    for (const id of new Set([...beforeIds, ...afterIds])) {
      const a = before.find((item) => idOf(item) === id);
      const b = after.find((item) => idOf(item) === id);
      changes.push(...diffValues(a, b, [...path, id]));
    }
    const common = beforeIds.filter((id) => afterIds.includes(id));
    const order = afterIds.filter((id) => beforeIds.includes(id));
    if (common.join() !== order.join())
      changes.push({ path: [...path, "#order"], before: common, after: order });
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, index) => diffValues(item, after[index], [...path, index]));
  return [{ path, before, after }];
}

/** The change of each part of a topic's document (facts, en, hi). */
export function diffDocuments(
  before: { facts?: unknown; en?: unknown; hi?: unknown },
  after: { facts?: unknown; en?: unknown; hi?: unknown },
): FieldChange[] {
  return (["facts", "en", "hi"] as const).flatMap((part) =>
    diffValues(before[part], after[part], [part]),
  );
}

/**
 * The changes of `mine` and `theirs` (each from the same start) that touch the same field:
 * where somebody else's publish and a draft disagree. A field inside an item one side removed
 * counts as the item.
 */
export function conflicts(mine: FieldChange[], theirs: FieldChange[]): string[] {
  const overlaps = (a: string, b: string) =>
    a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  const theirPaths = theirs.map((change) => formatPath(change.path));
  return [
    ...new Set(
      mine
        .map((change) => formatPath(change.path))
        .filter((path) => theirPaths.some((other) => overlaps(path, other))),
    ),
  ];
}

/**
 * `document` with `changes` applied (made by `diffValues` from another start): each field set
 * to its new value, items added where they were, removed items dropped, a list's new order kept.
 * Used to carry a draft's own changes onto what somebody else published since.
 */
export function applyChanges<T>(document: T, changes: readonly FieldChange[]): T {
  const result = structuredClone(document) as unknown;
  const orders: FieldChange[] = [];
  for (const change of changes) {
    if (change.path.at(-1) === "#order") {
      orders.push(change);
      continue;
    }
    setAt(result, change.path, change.after);
  }
  for (const change of orders) {
    const list = getAt(result, change.path.slice(0, -1));
    if (!Array.isArray(list)) continue;
    const order = change.after as string[];
    list.sort((a, b) => {
      const i = order.indexOf(idOf(a) ?? "");
      const j = order.indexOf(idOf(b) ?? "");
      return (i < 0 ? Number.MAX_SAFE_INTEGER : i) - (j < 0 ? Number.MAX_SAFE_INTEGER : j);
    });
  }
  return result as T;
}

function getAt(value: unknown, path: readonly PathSegment[]): unknown {
  let at = value;
  for (const segment of path) {
    if (Array.isArray(at))
      at = typeof segment === "number" ? at[segment] : at.find((item) => idOf(item) === segment);
    else if (isObject(at)) at = at[String(segment)];
    else return undefined;
  }
  return at;
}

function setAt(root: unknown, path: readonly PathSegment[], value: unknown): void {
  const parent = getAt(root, path.slice(0, -1));
  const last = path.at(-1);
  if (last === undefined) return;
  if (Array.isArray(parent)) {
    const index = typeof last === "number" ? last : parent.findIndex((item) => idOf(item) === last);
    if (value === undefined) {
      if (index >= 0) parent.splice(index, 1);
    } else if (index >= 0) parent[index] = structuredClone(value);
    else parent.push(structuredClone(value));
  } else if (isObject(parent)) {
    if (value === undefined) delete parent[String(last)];
    else parent[String(last)] = structuredClone(value);
  }
}
