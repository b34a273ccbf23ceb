/**
 * What a page read of the words, field by field, and whether a publish changed any of it
 * (issue 51, deliverable 5). A page is rendered with a dictionary that records each field read,
 * by the same paths app/content/engine/diff.ts names changes with ("en.pricingPage.plans.starter.price":
 * the language, the entry, then keys, a list's item by its id where every item has one, else by
 * its position). A publish's changes are the differences between the old and the new
 * dictionaries, so a value a join derives from other topics (the pages' titles made from the
 * prices) is a change exactly where the derived value differs, in the language where it differs.
 *
 * A change touches a page when the page read the changed field or something inside it, or read
 * the keys or length of the object or list that gained or lost the field (a new FAQ entry, a
 * reordered menu): a page that iterates a list reads its length, so it shows a new item.
 */
import { type Locale, locales } from "../../app/base/locale";
import type { Content, DataTopicName } from "../../app/content/engine/content";
import { diffValues } from "../../app/content/engine/diff";
import type { PathSegment } from "../../app/content/engine/paths";

/** One field of the dictionary that differs between two revisions. */
export interface ChangedField {
  locale: Locale;
  /** From the entry: ["pricingPage", "plans", "starter", "price"]. */
  path: PathSegment[];
  /** The field or item was added or removed, or a list's order changed. */
  shape: boolean;
  /** The topics the entry is made from (its own, and every topic its join read). */
  topics: DataTopicName[];
}

export const SEPARATOR = "\u0000";
export const keyOf = (locale: string, path: readonly PathSegment[]) =>
  [locale, ...path.map(String)].join(SEPARATOR);

/** Every field of the dictionaries, in every language, that `next` changes from `previous`. */
export function changedFields(previous: Content, next: Content): ChangedField[] {
  const changes: ChangedField[] = [];
  for (const locale of locales) {
    for (const change of diffValues(previous.dictionary(locale), next.dictionary(locale))) {
      const last = change.path.at(-1);
      const entry = String(change.path[0]);
      changes.push({
        locale,
        path: change.path,
        shape: last === "#order" || change.before === undefined || change.after === undefined,
        topics: [...(next.entrySources.get(entry) ?? previous.entrySources.get(entry) ?? [])],
      });
    }
  }
  return changes;
}

const isObject = (value: unknown): value is object => value !== null && typeof value === "object";

/** A list whose every item has a string id: diff.ts names its items by id. */
const keyedLists = new WeakMap<readonly unknown[], boolean>();
export function isKeyedList(list: readonly unknown[]): boolean {
  let keyed = keyedLists.get(list);
  if (keyed === undefined) {
    keyed =
      list.length > 0 &&
      list.every((item) => isObject(item) && typeof (item as { id?: unknown }).id === "string");
    keyedLists.set(list, keyed);
  }
  return keyed;
}

const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key);

/** The fields one render read: each field's key, and the objects and lists whose keys it read. */
export class ReadSet {
  /** Every field read, and every prefix of one (a change of a whole object or list reaches it). */
  private readonly reachable = new Set<string>();
  /** The objects and lists whose keys, length or order were read. */
  private readonly shapes = new Set<string>();
  /** The dictionary entries read, by language. */
  readonly entries = new Set<string>();

  /** Records a read of the field at `key` (a key of keyOf). */
  read(key: string): void {
    if (this.reachable.has(key)) return;
    this.reachable.add(key);
    const parts = key.split(SEPARATOR);
    if (parts.length >= 2) this.entries.add(parts[1] as string);
    for (let end = key.lastIndexOf(SEPARATOR); end > 0; end = key.lastIndexOf(SEPARATOR, end - 1)) {
      const prefix = key.slice(0, end);
      if (this.reachable.has(prefix)) break;
      this.reachable.add(prefix);
    }
  }

  /** Records a read of the keys, length or order at `key`. */
  readShape(key: string): void {
    this.shapes.add(key);
    this.read(key);
  }

