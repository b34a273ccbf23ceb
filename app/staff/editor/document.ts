/**
 * Changes to a topic's document as the words editor's form makes them, each returning a new
 * document and keeping every untouched branch as it was (the form re-renders only what
 * changed). A words list is one list in both languages: an item added, removed or moved in the
 * English is added, removed or moved in the Hindi at the same place. A facts list whose items
 * have keyed words changes them with it.
 */
import { valueAt } from "~/content/engine/paths";
import {
  emptyValue,
  type FieldSchema,
  type KeyedMap,
  mapsOfList,
  type Part,
  type Path,
  type Segment,
} from "./schema";

/** A topic's document: its facts, and its words in each language. */
export interface EditorDocument {
  facts: unknown;
  en: unknown;
  hi: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The index of the item a segment names: by id (a string) or position (a number). */
function indexOf(list: unknown[], segment: Segment): number {
  if (typeof segment === "number") return segment;
  return list.findIndex((item) => isRecord(item) && item.id === segment);
}

/**
 * `root` with the value at `path` replaced by `update(old)` (undefined removes a key). Missing
 * objects on the way are made; a list item named by an id that is missing is not.
 */
export function updateAt(root: unknown, path: Path, update: (old: unknown) => unknown): unknown {
  if (path.length === 0) return update(root);
  const [segment, ...rest] = path as [Segment, ...Segment[]];
  const list = root === undefined && typeof segment === "number" ? [] : root;
  if (Array.isArray(list)) {
    const index = indexOf(list, segment);
    if (index < 0) return list;
    const copy = list.slice();
    copy[index] = updateAt(list[index], rest, update);
    return copy;
  }
  const object = isRecord(root) ? root : {};
  const key = String(segment);
  const next = updateAt(object[key], rest, update);
  if (next === undefined) {
    const { [key]: _gone, ...others } = object;
    return others;
  }
  if (next === object[key] && isRecord(root)) return root;
  return { ...object, [key]: next };
}

/** The document with one part's value at `path` set to `value`. */
export function setValue(
  document: EditorDocument,
  part: Part,
  path: Path,
  value: unknown,
): EditorDocument {
  return { ...document, [part]: updateAt(document[part], path, () => value) };
}

/** Each words part, changed the same way. */
function inBothLanguages(document: EditorDocument, change: (words: unknown) => unknown) {
  return { ...document, en: change(document.en), hi: change(document.hi) };
}

/** A list with `item` moved from `from` to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = list.slice();
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item);
  return copy;
}

const listAt = (value: unknown) => (Array.isArray(value) ? value : []);

/** Moves an item of a list one place up (-1) or down (+1), in both languages for words. */
export function moveItem(
  document: EditorDocument,
  part: "facts" | "words",
  path: Path,
  index: number,
  by: -1 | 1,
): EditorDocument {
  const move = (value: unknown) =>
    Array.isArray(value) && index + by >= 0 && index + by < value.length
      ? moved(value, index, index + by)
      : value;
  if (part === "facts") return { ...document, facts: updateAt(document.facts, path, move) };
  return inBothLanguages(document, (words) => updateAt(words, path, move));
}

/** Adds an empty item at the end of a words list, in both languages (their shape stays one). */
export function addWordsItem(
  document: EditorDocument,
  path: Path,
  item: FieldSchema,
): EditorDocument {
  return inBothLanguages(document, (words) =>
    updateAt(words, path, (list) => [...listAt(list), emptyValue(item)]),
  );
}

/** Removes an item of a words list, in both languages. */
export function removeWordsItem(document: EditorDocument, path: Path, index: number) {
  return inBothLanguages(document, (words) =>
    updateAt(words, path, (list) => listAt(list).filter((_, i) => i !== index)),
  );
}

/** Adds an empty item to a facts list without ids. */
export function addFactsItem(document: EditorDocument, path: Path, item: FieldSchema) {
  return {
    ...document,
    facts: updateAt(document.facts, path, (list) => [...listAt(list), emptyValue(item)]),
  };
}

/** Removes an item of a facts list by position. */
export function removeFactsItem(document: EditorDocument, path: Path, index: number) {
  return {
    ...document,
    facts: updateAt(document.facts, path, (list) => listAt(list).filter((_, i) => i !== index)),
  };
}

/**
 * Adds an item with `id` to the facts list at `list`, and its words to every keyed map of that
 * list in both languages; `name` (the English name the id was made from) fills the English
 * words' `nameKey` field.
 */
export function addKeyedItem(
  document: EditorDocument,
  options: {
    list: Path;
    listSchema: FieldSchema;
    maps: readonly KeyedMap[];
    wordsSchemaOf: (map: KeyedMap) => FieldSchema | undefined;
    id: string;
    name: string;
    nameKey: (map: KeyedMap) => string | undefined;
  },
): EditorDocument {
  const facts = {
    ...(emptyValue(options.listSchema.items ?? { type: "object" }) as Record<string, unknown>),
    id: options.id,
  };
  let next: EditorDocument = {
    ...document,
    facts: updateAt(document.facts, options.list, (list) => [...listAt(list), facts]),
  };
  for (const map of mapsOfList(options.maps, options.list)) {
    const schema = options.wordsSchemaOf(map);
    const words = (language: "en" | "hi") => {
      const value = emptyValue(schema ?? { type: "object" });
      const key = options.nameKey(map);
      return language === "en" && key && isRecord(value)
        ? { ...value, [key]: options.name }
        : value;
    };
    for (const language of ["en", "hi"] as const)
      next = {
        ...next,
        [language]: updateAt(next[language], map.path, (words_) => ({
          ...(isRecord(words_) ? words_ : {}),
          [options.id]: words(language),
        })),
      };
  }
  return next;
}

/** Removes the item `id` of a facts list, and its words in both languages. */
export function removeKeyedItem(
  document: EditorDocument,
  list: Path,
  maps: readonly KeyedMap[],
  id: string,
): EditorDocument {
  let next: EditorDocument = {
    ...document,
    facts: updateAt(document.facts, list, (items) =>
      listAt(items).filter((item) => !(isRecord(item) && item.id === id)),
    ),
  };
  for (const map of mapsOfList(maps, list))
    for (const language of ["en", "hi"] as const)
      next = {
        ...next,
        [language]: updateAt(next[language], [...map.path, id], () => undefined),
      };
  return next;
}

/** Adds or removes an optional field (in both languages for words). */
export function setPresent(
  document: EditorDocument,
  part: "facts" | "words",
  path: Path,
  schema: FieldSchema,
  present: boolean,
): EditorDocument {
  const value = () => (present ? emptyValue(schema) : undefined);
  if (part === "facts") return { ...document, facts: updateAt(document.facts, path, value) };
  return inBothLanguages(document, (words) => updateAt(words, path, value));
}

/** The ids of a facts list. */
export function idsOf(document: EditorDocument, list: Path): string[] {
  return listAt(valueAt(document.facts, list))
    .map((item) => (isRecord(item) && typeof item.id === "string" ? item.id : ""))
    .filter(Boolean);
}

/**
 * The keys a changed field has in the form ("facts.plans.0.price"): the service names a list
 * item by its id, the form some lists by position, so both spellings, found in `document`.
 */
export function fieldKeys(document: EditorDocument, part: Part, path: Path): string[] {
  const byPosition: Segment[] = [];
  let node: unknown = document[part];
  for (const segment of path) {
    if (Array.isArray(node)) {
      const index = indexOf(node, segment);
      byPosition.push(index >= 0 ? index : segment);
      node = index >= 0 ? node[index] : undefined;
    } else {
      byPosition.push(segment);
      node = isRecord(node) ? node[String(segment)] : undefined;
    }
  }
  return [...new Set([[part, ...path].join("."), [part, ...byPosition].join(".")])];
}
