/**
 * The editor's sections as staff meet them (each topic's editor-sections.ts, else the schema's
 * own): every field of every topic is shown in exactly one section, a declared section names only
 * fields that exist, and the agency's phone numbers, hours and address are each one section with
 * the words shown beside them, so an owner never meets the facts/words split.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dataTopicNames, topicNamed } from "~/content/engine/content";
import {
  type FieldSchema,
  isChoiceList,
  isKeyedMap,
  isScalarSchema,
  isShownWithWords,
  keyedMaps,
  type Path,
  type Segment,
  schemaAt,
  sectionOf,
  sectionsOf,
  type TopicSchemas,
} from "./schema";

const schemasOf = (name: (typeof dataTopicNames)[number]): TopicSchemas => {
  const topic = topicNamed(name);
  return {
    facts: z.toJSONSchema(topic.factsSchema, { unrepresentable: "any" }) as FieldSchema,
    words: z.toJSONSchema(topic.wordsSchema, { unrepresentable: "any" }) as FieldSchema,
  };
};

/**
 * Every field a person fills in, as a path below its part: a value, a list (its items come and
 * go), a keyed map (shown with its facts list's items), a picture. A facts list shown with its
 * keyed words is not its own field.
 */
function fieldsOf(schemas: TopicSchemas): { part: "facts" | "words"; path: Segment[] }[] {
  const maps = keyedMaps(schemas.words);
  const found: { part: "facts" | "words"; path: Segment[] }[] = [];
  const walk = (part: "facts" | "words", node: FieldSchema, path: Segment[]) => {
    if (part === "facts" && isShownWithWords(maps, path)) return;
    const whole =
      isScalarSchema(node) ||
      isChoiceList(node) ||
      node.type === "array" ||
      isKeyedMap(node) ||
      node.picture === true ||
      !node.properties;
    if (whole && path.length > 0) {
      found.push({ part, path });
      return;
    }
    for (const [key, child] of Object.entries(node.properties ?? {}))
      walk(part, child, [...path, key]);
  };
  walk("facts", schemas.facts, []);
  walk("words", schemas.words, []);
  return found;
}

const within = (a: Path, b: Path) =>
  a.length <= b.length && a.every((segment, i) => String(segment) === String(b[i]));

describe("the editor's sections", () => {
  it.each(dataTopicNames)("%s: every field is in exactly one section", (name) => {
    const schemas = schemasOf(name);
    const sections = sectionsOf(schemas, topicNamed(name).editorSections);
    expect(new Set(sections.map((s) => s.id)).size, "unique ids").toBe(sections.length);
    for (const field of fieldsOf(schemas)) {
      const key = [field.part, ...field.path].join(".");
      const showing = sections.flatMap((s) =>
        s.fields.filter((f) => f.part === field.part && within(f.path, field.path)),
      );
      expect(
        showing.map((f) => [f.part, ...f.path].join(".")),
        key,
      ).toHaveLength(1);
    }
    for (const section of sections)
      for (const field of section.fields) {
        const key = [field.part, ...field.path].join(".");
        const root = field.part === "facts" ? schemas.facts : schemas.words;
        expect(schemaAt(root, field.path), `${section.id}: ${key} exists`).toBeDefined();
        // A facts list shown with its keyed words is named by the words.
        if (field.part === "facts")
          expect(isShownWithWords(keyedMaps(schemas.words), field.path), key).toBe(false);
      }
  });

  it.each(dataTopicNames)(
    "%s: a declared section has a title and one plain line of help, and declares each field once",
    (name) => {
      for (const spec of topicNamed(name).editorSections) {
        expect(spec.title.trim(), spec.id).not.toBe("");
        expect(spec.help.trim(), spec.id).not.toBe("");
        expect(new Set(spec.fields).size, spec.id).toBe(spec.fields.length);
      }
    },
  );

  it("shows each of the agency's numbers beside its words, and the hours and address each as one section", () => {
    const schemas = schemasOf("site");
    const sections = sectionsOf(schemas, topicNamed("site").editorSections);
    const maps = keyedMaps(schemas.words);
    expect(sections.map((s) => s.title)).toEqual([
      "Phone numbers",
      "Office hours",
      "Address",
      "Email addresses",
      "Name and tagline",
      "Social profiles and links",
    ]);
    // The office number (stored once) and its words (in each language) in one section, in order.
    expect(sectionOf(sections, maps, "facts", ["phoneDesktop"])).toBe("phones");
    expect(sectionOf(sections, maps, "hi", ["phoneLabels", "desktop"])).toBe("phones");
    const phones = sections[0]?.fields.map((f) => [f.part, ...f.path].join("."));
    expect(phones?.indexOf("words.phoneLabels.desktop")).toBe(
      (phones?.indexOf("facts.phoneDesktop") ?? -2) + 1,
    );
    expect(sectionOf(sections, maps, "facts", ["hours", "closes"])).toBe("hours");
    expect(sectionOf(sections, maps, "facts", ["address", "postalCode"])).toBe("address");
    expect(sectionOf(sections, maps, "en", ["locality"])).toBe("address");
    // No section speaks of facts or words.
    for (const section of sections) expect(section.title).not.toMatch(/facts|words/i);
  });
});
