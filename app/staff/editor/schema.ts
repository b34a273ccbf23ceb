/**
 * The words editor's view of a topic's JSON Schema (the export of its zod schema,
 * app/content/engine/fields.ts): what each node is, where the keyed words of a facts list are, the
 * value a new item starts with, and the form's sections. Runs in the browser and on the server;
 * it reads no topic itself, only the schemas the editor's service hands over.
 */
import { parsePath } from "~/content/engine/paths";

/** A path in a topic's document, below its part: list items by id where they have one. */
export type Segment = string | number;
export type Path = readonly Segment[];

/** The parts of a topic's document. */
export type Part = "facts" | "en" | "hi";

/** What `z.toJSONSchema` writes for the field builders of app/content/engine/fields.ts. */
export interface FieldSchema {
  type?: "object" | "array" | "string" | "integer" | "number" | "boolean";
  title?: string;
  description?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: FieldSchema | boolean;
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  allOf?: { pattern?: string }[];
  format?: string;
  minimum?: number;
  maximum?: number;
  /** A template's slots (app/content/engine/fields.ts `template`). */
  slots?: string[];
  optionalSlots?: string[];
  /** A map of words keyed by the ids of a facts list: that list's path ("facts.plans"). */
  keyedBy?: string;
  /** A paragraph: a text area. */
  multiline?: boolean;
  /** A picture chosen from the media library (`picture`): hash and decorative switch. */
  picture?: boolean;
}

/** A topic's two schemas, as the service answers them. */
export interface TopicSchemas {
  facts: FieldSchema;
  words: FieldSchema;
}

export const isObjectSchema = (schema: FieldSchema) =>
  schema.type === "object" && schema.properties !== undefined;

/** A map of words keyed by a facts list's ids. */
export const isKeyedMap = (schema: FieldSchema): schema is FieldSchema & { keyedBy: string } =>
  schema.type === "object" && typeof schema.keyedBy === "string";

export const isListSchema = (schema: FieldSchema) => schema.type === "array";

/** A list whose items have an `id` (a facts list): items are named by it. */
export const hasItemIds = (schema: FieldSchema) =>
  schema.type === "array" && schema.items?.properties?.id !== undefined;

/** A list of choices (the features a plan ticks): check boxes. */
export const isChoiceList = (schema: FieldSchema) =>
  schema.type === "array" && Array.isArray(schema.items?.enum);

/** A single value: text, a number, a choice or a yes-or-no. */
export const isScalarSchema = (schema: FieldSchema) =>
  schema.type === "string" ||
  schema.type === "integer" ||
  schema.type === "number" ||
  schema.type === "boolean";

/** Whether `key` of an object schema may be left out. */
export const isOptional = (parent: FieldSchema, key: string) =>
  !(parent.required ?? []).includes(key);

/** The schema of the node at `path` below `schema` (list items by id or position alike). */
export function schemaAt(schema: FieldSchema, path: Path): FieldSchema | undefined {
  let at: FieldSchema | undefined = schema;
  for (const segment of path) {
    if (!at) return undefined;
    if (at.type === "array") at = at.items;
    else if (at.properties && String(segment) in at.properties) at = at.properties[String(segment)];
    else if (typeof at.additionalProperties === "object") at = at.additionalProperties;
    else return undefined;
  }
  return at;
}

/** A dotted path, as the publish check and the history name fields: "en.faqs.hosting.answer". */
export const pathKey = (part: Part | "words", path: Path) => [part, ...path].join(".");

/** The segments of a dotted path; numbers stand for positions. */
export function parseKey(key: string): { part: string; path: Segment[] } {
  const [part = "", ...path] = parsePath(key);
  return { part: String(part), path };
}

/** A keyed words map of the topic: its path in the words, and the facts list it follows. */
export interface KeyedMap {
  path: Segment[];
  /** The facts list's path below `facts`. */
  list: Segment[];
}

/** Every keyed words map of a words schema. */
export function keyedMaps(words: FieldSchema): KeyedMap[] {
  const found: KeyedMap[] = [];
  const walk = (node: FieldSchema, path: Segment[]) => {
    if (isKeyedMap(node)) {
      const [part, ...list] = node.keyedBy.split(".");
      if (part === "facts") found.push({ path, list });
      return;
    }
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key]);
  };
  walk(words, []);
  return found;
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((s, i) => s === b[i]);

