/**
 * What changed between two documents of a topic, field by field: the history's diff, the words
 * editor's "changed by somebody else" and the merge of a stale draft
 * (docs/decisions/0017-words-as-data.md). Paths name list items by their id where they have
 * one, as the publish check does, so a reordered list is a change of order, not of every item.
 */
import { formatPath, type PathSegment, valueAt } from "./paths";

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

/**
 * Every field that differs between `before` and `after`, leaves first, below `path`. One pass
 * over both values: each value is visited once (lists keyed by id through a map), and the path
 * is one stack, copied only for a change found, so the work grows with the documents' size, not
 * with their size times their depth.
 */
export function diffValues(
  before: unknown,
  after: unknown,
  path: PathSegment[] = [],
): FieldChange[] {
  const changes: FieldChange[] = [];
  const at = [...path];
  const changed = (from: unknown, to: unknown) =>
    changes.push({ path: [...at], before: from, after: to });

  const walk = (a: unknown, b: unknown): void => {
    if (a === b) return;
    if (isObject(a) && isObject(b)) {
      // JSON's equality: a key holding undefined is no key.
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        at.push(key);
        walk(a[key], b[key]);
        at.pop();
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length === 0 && b.length === 0) return;
      const keyed =
        (isKeyedList(a) || a.length === 0) &&
        (isKeyedList(b) || b.length === 0) &&
        (isKeyedList(a) || isKeyedList(b));
      if (keyed) {
        const beforeById = firstById(a);
        const afterById = firstById(b);
        const start = changes.length;
        for (const id of new Set([...beforeById.keys(), ...afterById.keys()])) {
          at.push(id);
          walk(beforeById.get(id), afterById.get(id));
          at.pop();
        }
        const common = [...beforeById.keys()].filter((id) => afterById.has(id));
        const order = [...afterById.keys()].filter((id) => beforeById.has(id));
        if (common.join() !== order.join()) {
          at.push("#order");
          changed(common, order);
          at.pop();
        }
        // Duplicate ids: what the map cannot tell apart is compared whole.
        if (beforeById.size !== a.length || afterById.size !== b.length) {
          changes.length = start;
          if (JSON.stringify(a) !== JSON.stringify(b)) changed(a, b);
        }
        return;
      }
      if (a.length === b.length) {
        a.forEach((item, index) => {
          at.push(index);
          walk(item, b[index]);
          at.pop();
        });
        return;
      }
      changed(a, b);
      return;
    }
    // Values of different kinds, or different leaves (undefined: no such field).
    if (a === undefined && b === undefined) return;
    if (!isObject(a) && !Array.isArray(a) && !isObject(b) && !Array.isArray(b) && a === b) return;
    changed(a, b);
  };
  walk(before, after);
  return changes;
}

/** A keyed list's items by id (the first of each id), in the list's order. */
function firstById(list: readonly unknown[]): Map<string, unknown> {
  const byId = new Map<string, unknown>();
  for (const item of list) {
    const id = idOf(item);
    if (id !== undefined && !byId.has(id)) byId.set(id, item);
  }
  return byId;
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
  return overlapping(
    mine.map((change) => formatPath(change.path)),
    theirs.map((change) => formatPath(change.path)),
  );
}

/**
 * The paths of `paths` that overlap one of `others` (the same field, a field inside it, or the
 * item around it), each once, in order. Linear in the paths' length: every dotted prefix of the
 * others is put in a set once, not compared with every path.
 */
export function overlapping(paths: readonly string[], others: readonly string[]): string[] {
  const exact = new Set(others);
  const around = new Set<string>();
  for (const other of others)
    for (let dot = other.indexOf("."); dot >= 0; dot = other.indexOf(".", dot + 1))
      around.add(other.slice(0, dot));
  const found = new Set<string>();
  for (const path of paths) {
    if (found.has(path)) continue;
    let hit = exact.has(path) || around.has(path);
    for (let dot = path.indexOf("."); !hit && dot >= 0; dot = path.indexOf(".", dot + 1))
      hit = exact.has(path.slice(0, dot));
    if (hit) found.add(path);
  }
  return [...found];
}

/**
 * `document` with `changes` applied (made by `diffValues` from another start): each field set
 * to its new value, items added where they were, removed items dropped, a list's new order kept.
 * Used to carry a draft's own changes onto what somebody else published since.
 */
export function applyChanges<T>(document: T, changes: readonly FieldChange[]): T {
  const result = structuredClone(document) as unknown;
  // Each list's items by id, made once per list and kept up to date as items are set, added
  // and removed: a change is found from the root in steps, not by searching every list.
  const byId = new WeakMap<unknown[], Map<string, unknown>>();
  const itemsOf = (list: unknown[]) => {
    let items = byId.get(list);
    if (!items) {
      items = new Map();
      for (const item of list) {
        const id = idOf(item);
        if (id !== undefined && !items.has(id)) items.set(id, item);
      }
      byId.set(list, items);
    }
    return items;
  };
  const getAt = (path: readonly PathSegment[]): unknown =>
    valueAt(result, path, (list, segment) =>
      typeof segment === "number" ? list[segment] : itemsOf(list).get(String(segment)),
    );
  const setAt = (path: readonly PathSegment[], value: unknown) => {
    const parent = getAt(path.slice(0, -1));
    const last = path.at(-1);
    if (last === undefined) return;
    if (Array.isArray(parent)) {
      const items = itemsOf(parent);
      const index = typeof last === "number" ? last : parent.indexOf(items.get(String(last)) ?? {});
      const copy = value === undefined ? undefined : structuredClone(value);
      if (index >= 0 && index < parent.length) {
        const old = idOf(parent[index]);
        if (old !== undefined && items.get(old) === parent[index]) items.delete(old);
        if (copy === undefined) parent.splice(index, 1);
        else parent[index] = copy;
      } else if (copy !== undefined) parent.push(copy);
      const id = idOf(copy);
      if (id !== undefined && !items.has(id)) items.set(id, copy);
      // An item removed may have hidden a later one with its id: the map is made again.
      if (copy === undefined) byId.delete(parent);
    } else if (isObject(parent)) {
      if (value === undefined) delete parent[String(last)];
      else parent[String(last)] = structuredClone(value);
    }
  };
  const orders: FieldChange[] = [];
  for (const change of changes) {
    if (change.path.at(-1) === "#order") {
      orders.push(change);
      continue;
    }
    setAt(change.path, change.after);
  }
  for (const change of orders) {
    const list = getAt(change.path.slice(0, -1));
    if (!Array.isArray(list)) continue;
    const rank = new Map((change.after as string[]).map((id, index) => [id, index]));
    const place = (item: unknown) => rank.get(idOf(item) ?? "") ?? Number.MAX_SAFE_INTEGER;
    list.sort((a, b) => place(a) - place(b));
  }
  return result as T;
}