  /** Whether `change` alters anything this render read. */
  touchedBy(change: ChangedField): boolean {
    const key = keyOf(change.locale, change.path);
    // The field itself, or something inside it.
    if (this.reachable.has(key)) return true;
    // A field that came or went, or an order, in an object or list whose keys were read.
    if (change.shape && change.path.length > 0)
      return this.shapes.has(keyOf(change.locale, change.path.slice(0, -1)));
    return false;
  }

  /** How many fields were read (the bench prints it). */
  get size(): number {
    return this.reachable.size;
  }
}

/**
 * `content` with dictionaries that record into `reads` every field a render reads, at any
 * depth. One object met at two paths (facts both languages share) records under both, and is
 * one proxy, so the render sees the same object identities as without tracking.
 */
export function trackedContent(content: Content, reads: ReadSet): Content {
  /**
   * Each object's proxy and the keys it is known by. What a field read records is kept per
   * field (`children`, recorded once per render: a render reads the same fields many times),
   * and forgotten when the object is met at another path.
   */
  interface Tracked {
    proxy: object;
    keys: string[];
    children: Map<string, string[] | null>;
    shapeRead: boolean;
  }
  const proxies = new WeakMap<object, Tracked>();

  const wrap = (target: object, keys: string[]): object => {
    const known = proxies.get(target);
    if (known) {
      if (keys !== known.keys && keys.some((key) => !known.keys.includes(key))) {
        known.keys = [...new Set([...known.keys, ...keys])];
        known.children.clear();
        known.shapeRead = false;
      }
      return known.proxy;
    }
    const own: Tracked = { proxy: target, keys, children: new Map(), shapeRead: false };
    const isList = Array.isArray(target);
    const readShape = () => {
      if (own.shapeRead) return;
      own.shapeRead = true;
      for (const key of own.keys) reads.readShape(key);
    };
    /** The keys of the field `property` of this object or list (recorded), or null. */
    const childKeys = (property: string | symbol): string[] | null => {
      if (typeof property !== "string") return null;
      // What sits at a position depends on the list's items and order.
      if (isList && isIndex(property)) readShape();
      const cached = own.children.get(property);
      if (cached !== undefined) return cached;
      let segment = property;
      let keys: string[] | null;
      if (isList) {
        const list = target as unknown[];
        const item = list[Number(property)];
        if (isIndex(property) && isKeyedList(list) && isObject(item))
          segment = (item as { id: string }).id;
      }
      if (isList ? !isIndex(property) : property in target && !Object.hasOwn(target, property))
        keys = null;
      else {
        keys = own.keys.map((key) => key + SEPARATOR + segment);
        for (const key of keys) reads.read(key);
      }
      own.children.set(property, keys);
      return keys;
    };
    const valueAt = (value: unknown, keys: string[]) =>
      isObject(value) ? wrap(value, keys) : value;
    own.proxy = new Proxy(target, {
      get(object, property, receiver) {
        if (isList && (property === "length" || property === Symbol.iterator)) readShape();
        const value = Reflect.get(object, property, receiver);
        const keys = childKeys(property);
        return keys ? valueAt(value, keys) : value;
      },
      has(object, property) {
        childKeys(property);
        return Reflect.has(object, property);
      },
      ownKeys(object) {
        readShape();
        return Reflect.ownKeys(object);
      },
      getOwnPropertyDescriptor(object, property) {
        const descriptor = Reflect.getOwnPropertyDescriptor(object, property);
        const keys = childKeys(property);
        if (!keys || !descriptor) return descriptor;
        // A configurable field may report another value: the tracked one, so a copy made with
        // descriptors (spread, Object.entries) goes on recording.
        return descriptor.configurable && "value" in descriptor
          ? { ...descriptor, value: valueAt(descriptor.value, keys) }
          : descriptor;
      },
    });
    proxies.set(target, own);
    return own.proxy;
  };

  return {
    ...content,
    dictionary(locale) {
      return wrap(content.dictionary(locale), [locale]) as ReturnType<Content["dictionary"]>;
    },
  };
}