/** The keyed words maps that follow the facts list at `list`. */
export function mapsOfList(maps: readonly KeyedMap[], list: Path): KeyedMap[] {
  return maps.filter((map) => samePath(map.list, list));
}

/** Whether the facts node at `path` is a list whose items the keyed words show (with theirs). */
export function isShownWithWords(maps: readonly KeyedMap[], path: Path): boolean {
  return maps.some((map) => samePath(map.list, path));
}

/** The value a new node of `schema` starts with: empty text, the lowest number, the first choice. */
export function emptyValue(schema: FieldSchema): unknown {
  if (schema.enum) return schema.enum[0];
  // A new item's picture: none chosen, its drawing shows.
  if (schema.picture === true) return { hash: null, decorative: false };
  switch (schema.type) {
    case "string":
      return "";
    case "integer":
    case "number":
      return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 0;
    case "boolean":
      return false;
    case "array":
      if (isChoiceList(schema)) return (schema.items?.enum ?? []).slice(0, schema.minItems ?? 0);
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        emptyValue(schema.items ?? { type: "string" }),
      );
    case "object": {
      if (!schema.properties) return {};
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        value[key] = emptyValue(schema.properties[key] ?? { type: "string" });
      return value;
    }
    default:
      return "";
  }
}

/**
 * The id of a new item, made from its English name: lower-case letters, digits and dashes
 * ("Website care plan" → "website-care-plan"), unlike any of `taken`.
 */
export function itemIdFrom(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 50)
      .replace(/-+$/, "") || "item";
  const id = base.length >= 2 ? base : `${base}-item`;
  if (!taken.includes(id)) return id;
  for (let n = 2; ; n++) if (!taken.includes(`${id}-${n}`)) return `${id}-${n}`;
}

/** The words fields that name an item, in the order they are looked for. */
const nameKeys = ["name", "title", "question", "heading", "label", "company", "role", "quote"];

/** The key of the words field that names an item of this schema ("name", "title"…), if any. */
export function nameKeyOf(item: FieldSchema | undefined): string | undefined {
  if (!item?.properties) return undefined;
  const keys = Object.keys(item.properties).filter((k) => item.properties?.[k]?.type === "string");
  return nameKeys.find((key) => keys.includes(key)) ?? keys[0];
}

/** A field (or group, or list) a section shows: where it is stored. */
export interface SectionField {
  part: "facts" | "words";
  path: Segment[];
}

/** A section of the form: a declared group of fields, one top-level group, or loose fields. */
export interface Section {
  /** Stable and unique: "phones", "facts", "words", "facts:appPackage", "words:graphic". */
  id: string;
  /** The section's own title, or null for the loose fields (the page words them). */
  title: string | null;
  description: string | null;
  /** The loose fields of facts or words, or (null) groups. */
  loose: "facts" | "words" | null;
  /** What it shows, in order. */
  fields: SectionField[];
  /** Declared by the topic (by what a visitor sees), not made from the schema's own groups. */
  declared: boolean;
}

/** The part a section field's dotted path names ("facts.hours" → facts, ["hours"]). */
export function sectionField(key: string): SectionField {
  const { part, path } = parseKey(key);
  if (part !== "facts" && part !== "words")
    throw new Error(`a section field is facts.… or words.…: ${key}`);
  return { part, path };
}

/** The keys of a section's fields of one part that are top-level nodes. */
const topKeys = (section: Section, part: "facts" | "words") =>
  section.fields.filter((f) => f.part === part).map((f) => String(f.path[0]));

/**
 * The form's sections. A topic that declares its sections (its editor-sections.ts, by what a
 * visitor sees) gets those, then the schema's sections of any top-level node they leave out.
 * Otherwise: the facts' loose fields (numbers, addresses), then each facts group not shown with
 * its words, then the words' loose fields, then each words group (a keyed map shows its facts
 * list's items, facts and words together). A facts group and a words group of the same title (a
 * package's price and its words) are one section.
 */
