/**
 * Every word staff read speaks the owner's language: the staff pages' words (./en.ts) and every
 * help line of the words editor (each topic's field titles and help, and its sections) name no
 * developer's thing: no JSON-LD, facts, manifest, schema, slot or its {syntax}, ids, file,
 * setting or variable names. A later addition that speaks jargon fails here, as the launch
 * items' own test (app/staff/launch/launch.test.ts) does for them.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dataTopicNames, topicNamed } from "~/content/engine/content";
import { slotMeaning, withSlotMeanings } from "~/staff/editor/slots";
import { admin } from "./en";

/** What a developer says and an owner does not. */
const jargonWords =
  /JSON|sameAs|manifest|\bschemas?\b|\bfacts?\b|\bslots?\b|\bids?\b|\bthe brief\b|\bbrief's\b|\.(?:tsx?|json|md)\b|\bapp\/|\bSMTP\b|\bURL\b|\bboolean\b|\bnull\b|\bregex\b|\bkeyed\b/i;
/**
 * A setting's name (LEADS_NOTIFY_TO), a variable's (camelCase), the time zone's code; iOS is the
 * phone's own name, as an owner knows it.
 */
const codeNames = /\b[A-Z]+(?:_[A-Z]+)+\b|\b(?!iOS\b)[a-z]+[A-Z][a-zA-Z]*\b|\bIST\b/;
const jargon = { test: (text: string) => jargonWords.test(text) || codeNames.test(text) };
/** Template syntax in a help line (a staff sentence's own slots are filled before anyone reads it). */
const slotSyntax = /\{\w+\}/;
/**
 * A page named by its path (/aboutUs, /services/app-development) instead of its name; a field
 * whose value is a page may show one as an example ("such as /contact-us").
 */
const pagePath = {
  test: (text: string) =>
    /(?:^|[\s(\u201c"'])\/[A-Za-z]/.test(text.replace(/such as \/[\w/#-]*/g, "")),
};

/**
 * The staff words not checked here: the lead pages' (another change rewords them), and words that
 * are not read as sentences (a file's name, the audit's kinds as stored).
 */
const notRead = [/^leadsPage\b/, /^leadPage\b/, /^csvExport\.fileName$/];

function strings(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === "string") return [[path.join("."), value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, [...path, String(i)]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]));
  return [];
}

/** Every title and help line of a JSON Schema. */
function helpLines(schema: unknown, path: string): [string, string][] {
  if (!schema || typeof schema !== "object") return [];
  const node = schema as Record<string, unknown>;
  const own: [string, string][] = [];
  for (const key of ["title", "description"] as const)
    if (typeof node[key] === "string") own.push([`${path}:${key}`, node[key] as string]);
  const children = [
    // A list item's id is never shown (the form names an item by its name).
    ...Object.entries((node.properties as Record<string, unknown>) ?? {})
      .filter(([key]) => !(key === "id" && path.endsWith("[]")))
      .map(([key, child]) => [`${path}.${key}`, child] as const),
    ...(node.items ? [[`${path}[]`, node.items] as const] : []),
    ...(typeof node.additionalProperties === "object"
      ? [[`${path}{}`, node.additionalProperties] as const]
      : []),
  ];
  return [...own, ...children.flatMap(([at, child]) => helpLines(child, at))];
}

describe("plain words for staff", () => {
  it("every staff page's words (the lead pages aside) speak no developer's language", () => {
    const offending = strings(admin)
      .filter(([path]) => !notRead.some((pattern) => pattern.test(path)))
      .map(([path, text]) => [path, text.replace(/\{\w+\}/g, "")] as const)
      .filter(([, text]) => jargon.test(text));
    expect(offending).toEqual([]);
  });

  it.each(dataTopicNames)(
    "%s: every field's name and help line, and its sections, are plain",
    (name) => {
      const topic = topicNamed(name);
      const lines: [string, string][] = [
        ["topic:title", topic.title],
        ["topic:description", topic.description],
        ...helpLines(z.toJSONSchema(topic.factsSchema, { unrepresentable: "any" }), "facts"),
        ...helpLines(z.toJSONSchema(topic.wordsSchema, { unrepresentable: "any" }), "words"),
        ...topic.editorSections.flatMap((section) => [
          [`section ${section.id}:title`, section.title] as [string, string],
          [`section ${section.id}:help`, section.help] as [string, string],
        ]),
      ];
      const offending = lines
        .filter(([, text]) => jargon.test(text) || slotSyntax.test(text) || pagePath.test(text))
        .map(([path]) => `${name} ${path}`);
      expect(offending).toEqual([]);
    },
  );

  it("reads iOS as the phone's name, and still a variable's or a setting's name as code", () => {
    expect(jargon.test("Android, iOS or the web admin panel.")).toBe(false);
    expect(jargon.test("About us (/aboutUs)")).toBe(true);
    expect(jargon.test("It must match LEAD_RETENTION_DAYS.")).toBe(true);
  });

  it("reads a page's path as jargon, unless it is an example of a page to choose", () => {
    expect(pagePath.test("The illustration at the top of /aboutUs.")).toBe(true);
    expect(pagePath.test("The cards of /services/app-development.")).toBe(true);
    expect(pagePath.test("The page it opens, such as /contact-us.")).toBe(false);
    expect(pagePath.test("UI/UX samples, drawn by the site")).toBe(false);
  });

  it("names a slot by what it means, filled in for the visitor", () => {
    expect(slotMeaning("firstFee")).toBe("the first fee");
    expect(slotMeaning("replyWithin")).toBe("the reply time");
    expect(slotMeaning("hoursPerWeek")).toBe("the hours per week");
    expect(slotMeaning("limitKb")).not.toMatch(slotSyntax);
    // A stored sentence shown outside its field (the editor's launch list).
    expect(withSlotMeanings("We reply within {replyWithin}")).toBe(
      "We reply within [the reply time]",
    );
  });
});
