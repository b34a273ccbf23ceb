import { describe, expect, it } from "vitest";
import { dictionary } from "~/content/engine/shipped";
import { graphemes } from "./typing";

const heroWords = dictionary("en").home.heroWords;
const hindiHeroWords = dictionary("hi").home.heroWords;

const segmenter = new Intl.Segmenter("hi", { granularity: "grapheme" });
const intlClusters = (word: string) => Array.from(segmenter.segment(word), (part) => part.segment);

describe("the typing hero's grapheme clusters", () => {
  it("split every hero word, in both languages, as Intl.Segmenter does", () => {
    for (const word of [...heroWords, ...hindiHeroWords]) {
      expect(graphemes(word), word).toEqual(intlClusters(word));
    }
  });

  it("keep conjuncts, vowel signs, nuktas and joiners in one step", () => {
    const words = ["क्षमता", "स्क्रीन", "श्रृंखला", "फ़ॉर्म", "ज़्यादा", "क्‍ष", "र्‍य", "सॉफ़्टवेयर", "डिज़ाइन"];
    for (const word of words) expect(graphemes(word), word).toEqual(intlClusters(word));
    expect(graphemes("क्षमता")).toEqual(["क्ष", "म", "ता"]);
  });

  it("keep accented Latin letters and emoji joined by a ZWJ whole", () => {
    for (const word of ["café", "cafe\u0301", "👩‍💻 code", "SEO"]) {
      expect(graphemes(word), word).toEqual(intlClusters(word));
    }
  });

  it("never lose or reorder a character, whatever the text", () => {
    for (const text of ["\u093Fकि", "a\u0301\u0301b", "क्", "", "१२३ ABC ✓"]) {
      expect(graphemes(text).join(""), JSON.stringify(text)).toBe(text);
    }
  });
});
