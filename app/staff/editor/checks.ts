/**
 * The checks the words editor runs in the browser as a person types, before the draft is saved
 * and the service's publish check answers (app/content/engine/checks.ts, which stays the rule): a text
 * over or under its length, a template's slot lost or misspelt, a number out of its range, the
 * spaces and forms the schema's patterns ask for. Each finding is a code with its figures; the
 * page words it (app/staff/words/en.ts).
 */
import { type FieldSchema, isChoiceList, type Part, type Path, type Segment } from "./schema";

export type FieldProblem =
  | { code: "empty" }
  | { code: "tooShort"; min: number; count: number }
  | { code: "tooLong"; max: number; count: number }
  | { code: "spaces" }
  | { code: "spacesStart" }
  | { code: "spacesEnd" }
  | { code: "missingSlot"; slots: string[] }
  | { code: "unknownSlot"; slots: string[]; allowed: string[] }
  | { code: "questionMark" }
  | { code: "capitals" }
  | { code: "monogram" }
  | { code: "itemId" }
  | { code: "sitePath" }
  | { code: "notNumber" }
  | { code: "notWhole" }
  | { code: "belowMin"; min: number }
  | { code: "aboveMax"; max: number }
  | { code: "fewItems"; min: number }
  | { code: "manyItems"; max: number };

/** The slot names a sentence holds: "{price} a {unit}" → price, unit. */
export function slotsIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string))];
}

/** Patterns of app/content/engine/fields.ts, each with the finding it means. */
const knownPatterns: Record<string, FieldProblem["code"]> = {
  "^\\S(?:[\\s\\S]*\\S)?$": "spaces",
  "^(?:\\S(?:[\\s\\S]*\\S)?)?$": "spaces",
  "^\\S": "spacesStart",
  "\\S$": "spacesEnd",
  "\\?$": "questionMark",
  "^[^a-z]+$": "capitals",
  "^[A-Z]{1,3}$": "monogram",
  "^[a-z0-9]+(?:-[a-z0-9]+)*$": "itemId",
  "^\\/[A-Za-z0-9\\-/#]*$": "sitePath",
};

function patternsOf(schema: FieldSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === "string",
  );
}

/** The length a person counts: characters as they see them, not UTF-16 units. */
export const lengthOf = (text: string) => [...text].length;

/** What is wrong with one text, as its schema says. */
export function textProblems(schema: FieldSchema, value: unknown): FieldProblem[] {
  if (typeof value !== "string") return schema.minLength === 0 ? [] : [{ code: "empty" }];
  const problems: FieldProblem[] = [];
  // zod counts UTF-16 units: the limits are checked as the publish check does.
  const count = value.length;
  const min = schema.minLength ?? 0;
  if (count === 0 && min > 0) return [{ code: "empty" }];
  if (count < min) problems.push({ code: "tooShort", min, count });
  if (schema.maxLength !== undefined && count > schema.maxLength)
    problems.push({ code: "tooLong", max: schema.maxLength, count });
  // A huge paste is named by its length only: the patterns would only repeat it.
  if (count > 20_000) return problems;
  for (const pattern of patternsOf(schema)) {
    const code = knownPatterns[pattern];
    if (!code || new RegExp(pattern).test(value)) continue;
    if (code === "spaces" && count === 0) continue;
    problems.push({ code } as FieldProblem);
  }
  if (schema.slots) {
    const found = slotsIn(value);
    const allowed = [...schema.slots, ...(schema.optionalSlots ?? [])];
    const missing = schema.slots.filter((slot) => !found.includes(slot));
    const unknown = found.filter((slot) => !allowed.includes(slot));
    if (missing.length > 0) problems.push({ code: "missingSlot", slots: missing });
    if (unknown.length > 0) problems.push({ code: "unknownSlot", slots: unknown, allowed });
  }
  return problems;
}

/** What is wrong with one number. */
export function numberProblems(schema: FieldSchema, value: unknown): FieldProblem[] {
  if (typeof value !== "number" || !Number.isFinite(value)) return [{ code: "notNumber" }];
  if (schema.type === "integer" && !Number.isInteger(value)) return [{ code: "notWhole" }];
  if (schema.minimum !== undefined && value < schema.minimum)
    return [{ code: "belowMin", min: schema.minimum }];
  if (schema.maximum !== undefined && value > schema.maximum)
    return [{ code: "aboveMax", max: schema.maximum }];
  return [];
}

/** What is wrong with a list's size. */
export function listProblems(schema: FieldSchema, value: unknown): FieldProblem[] {
  const count = Array.isArray(value) ? value.length : 0;
  if (schema.minItems !== undefined && count < schema.minItems)
    return [{ code: "fewItems", min: schema.minItems }];
  if (schema.maxItems !== undefined && count > schema.maxItems)
    return [{ code: "manyItems", max: schema.maxItems }];
  return [];
}

/** The problems of one value of `schema` (not below it). */
export function problemsOf(schema: FieldSchema, value: unknown): FieldProblem[] {
  if (schema.enum) return typeof value === "string" && schema.enum.includes(value) ? [] : [];
  if (schema.type === "string") return textProblems(schema, value);
  if (schema.type === "integer" || schema.type === "number") return numberProblems(schema, value);
  if (schema.type === "array") return listProblems(schema, value);
  return [];
}

export interface FoundProblem {
  part: Part;
  path: Segment[];
  problem: FieldProblem;
}

/** Every problem of one part of a document, field by field (list items by id where they have one). */
export function documentProblems(schema: FieldSchema, value: unknown, part: Part): FoundProblem[] {
  const found: FoundProblem[] = [];
  const walk = (node: FieldSchema, at: unknown, path: Segment[]) => {
    for (const problem of problemsOf(node, at)) found.push({ part, path, problem });
    if (node.type === "array" && Array.isArray(at) && node.items && !isChoiceList(node)) {
      at.forEach((item, index) => {
        const id = (item as { id?: unknown } | null)?.id;
        walk(node.items as FieldSchema, item, [...path, typeof id === "string" ? id : index]);
      });
    } else if (node.type === "object" && at && typeof at === "object" && !Array.isArray(at)) {
      const record = at as Record<string, unknown>;
      if (node.properties)
        for (const [key, child] of Object.entries(node.properties)) {
          if (!(key in record) && !(node.required ?? []).includes(key)) continue;
          walk(child, record[key], [...path, key]);
        }
      else if (typeof node.additionalProperties === "object")
        for (const [key, item] of Object.entries(record))
          walk(node.additionalProperties, item, [...path, key]);
    }
  };
  walk(schema, value, []);
  return found;
}

/** Findings that block a publish (all the browser's are: none is a warning). */
export const blocks = (_problem: FieldProblem) => true;

/** The path of a found problem as the service's issues name fields. */
export const problemKey = (part: Part, path: Path) => [part, ...path].join(".");
