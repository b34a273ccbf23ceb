/**
 * The words editor's form logic against every topic's real schema and shipped files: the
 * sections show every field once, the browser's checks find nothing in what ships (the service's
 * check is the rule; the form must not cry wolf), changes keep the two languages in one shape and
 * a new keyed item that the person fills in passes the publish check, fields are named as people
 * name them, and ids are made from English names.
 */

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkContent } from "~/content/engine/checks";
import {
  type ContentDocuments,
  dataTopicNames,
  shippedDocuments,
  topicNamed,
} from "~/content/engine/content";
import { valueAt } from "~/content/engine/paths";
import { documentProblems, numberProblems, textProblems } from "./checks";
import {
  addKeyedItem,
  addWordsItem,
  type EditorDocument,
  moveItem,
  removeKeyedItem,
  removeWordsItem,
  setPresent,
  setValue,
} from "./document";
import { labelOf } from "./labels";
import {
  type FieldSchema,
  hasFactsOfItsOwn,
  isShownWithWords,
  itemIdFrom,
  keyedMaps,
  nameKeyOf,
  schemaAt,
  sectionOf,
  sectionsOf,
  type TopicSchemas,
} from "./schema";

const shipped = shippedDocuments();
const schemasOf = (name: (typeof dataTopicNames)[number]): TopicSchemas => {
  const topic = topicNamed(name);
  return {
    facts: z.toJSONSchema(topic.factsSchema, { unrepresentable: "any" }) as FieldSchema,
    words: z.toJSONSchema(topic.wordsSchema, { unrepresentable: "any" }) as FieldSchema,
  };
};
const documentOf = (name: (typeof dataTopicNames)[number]) =>
  structuredClone(shipped[name]) as EditorDocument;

describe("the form of every topic", () => {
  it.each(dataTopicNames)(
    "%s: every top-level field is in one section, or shown with its keyed words",
    (name) => {
      const schemas = schemasOf(name);
      const sections = sectionsOf(schemas);
      const maps = keyedMaps(schemas.words);
      expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
      const shows = (part: "facts" | "words", key: string) =>
        sections.filter((s) => s.fields.some((f) => f.part === part && f.path[0] === key));
      for (const key of Object.keys(schemas.words.properties ?? {}))
        expect(shows("words", key), `words.${key}`).toHaveLength(1);
      for (const [key, child] of Object.entries(schemas.facts.properties ?? {})) {
        const shown = shows("facts", key).length;
        // A facts list shown with its keyed words is found in the words' section instead.
        expect(shown, `facts.${key}`).toBe(hasFactsOfItsOwn(child, [key], maps) ? 1 : 0);
        if (!shown) expect(sectionOf(sections, maps, "facts", [key, "x"]), key).toBeDefined();
      }
      // Every keyed map follows a facts list that exists.
      for (const map of maps)
        expect(schemaAt(schemas.facts, map.list)?.type, map.list.join(".")).toBe("array");
    },
  );

  it.each(dataTopicNames)("%s: the browser's checks find nothing in the shipped files", (name) => {
    const schemas = schemasOf(name);
    const document = documentOf(name);
    expect([
      ...documentProblems(schemas.facts, document.facts, "facts"),
      ...documentProblems(schemas.words, document.en, "en"),
      ...documentProblems(schemas.words, document.hi, "hi"),
    ]).toEqual([]);
  });

  it("puts a package's price and its words in one section, and each keyed list with its words", () => {
    const sections = sectionsOf(schemasOf("pricing"));
    expect(sections.map((s) => [s.id, s.title])).toEqual([
      ["facts", null],
      ["facts:appPackage+words:app", "App development package"],
      ["words", null],
      ["words:graphic", "Graphic design items"],
      ["words:websites", "Website packages"],
      ["words:support", "Support channels"],
      ["words:seoPlanNames", "SEO plan names"],
      ["words:seoFeatures", "SEO plan features"],
      ["words:planCardCopy", "Plan cards"],
      ["words:pricingPage", "Pricing page"],
    ]);
    const maps = keyedMaps(schemasOf("pricing").words);
    expect(isShownWithWords(maps, ["seoPlans"])).toBe(true);
    expect(sectionOf(sections, maps, "facts", ["seoPlans", "seo-kickstart", "monthlyPrice"])).toBe(
      "words:seoPlanNames",
    );
    expect(sectionOf(sections, maps, "hi", ["pricingPage", "hero", "eyebrow"])).toBe(
      "words:pricingPage",
    );
  });
});