export function sectionsOf(
  schemas: TopicSchemas,
  layout: readonly { id: string; title: string; help: string; fields: readonly string[] }[] = [],
): Section[] {
  const derived = schemaSections(schemas);
  if (layout.length === 0) return derived;
  const declared: Section[] = layout.map((spec) => ({
    id: spec.id,
    title: spec.title,
    description: spec.help,
    loose: null,
    fields: spec.fields.map(sectionField),
    declared: true,
  }));
  const touched = (field: SectionField) =>
    declared.some((s) =>
      s.fields.some((f) => f.part === field.part && String(f.path[0]) === String(field.path[0])),
    );
  const rest = derived
    .map((s) => ({ ...s, fields: s.fields.filter((f) => !touched(f)) }))
    .filter((s) => s.fields.length > 0);
  return [...declared, ...rest];
}

function schemaSections(schemas: TopicSchemas): Section[] {
  const maps = keyedMaps(schemas.words);
  const sections: Section[] = [];
  const looseKeys = (schema: FieldSchema) =>
    Object.entries(schema.properties ?? {})
      .filter(([, child]) => isScalarSchema(child) || isChoiceList(child))
      .map(([key]) => key);
  const groups = (part: "facts" | "words", schema: FieldSchema) => {
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      if (isScalarSchema(child) || isChoiceList(child)) continue;
      if (part === "facts" && !hasFactsOfItsOwn(child, [key], maps)) continue;
      const title = child.title ?? key;
      const twin =
        part === "words"
          ? sections.find(
              (s) => s.loose === null && topKeys(s, "words").length === 0 && s.title === title,
            )
          : undefined;
      if (twin) {
        twin.fields.push({ part: "words", path: [key] });
        twin.id = `${twin.id}+words:${key}`;
        continue;
      }
      sections.push({
        id: `${part}:${key}`,
        title,
        description: child.description ?? null,
        loose: null,
        fields: [{ part, path: [key] }],
        declared: false,
      });
    }
  };
  const factsLoose = looseKeys(schemas.facts);
  if (factsLoose.length > 0)
    sections.push({
      id: "facts",
      title: null,
      description: null,
      loose: "facts",
      fields: factsLoose.map((key) => ({ part: "facts", path: [key] })),
      declared: false,
    });
  groups("facts", schemas.facts);
  const wordsLoose = looseKeys(schemas.words);
  if (wordsLoose.length > 0)
    sections.push({
      id: "words",
      title: null,
      description: null,
      loose: "words",
      fields: wordsLoose.map((key) => ({ part: "words", path: [key] })),
      declared: false,
    });
  groups("words", schemas.words);
  return sections;
}

/** Whether a facts node holds anything not shown with keyed words elsewhere. */
export function hasFactsOfItsOwn(
  schema: FieldSchema,
  path: Segment[],
  maps: readonly KeyedMap[],
): boolean {
  if (isShownWithWords(maps, path)) return false;
  if (schema.type !== "object" || !schema.properties) return true;
  return Object.entries(schema.properties).some(([key, child]) =>
    hasFactsOfItsOwn(child, [...path, key], maps),
  );
}

/** Whether `a` is `b` or a node above it. */
const isWithin = (a: Path, b: Path) =>
  a.length <= b.length && a.every((segment, i) => String(segment) === String(b[i]));

/** The section a field of the document is shown in (or, for a group split across sections, the first that shows part of it). */
export function sectionOf(
  sections: readonly Section[],
  maps: readonly KeyedMap[],
  part: Part,
  path: Path,
): string | undefined {
  if (part === "facts") {
    // A facts list shown with its words: the section of the words map.
    const map = maps.find(
      (m) => path.length >= m.list.length && m.list.every((s, i) => s === path[i]),
    );
    if (map) return sectionOf(sections, maps, "en", [...map.path, ...path.slice(map.list.length)]);
  }
  const want = part === "facts" ? "facts" : "words";
  const shows = (test: (field: SectionField) => boolean) =>
    sections.find((s) => s.fields.some((f) => f.part === want && test(f)))?.id;
  return shows((f) => isWithin(f.path, path)) ?? shows((f) => isWithin(path, f.path));
}
