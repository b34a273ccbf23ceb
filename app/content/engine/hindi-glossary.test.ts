/**
 * The Hindi glossary (app/content/engine/hindi-glossary.ts, docs/hindi-glossary.md): one Hindi word and
 * one spelling per recurring term, the spelling rules, and the Latin words a Hindi sentence may
 * keep. The publish check holds every Hindi field to it (app/content/engine/checks.ts; the shipped files
 * pass it whole: ./checks.test.ts); this file checks the rules themselves, the Hindi formatter's
 * own words, and that the translators' page shows the same list.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, describeIssue, variantPattern } from "./checks";
import { shippedDocuments } from "./content";
import { glossary, spellingRules } from "./hindi-glossary";
import { dictionary } from "./shipped";

const root = path.resolve(import.meta.dirname, "../../..");
const shipped = shippedDocuments();

/** The publish check's findings for the Hindi `text` written into the FAQ answer at `faq`. */
function findings(text: string, topic: "home" | "careers" = "home") {
  const documents = structuredClone(shipped);
  if (topic === "home") Object.assign(documents.home.hi.faqSection, { title: text });
  else Object.assign(documents.careers.hi.careersCopy, { rolesTitle: text });
  return checkContent(documents, shipped, undefined, [topic])
    .filter((issue) => issue.rule === "glossary" || issue.rule === "spelling")
    .map(describeIssue);
}

describe("the Hindi glossary", () => {
  it("catches what it is meant to catch, where it is meant to", () => {
    for (const text of [
      "हमारी सेवाएं देखें",
      "फ्री वेबिनार",
      "यहां क्लिक करें",
      "ख़ास ऑफ़र",
      "हमारे डिज़ाइन किए पोस्ट",
      "३ महीने",
      "कारोबारों के लिए",
    ])
      expect(findings(text), text).not.toEqual([]);
    // A job is a पद on the careers page; a user role in software is a रोल everywhere.
    expect(findings("हम इन रोल के लिए भर्ती करते हैं", "careers")).not.toEqual([]);
    expect(findings("एडमिन, सब-एडमिन और यूज़र रोल")).toEqual([]);
    expect(findings("हमारी सेवाएँ, हमारी पोस्ट, एप्टीट्यूड टेस्ट, पोस्टर, ब्रांड")).toEqual([]);
  });

  it("is kept by the Hindi formatter's own words (days, months, units)", () => {
    const text = readFileSync(path.join(root, "app/base/format.ts"), "utf8");
    for (const term of glossary)
      for (const variant of term.avoid)
        if (!term.scope) expect(text, variant).not.toMatch(variantPattern(variant));
    for (const { rule, pattern } of spellingRules) expect(text, rule).not.toMatch(pattern);
  });

  it("words the tagline once, as the English does: unlock (खोलें), not recognise (पहचानें)", () => {
    const hi = dictionary("hi");
    expect(hi.site.tagline).toMatch(/खोलें$/);
    expect(hi.pages.pages["/"].heading).toBe(hi.site.tagline);
    const wordings = JSON.stringify(hi).match(/[^"]*डिजिटल (?:क्षमता|ताकत|संभावना)[^"]*/g) ?? [];
    expect(new Set(wordings.map((text) => text.replace(/^.* — /, "")))).toEqual(
      new Set([hi.site.tagline]),
    );
  });

  it("is the one docs/hindi-glossary.md shows", () => {
    const doc = readFileSync(path.resolve(root, "docs/hindi-glossary.md"), "utf8");
    const rows = new Map(
      doc
        .split("\n")
        .filter((line) => /^\| (?!English \| |---)/.test(line))
        .map((line) => line.split("|").map((cell) => cell.trim()))
        .map(([, english, hindi, avoid]) => [english, { hindi, avoid }]),
    );
    for (const term of glossary)
      expect(rows.get(term.english), term.english).toEqual({
        hindi: term.hindi,
        avoid: term.avoid.join(", "),
      });
    for (const { rule } of spellingRules) expect(doc).toContain(rule);
  });
});
