/**
 * Staff changes over the shipped words (docs/decisions/0021-changes-over-shipped-words.md): a
 * topic's live document is the release's shipped files with every staff change applied, field by
 * field, by stable path (list items by their `id`, as app/content/engine/diff.ts names them). A release
 * that adds fields, items or pages brings its new shipped words; every staff value stays where it
 * was. A staff change whose place a release removed or renamed cannot be applied: it is kept,
 * "not shown", until somebody moves it to a field or drops it (or a content migration moves it,
 * app/content/engine/migrations.ts). Nothing here drops a staff value.
 */
import { diffValues } from "./diff";
import { formatPath, type PathSegment, valueAt } from "./paths";

/**
 * One staff change: the value staff gave the field at `path` (from the part: "en.hero.title"),
 * an item they removed (`removed`), or a keyed list's order (the last segment "#order", the
 * value its ids in staff's order).
 */
export interface StaffChange {
  path: PathSegment[];
  value?: unknown;
  removed?: true;
}

/** A document of a topic: facts and words in each language. */
export type PartsDocument = { facts?: unknown; en?: unknown; hi?: unknown };

export const ORDER = "#order";

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const idOf = (value: unknown): string | undefined => {
  const id = isObject(value) ? value.id : undefined;
  return typeof id === "string" ? id : undefined;
};

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** The changes that make `document` out of `shipped`, in the order they are applied. */
export function changesOver(shipped: PartsDocument, document: PartsDocument): StaffChange[] {
  const changes: StaffChange[] = [];
  const orders = new Map<string, StaffChange>();
  for (const part of ["facts", "en", "hi"] as const) {
    for (const change of diffValues(shipped[part] ?? {}, document[part] ?? {}, [part])) {
      const last = change.path[change.path.length - 1];
      const parentPath = change.path.slice(0, -1);
      if (last === ORDER) {
        orderOf(parentPath);
        continue;
      }
      // An item added or removed in a keyed list: its list's whole order is kept too, so a
      // staff item keeps its place and a removed one stays away.
      const parentAfter = valueAt(document, parentPath);
      if (
        typeof last === "string" &&
        Array.isArray(parentAfter) &&
        (change.before === undefined || change.after === undefined)
      )
        orderOf(parentPath);
      changes.push(
        change.after === undefined
          ? { path: change.path, removed: true }
          : { path: change.path, value: clone(change.after) },
      );
    }
  }
  function orderOf(listPath: PathSegment[]) {
    const key = formatPath(listPath);
    if (orders.has(key)) return;
    const list = valueAt(document, listPath);
    if (!Array.isArray(list)) return;
    orders.set(key, { path: [...listPath, ORDER], value: list.map(idOf) });
  }
  return [...changes, ...orders.values()];
}

/** The result of applying staff changes to a release's shipped document. */
export interface Applied {
  document: PartsDocument;
  /** The changes this release has no place for (their field or item is gone): kept, not shown. */
  unplaced: StaffChange[];
}

/** The shipped document with every change applied that has a place in it. */
export function applyChanges(shipped: PartsDocument, changes: readonly StaffChange[]): Applied {
  const document = clone(shipped) as Record<string, unknown>;
  const unplaced: StaffChange[] = [];
  for (const change of changes) if (!applyOne(document, change)) unplaced.push(change);
  return { document, unplaced };
}

/** Applies one change; false when its place does not exist in `document`. */
function applyOne(document: Record<string, unknown>, change: StaffChange): boolean {
  const { path } = change;
  if (path.length < 2) return false;
  const last = path[path.length - 1] as PathSegment;
  const parent = valueAt(document, path.slice(0, -1));
  if (last === ORDER) {
    if (!Array.isArray(parent) || !Array.isArray(change.value)) return false;
    reorder(parent, change.value as unknown[]);
    return true;
  }
  if (Array.isArray(parent)) {
    const index = typeof last === "number" ? last : parent.findIndex((item) => idOf(item) === last);
    if (change.removed) {
      if (index >= 0 && index < parent.length) parent.splice(index, 1);
      return true;
    }
    if (typeof last === "number") {
      if (index > parent.length) return false;
      parent[index] = clone(change.value);
      return true;
    }
    // A whole item staff added, or an item of the shipped list staff changed whole.
    if (index >= 0) parent[index] = clone(change.value);
    else parent.push(clone(change.value));
    return true;
  }
  if (!isObject(parent)) return false;
  if (change.removed) {
    delete parent[String(last)];
    return true;
  }
  parent[String(last)] = clone(change.value);
  return true;
}

/** Puts the items named in `order` in that order; items it does not name (new) go last. */
function reorder(list: unknown[], order: readonly unknown[]) {
  const rank = new Map(order.map((id, index) => [id, index]));
  const ranked = list.filter((item) => rank.has(idOf(item)));
  const rest = list.filter((item) => !rank.has(idOf(item)));
  ranked.sort((a, b) => (rank.get(idOf(a)) ?? 0) - (rank.get(idOf(b)) ?? 0));
  list.splice(0, list.length, ...ranked, ...rest);
}

/**
 * The changes that touch the field at `path` or anything inside it (by dotted prefix), and the
 * rest: what a schema's "unknown field" or a migration's rename names.
 */
export function changesUnder(
  changes: readonly StaffChange[],
  path: readonly PathSegment[],
): { under: StaffChange[]; rest: StaffChange[] } {
  const prefix = formatPath(path);
  const under: StaffChange[] = [];
  const rest: StaffChange[] = [];
  for (const change of changes) {
    const at = formatPath(change.path);
    (at === prefix || at.startsWith(`${prefix}.`) ? under : rest).push(change);
  }
  return { under, rest };
}

/** The changes with every path at or below `from` moved to `to`. */
export function renamePaths(
  changes: readonly StaffChange[],
  from: readonly PathSegment[],
  to: readonly PathSegment[],
): StaffChange[] {
  const { under } = changesUnder(changes, from);
  const moved = new Set(under);
  return changes.map((change) =>
    moved.has(change) ? { ...change, path: [...to, ...change.path.slice(from.length)] } : change,
  );
}

/** A staff value as people read it, short: "was …" in the status and at /admin/content. */
export function describeValue(change: StaffChange, max = 80): string {
  if (change.removed) return "(an item staff removed)";
  const text = typeof change.value === "string" ? change.value : JSON.stringify(change.value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
