/**
 * The publish check (./checks.ts): the shipped files pass it whole, and each of its rules refuses
 * what it is meant to, naming the topic, the part and the field.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkContent, describeIssue } from "./checks";
import { type ContentDocuments, dataTopicNames, shippedDocuments, topicNamed } from "./content";

const shipped = shippedDocuments();

/** The findings of the check of `documents` in which `change` was made. */
function findings(change: (documents: ContentDocuments) => void, previous?: ContentDocuments) {
  const documents = structuredClone(shipped);
  change(documents);
  return checkContent(documents, shipped, previous).map(
    (issue) => `${issue.severity === "warning" ? "warning: " : ""}${describeIssue(issue)}`,
  );
}

describe("the shipped files", () => {
  it("pass the publish check: no error, no warning", () => {
    expect(checkContent(shipped, shipped).map(describeIssue)).toEqual([]);
  });

  it("have schemas that export to JSON Schema, every field labelled and every string bounded", () => {
    const unlabelled: string[] = [];
    const unbounded: string[] = [];
    const walk = (node: Record<string, unknown>, at: string) => {
      const type = node.type;
      const leaf =
        type === "string" || type === "number" || type === "integer" || type === "boolean";
      if (leaf && !(node.title && node.description)) unlabelled.push(at);
      if (type === "string" && typeof node.maxLength !== "number" && !node.enum && !node.pattern)
        unbounded.push(at);
      for (const [key, child] of Object.entries(
        (node.properties ?? {}) as Record<string, Record<string, unknown>>,
      ))
        walk(child, `${at}.${key}`);
      for (const child of [node.items, node.additionalProperties])
        if (child && typeof child === "object") walk(child as Record<string, unknown>, `${at}[]`);
    };
    for (const name of dataTopicNames) {
      const topic = topicNamed(name);
      walk(z.toJSONSchema(topic.factsSchema) as Record<string, unknown>, `${name}.facts`);
      walk(z.toJSONSchema(topic.wordsSchema) as Record<string, unknown>, `${name}.words`);
    }
    expect(unlabelled).toEqual([]);
    expect(unbounded).toEqual([]);
  });
});

describe("the publish check refuses", () => {
  it("a figure that is not a number, a lost slot, a string over its limit", () => {
    expect(
      findings((documents) => {
        Object.assign(documents.site.facts, { foundedYear: "2022" });
        Object.assign(documents.site.en, { description: `${"y".repeat(60)} {foundedYear}` });
        Object.assign(documents.site.hi, { tagline: "क".repeat(61) });
      }),
    ).toEqual([
      "site facts.foundedYear: Invalid input: expected number, received string",
      "site en.description: keep {locality}",
      "site hi.tagline: Too big: expected string to have <=60 characters",
    ]);
  });

  it("placeholder text written into a field, and Hindi left in English", () => {
    expect(
      findings((documents) => {
        Object.assign(documents.site.facts.emails, { privacy: "privacy@agency.example" });
        Object.assign(documents.site.hi, { chatLabel: "Chat on WhatsApp" });
      }),
    ).toEqual([
      'site facts.emails.privacy: "agency.example" is an example address: write the real one',
      "site hi.chatLabel: is the English text: translate it",
    ]);
  });

  it("a glossary variant and a spelling the rules forbid", () => {
    expect(
      findings((documents) => {
        Object.assign(documents.site.hi, { tagline: "हमारी सेवाएं देखें यहां" });
      }),
    ).toEqual([
      'site hi.tagline: write सेवा / सेवाएँ (service / services), not "सेवाएं"',
      expect.stringMatching(/^site hi\.tagline: "एं": Chandrabindu/),
    ]);
  });

  it("and warns when the English of a field changed but its Hindi did not", () => {
    const previous = structuredClone(shipped);
    expect(
      findings((documents) => {
        Object.assign(documents.site.en, { tagline: "Grow your business online" });
      }, previous),
    ).toEqual([
      "warning: site hi.tagline: the English changed and this did not: check it still says the same",
    ]);
  });

  it("names a huge paste by its length, at once, in either language", () => {
    const huge = "x".repeat(200_000);
    const started = performance.now();
    const found = findings((documents) => {
      Object.assign(documents.site.en, { tagline: huge });
      Object.assign(documents.site.hi, { tagline: huge });
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(found).toEqual([
      expect.stringMatching(
        /^site en\.tagline: Too big: expected string to have <=\d+ characters$/,
      ),
      expect.stringMatching(
        /^site hi\.tagline: Too big: expected string to have <=\d+ characters$/,
      ),
    ]);
  });
});