describe("the browser's checks", () => {
  const template: FieldSchema = {
    type: "string",
    minLength: 3,
    maxLength: 30,
    pattern: "^\\S(?:[\\s\\S]*\\S)?$",
    slots: ["min", "max"],
  };
  it("count a text's characters against its limits, and keep a template's slots", () => {
    expect(textProblems(template, "{min}–{max} pages")).toEqual([]);
    expect(textProblems(template, "")).toEqual([{ code: "empty" }]);
    expect(textProblems(template, "{max} pages and then some more words")).toEqual([
      { code: "tooLong", max: 30, count: 36 },
      { code: "missingSlot", slots: ["min"] },
    ]);
    expect(textProblems(template, " {min}–{max} {pages}")).toEqual([
      { code: "spaces" },
      { code: "unknownSlot", slots: ["pages"], allowed: ["min", "max"] },
    ]);
    // A megabyte is named by its length only, at once.
    const started = performance.now();
    expect(textProblems(template, `{min}{max}${" x".repeat(500_000)}`)).toEqual([
      { code: "tooLong", max: 30, count: 1_000_010 },
    ]);
    expect(performance.now() - started).toBeLessThan(500);
  });
  it("keep numbers whole and within their range", () => {
    const price: FieldSchema = { type: "integer", minimum: 1, maximum: 100 };
    expect(numberProblems(price, 5)).toEqual([]);
    expect(numberProblems(price, "5")).toEqual([{ code: "notNumber" }]);
    expect(numberProblems(price, 5.5)).toEqual([{ code: "notWhole" }]);
    expect(numberProblems(price, 0)).toEqual([{ code: "belowMin", min: 1 }]);
    expect(numberProblems(price, 101)).toEqual([{ code: "aboveMax", max: 100 }]);
  });
});

