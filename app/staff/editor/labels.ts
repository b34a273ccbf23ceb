/**
 * A field of a topic's document as people name it, from its schema's titles and its items'
 * names: "SEO plans › SEO Kickstart › Price a month", never "facts.seoPlans.seo-kickstart.
 * monthlyPrice". The error summary, the launch-check list, the history and the two-editors view
 * all name fields this way.
 */
import { valueAt } from "~/content/engine/paths";
import type { EditorDocument } from "./document";
import {
  type FieldSchema,
  isKeyedMap,
  type KeyedMap,
  keyedMaps,
  mapsOfList,
  nameKeyOf,
  type Part,
  type Path,
  type Segment,
  type TopicSchemas,
} from "./schema";

/** One step of a field's name: a title, an item's name, or an item's place in its list. */
export type LabelStep =
  | { kind: "title"; text: string }
  | { kind: "item"; text: string }
  | { kind: "position"; n: number };

/** The name of the item `id` of the facts list at `list`: its English name in the words. */
export function itemName(
  schemas: TopicSchemas,
  document: EditorDocument,
  maps: readonly KeyedMap[],
  list: Path,
  id: string,
): string {
  for (const map of mapsOfList(maps, list)) {
    const item = schemaOfMap(schemas.words, map)?.additionalProperties;
    if (typeof item !== "object") continue;
    // A map of names ("seo-kickstart": "SEO Kickstart"), or of groups with a name field.
    const key = item.type === "string" ? null : nameKeyOf(item);
    if (key === undefined) continue;
    const name = valueAt(document.en, key === null ? [...map.path, id] : [...map.path, id, key]);
    if (typeof name === "string" && name.trim()) return name.trim();
  }
  const facts = valueAt(document.facts, [...list, id]) as Record<string, unknown> | undefined;
  for (const key of ["name", "title", "label"])
    if (typeof facts?.[key] === "string" && String(facts[key]).trim()) return String(facts[key]);
  return id;
}

function schemaOfMap(words: FieldSchema, map: KeyedMap): FieldSchema | undefined {
  let at: FieldSchema | undefined = words;
  for (const segment of map.path) at = at?.properties?.[String(segment)];
  return at;
}

/** The steps that name the field at `path` of `part`. */
export function labelOf(
  schemas: TopicSchemas,
  document: EditorDocument,
  part: Part,
  path: Path,
  maps: readonly KeyedMap[] = keyedMaps(schemas.words),
): LabelStep[] {
  const steps: LabelStep[] = [];
  let schema: FieldSchema | undefined = part === "facts" ? schemas.facts : schemas.words;
  const done: Segment[] = [];
  for (const segment of path) {
    if (!schema) break;
    if (schema.type === "array") {
      const item: FieldSchema | undefined = schema.items;
      if (typeof segment === "string")
        steps.push({
          kind: "item",
          text: part === "facts" ? itemName(schemas, document, maps, done, segment) : segment,
        });
      else steps.push({ kind: "position", n: segment + 1 });
      schema = item;
    } else if (isKeyedMap(schema)) {
      const [, ...list] = schema.keyedBy.split(".");
      steps.push({ kind: "item", text: itemName(schemas, document, maps, list, String(segment)) });
      schema = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
    } else {
      const child: FieldSchema | undefined = schema.properties?.[String(segment)];
      if (child?.title) steps.push({ kind: "title", text: child.title });
      schema = child;
    }
    done.push(segment);
  }
  return steps;
}

/** Plain text of a value for people: a text as it is, a list or group flattened into lines. */
export function valueLines(schema: FieldSchema | undefined, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return [value];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== "object")) return [value.map(String).join(", ")];
    return value.flatMap((item) => valueLines(schema?.items, item));
  }
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
      const child =
        schema?.properties?.[key] ??
        (typeof schema?.additionalProperties === "object"
          ? schema.additionalProperties
          : undefined);
      const lines = valueLines(child, item);
      const title = child?.title ?? key;
      return lines.length === 1 ? [`${title}: ${lines[0]}`] : lines.map((l) => `${title}: ${l}`);
    });
  return [String(value)];
}
