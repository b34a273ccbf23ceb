/**
 * The draft's content as the words editor's preview renders it: every text the draft changes
 * (a field whose words differ from the live ones, in that language) comes wrapped in the
 * markers app/staff/editor/preview-marks.ts outlines in the page's HTML. Read through the same
 * paths as ./reads.ts (a list's item by its id where every item has one).
 */
import type { Content } from "../../app/content/engine/content";
import { CHANGE_END, CHANGE_START } from "../../app/staff/editor/preview-marks";
import { type ChangedField, isKeyedList, keyOf, SEPARATOR } from "./reads";

const isObject = (value: unknown): value is object => value !== null && typeof value === "object";
const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key);

export function markedContent(content: Content, changes: readonly ChangedField[]): Content {
  const changed = new Set(
    changes.filter((change) => !change.shape).map((change) => keyOf(change.locale, change.path)),
  );
  // The objects holding a changed field, and the field's own key: only these are wrapped.
  const holders = new Set<string>();
  for (const key of changed)
    for (let end = key.lastIndexOf(SEPARATOR); end > 0; end = key.lastIndexOf(SEPARATOR, end - 1))
      holders.add(key.slice(0, end));
  if (changed.size === 0) return content;

  const proxies = new WeakMap<object, object>();
  const wrap = (target: object, key: string): object => {
    const known = proxies.get(target);
    if (known) return known;
    const isList = Array.isArray(target);
    const proxy: object = new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (typeof property !== "string" || (isList && !isIndex(property))) return value;
        if (!isList && !Object.hasOwn(object, property)) return value;
        let segment = property;
        if (isList && isKeyedList(object as unknown[]) && isObject(value))
          segment = (value as { id: string }).id;
        const child = key + SEPARATOR + segment;
        if (typeof value === "string" && changed.has(child))
          return `${CHANGE_START}${value}${CHANGE_END}`;
        return isObject(value) && holders.has(child) ? wrap(value, child) : value;
      },
      getOwnPropertyDescriptor(object, property): PropertyDescriptor | undefined {
        const descriptor = Reflect.getOwnPropertyDescriptor(object, property);
        if (!descriptor || !("value" in descriptor) || !descriptor.configurable) return descriptor;
        // Copies made with descriptors (spread, Object.entries) see the marked value too.
        return { ...descriptor, value: Reflect.get(proxy, property) };
      },
    });
    proxies.set(target, proxy);
    return proxy;
  };

  return {
    ...content,
    dictionary(locale) {
      return wrap(content.dictionary(locale), locale) as ReturnType<Content["dictionary"]>;
    },
  };
}