describe("changes to a document", () => {
  it("keep every branch they do not touch as it was", () => {
    const document = documentOf("pricing");
    const next = setValue(document, "facts", ["seoPlans", "seo-essential", "monthlyPrice"], 20000);
    expect(valueAt(next.facts, ["seoPlans", "seo-essential", "monthlyPrice"])).toBe(20000);
    expect(next.en).toBe(document.en);
    expect(valueAt(next.facts, ["graphicPrices"])).toBe(valueAt(document.facts, ["graphicPrices"]));
    expect(valueAt(document.facts, ["seoPlans", "seo-essential", "monthlyPrice"])).not.toBe(20000);
  });

  it("add, move and remove a words list's items in both languages at once", () => {
    const schemas = schemasOf("pricing");
    const document = documentOf("pricing");
    const path = ["app", "features"];
    const item = schemaAt(schemas.words, [...path, 0]) as FieldSchema;
    const added = addWordsItem(document, path, item);
    const length = (valueAt(document.en, path) as unknown[]).length;
    for (const part of ["en", "hi"] as const) {
      expect(valueAt(added[part], path)).toHaveLength(length + 1);
      expect(valueAt(added[part], [...path, length])).toBe("");
    }
    const moved = moveItem(added, "words", path, length, -1);
    expect(valueAt(moved.hi, [...path, length - 1])).toBe("");
    const removed = removeWordsItem(moved, path, length - 1);
    expect(removed.en).toEqual(document.en);
    expect(removed.hi).toEqual(document.hi);
  });

  it("add a keyed item from its English name, with its facts and its words in both languages, which passes the publish check once filled in", () => {
    const schemas = schemasOf("appServices");
    const maps = keyedMaps(schemas.words);
    const list = ["reasons"];
    const wordsSchemaOf = (map: (typeof maps)[number]) =>
      (schemaAt(schemas.words, map.path) as FieldSchema).additionalProperties as FieldSchema;
    const document = documentOf("appServices");
    const taken = (document.facts as { reasons: { id: string }[] }).reasons.map((r) => r.id);
    const id = itemIdFrom("Fixed price, agreed first", taken);
    expect(id).toBe("fixed-price-agreed-first");
    let next = addKeyedItem(document, {
      list,
      listSchema: schemaAt(schemas.facts, list) as FieldSchema,
      maps,
      wordsSchemaOf,
      id,
      name: "Fixed price, agreed first",
      nameKey: (map) => nameKeyOf(wordsSchemaOf(map)),
    });
    expect(valueAt(next.facts, [...list, id])).toEqual({ id });
    expect(valueAt(next.en, ["reasons", id])).toEqual({
      title: "Fixed price, agreed first",
      text: "",
    });
    expect(valueAt(next.hi, ["reasons", id])).toEqual({ title: "", text: "" });
    const documents = () =>
      ({ ...structuredClone(shipped), appServices: next }) as unknown as ContentDocuments;
    const errors = () =>
      checkContent(documents(), shipped, undefined, ["appServices"])
        .filter((issue) => issue.severity === "error")
        .map((issue) => [issue.part, ...issue.path].join("."));
    // Until filled in, the new item's empty words block it, each at its field.
    expect([...new Set(errors())]).toEqual([
      `en.reasons.${id}.text`,
      `hi.reasons.${id}.title`,
      `hi.reasons.${id}.text`,
    ]);
    next = setValue(
      next,
      "en",
      ["reasons", id, "text"],
      "The price is agreed in writing before any work starts.",
    );
    next = setValue(next, "hi", ["reasons", id, "title"], "पहले से तय कीमत");
    next = setValue(
      next,
      "hi",
      ["reasons", id, "text"],
      "काम शुरू होने से पहले कीमत लिखित में तय हो जाती है।",
    );
    expect(errors()).toEqual([]);
    // Removed: its facts and its words in both languages, and the document is as it was.
    const removed = removeKeyedItem(next, list, maps, id);
    expect(removed).toEqual(document);
  });

  it("add and remove an optional part, in both languages for words", () => {
    const schemas = schemasOf("pricing");
    const document = documentOf("pricing");
    const pages = ["websitePackages", "e-commerce-website", "pages"];
    const added = setPresent(
      document,
      "facts",
      pages,
      schemaAt(schemas.facts, pages) as FieldSchema,
      true,
    );
    expect(valueAt(added.facts, pages)).toEqual({ min: 1, max: 1 });
    expect(setPresent(added, "facts", pages, {}, false)).toEqual(document);
  });
});

describe("names of fields", () => {
  it("read as people name them: titles, and items by their English name", () => {
    const schemas = schemasOf("pricing");
    const document = documentOf("pricing");
    const text = (part: "facts" | "en" | "hi", path: (string | number)[]) =>
      labelOf(schemas, document, part, path).map((step) =>
        step.kind === "position" ? `#${step.n}` : step.text,
      );
    expect(text("facts", ["seoPlans", "seo-kickstart", "monthlyPrice"])).toEqual([
      "SEO plans",
      "SEO Kickstart",
      "Price a month, in rupees",
    ]);
    expect(text("hi", ["websites", "custom-website", "features", 1])).toEqual([
      "Website packages",
      "Custom Website",
      expect.any(String),
      "#2",
    ]);
  });

  it("make ids of lower-case letters, digits and dashes, each its own", () => {
    expect(itemIdFrom("Website care plan", [])).toBe("website-care-plan");
    expect(itemIdFrom("Website care plan", ["website-care-plan"])).toBe("website-care-plan-2");
    expect(itemIdFrom("Café & Co. — 24×7!", [])).toBe("cafe-co-24-7");
    expect(itemIdFrom("वेबसाइट", [])).toBe("item");
    expect(itemIdFrom("A", [])).toBe("a-item");
    expect(itemIdFrom("x".repeat(80), [])).toHaveLength(50);
  });
});
