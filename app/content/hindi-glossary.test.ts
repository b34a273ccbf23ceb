/**
 * The Hindi content keeps to its glossary (app/content/hindi-glossary.ts, docs/hindi-glossary.md):
 * every string of the Hindi dictionary, and the text of every Hindi module, uses one word and one
 * spelling per term, follows the spelling rules, and keeps Latin letters for brands,
 * technologies and names only. A failure names the place and the word to write instead.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shippedDocuments } from "./content";
import { type GlossaryTerm, glossary, latinInHindi, spellingRules } from "./hindi-glossary";
import { dictionary } from "./shipped";
import { site } from "./site/facts";
import { topics } from "./topics";

const letter = "[\\p{L}\\p{M}]";
const devanagari = /[\u0900-\u097F]/u;

interface Found {
  where: string;
  text: string;
}

/** Every string of `value`, with its path in the dictionary ("careers.careersCopy.rolesTitle"). */
function strings(value: unknown, where: string, out: Found[] = []): Found[] {
  if (typeof value === "string") out.push({ where, text: value });
  else if (Array.isArray(value))
    for (const [i, item] of value.entries()) strings(item, `${where}.${i}`, out);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      strings(item, where ? `${where}.${key}` : key, out);
  return out;
}

/**
 * TRANSITION (issue 38): the dictionary entries of the topics still written as TypeScript; the
 * data topics' Hindi is held to the glossary by the publish check (./checks.test.ts).
 */
const legacyEntries = new Set(
  Object.values(topics).flatMap((topic) => ("legacy" in topic ? Object.keys(topic.copy.hi) : [])),
);
const legacyDictionary = Object.fromEntries(
  Object.entries(dictionary("hi")).filter(([entry]) => legacyEntries.has(entry)),
);
const hindiStrings = strings(legacyDictionary, "").filter(({ text }) => devanagari.test(text));

const root = path.resolve(import.meta.dirname, "../..");
/** Every Hindi words file (each topic's hi.ts, each policy's), and the Hindi formatter. */
const hindiModules = [
  ...readdirSync(path.join(root, "app/content"), { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith("/hi.ts"))
    .map((file) => `app/content/${file}`),
  // the month and weekday names and the units the Hindi formatter writes
  "app/base/format.ts",
];
const moduleTexts = hindiModules.map((where) => ({
  where,
  text: readFileSync(path.join(root, where), "utf8"),
}));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A variant as a whole word, or a word start when it ends in "*". */
function variantPattern(variant: string): RegExp {
  const prefix = variant.endsWith("*");
  const word = escapeRegExp(prefix ? variant.slice(0, -1) : variant);
  return new RegExp(`(?<!${letter})${word}${prefix ? "" : `(?!${letter})`}`, "u");
}

const within = (where: string, places: readonly string[] | undefined) =>
  places?.some((place) => where === place || where.startsWith(`${place}.`)) ?? false;

function applies(term: GlossaryTerm, where: string): boolean {
  return (!term.scope || within(where, term.scope)) && !within(where, term.except);
}

function glossaryFindings(found: readonly Found[], scoped: boolean): string[] {
  const findings: string[] = [];
  for (const term of glossary) {
    if (!scoped && (term.scope || term.except)) continue;
    for (const variant of term.avoid) {
      const pattern = variantPattern(variant);
      for (const { where, text } of found) {
        if (scoped && !applies(term, where)) continue;
        const match = text.match(pattern);
        if (match)
          findings.push(
            `${where}: "${match[0]}" — the glossary says ${term.hindi} (${term.english})`,
          );
      }
    }
  }
  return findings;
}

function ruleFindings(found: readonly Found[]): string[] {
  const findings: string[] = [];
  for (const { rule, pattern, example } of spellingRules)
    for (const { where, text } of found) {
      const match = text.match(pattern);
      if (match) findings.push(`${where}: "${match[0]}" — ${rule} (${example})`);
    }
  return findings;
}

describe("the Hindi glossary", () => {
  it("reads the whole Hindi dictionary and every Hindi module", () => {
    // TRANSITION (issue 38): fewer as topics become data, which ./checks.test.ts reads.
    expect(hindiStrings.length > 0 || legacyEntries.size === 0).toBe(true);
    expect(moduleTexts.length > 0 || legacyEntries.size === 0).toBe(true);
  });

  it("catches what it is meant to catch", () => {
    const samples: Found[] = [
      { where: "x", text: "हमारी सेवाएं देखें" },
      { where: "x", text: "फ्री वेबिनार" },
      { where: "x", text: "यहां क्लिक करें" },
      { where: "x", text: "ख़ास ऑफ़र" },
      { where: "x", text: "हमारे डिज़ाइन किए पोस्ट" },
      { where: "x", text: "३ महीने" },
      { where: "x", text: "कारोबारों के लिए" },
      { where: "careers.careersCopy.rolesTitle", text: "हम इन रोल के लिए भर्ती करते हैं" },
    ];
    for (const sample of samples)
      expect(
        [...glossaryFindings([sample], true), ...ruleFindings([sample])],
        sample.text,
      ).not.toEqual([]);
    // the same words where they are right
    const right: Found[] = [
      { where: "home.faqs", text: "एडमिन, सब-एडमिन और यूज़र रोल" },
      { where: "graphic.boards.admissions-flex.headline", text: "एडमिशन शुरू" },
      { where: "x", text: "हमारी सेवाएँ, हमारी पोस्ट, एप्टीट्यूड टेस्ट, पोस्टर, ब्रांड" },
    ];
    expect([...glossaryFindings(right, true), ...ruleFindings(right)]).toEqual([]);
  });

  it("is used in every string of the Hindi dictionary", () => {
    expect(glossaryFindings(hindiStrings, true)).toEqual([]);
  });

  it("is used in every Hindi module, comments included", () => {
    expect(glossaryFindings(moduleTexts, false)).toEqual([]);
  });

  it("has its spelling rules kept in every Hindi string and module", () => {
    expect(ruleFindings([...hindiStrings, ...moduleTexts])).toEqual([]);
  });

  it("keeps Latin letters in Hindi sentences for brands, technologies and schools' names only", () => {
    // People's names are written in Devanagari on Hindi pages; a school's name stays as it is
    // printed on its flex board.
    const names = new Set(
      [
        ...shippedDocuments().graphic.facts.boards.map((board) => board.school),
        site.brandName,
        site.legalName,
      ].flatMap((name) => name.split(/\s+/)),
    );
    const allowed = new Set([...latinInHindi, ...names]);
    // The language switch's accessible name starts with its visible label, the other language's name.
    const switchLabel = dictionary("hi").ui.languageSwitch.label;
    const findings: string[] = [];
    for (const { where, text } of hindiStrings) {
      if (where === "ui.languageSwitch.ariaLabel" && text.startsWith(`${switchLabel} — `)) continue;
      const words = text
        .replace(/\{\w+\}/g, " ") // template slots
        .replace(/\S+@\S+|https?:\/\/\S+|[\w-]*\.(?:example|in|com)\b/g, " ") // emails, links, domains
        .match(/[A-Za-z][A-Za-z/.-]*[A-Za-z-]|[A-Za-z]/g);
      for (const word of words ?? []) if (!allowed.has(word)) findings.push(`${where}: "${word}"`);
    }
    expect(findings).toEqual([]);
  });

  it("words the tagline once, as the English does: unlock (खोलें), not recognise (पहचानें)", () => {
    const hi = dictionary("hi");
    expect(hi.site.tagline).toMatch(/खोलें$/);
    expect(hi.pages.pages["/"].heading).toBe(hi.site.tagline);
    // The whole Hindi dictionary, data topics included: the home page's heading is one of them.
    const wordings = strings(hi, "").filter(({ text }) => /डिजिटल (क्षमता|ताकत|संभावना)/.test(text));
    expect(new Set(wordings.map(({ text }) => text.replace(/^.* — /, "")))).toEqual(
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
