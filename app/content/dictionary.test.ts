/**
 * Every topic in both languages: its words parse with its schema (the compiler already holds
 * both to the schema's type; the schema adds lengths and formats), and the Hindi words have
 * every entry of the English, translated (app/content/twins.ts).
 */
import { describe, expect, it } from "vitest";
import { locales } from "~/base/locale";
import { dictionary, topics } from "./dictionary.server";
import { compareTwins } from "./twins";

describe.each(Object.entries(topics))("topic %s", (_name, topic) => {
  it("parses with its schema in both languages", () => {
    for (const locale of locales)
      expect(() => topic.schema.parse(topic.words[locale])).not.toThrow();
  });

  it("has every entry of the English in Hindi, translated", () => {
    expect(compareTwins(topic.words.en, topic.words.hi, topic.sameInBoth)).toEqual([]);
  });
});

describe("the dictionary", () => {
  it("has the same entries in every language", () => {
    const [first, ...rest] = locales.map((locale) => Object.keys(dictionary(locale)).sort());
    for (const keys of rest) expect(keys).toEqual(first);
  });

  it("takes each entry from one topic only", () => {
    const entries = Object.values(topics).flatMap((topic) => Object.keys(topic.copy.en));
    expect(entries.length).toBe(new Set(entries).size);
    expect(Object.keys(dictionary("en")).sort()).toEqual(entries.sort());
  });

  it("quotes the same prices in both languages' page descriptions", () => {
    const prices = (text: string) => text.match(/₹\d+(?:,\d+)*/g) ?? [];
    const en = dictionary("en").pages.pages;
    const hi = dictionary("hi").pages.pages;
    for (const path of Object.keys(en) as (keyof typeof en)[])
      expect(prices(hi[path].description), path).toEqual(prices(en[path].description));
  });

  it("has no placeholder text", () => {
    const text = JSON.stringify([dictionary("en"), dictionary("hi")]).toLowerCase();
    for (const word of ["lorem", "ipsum", "coming soon", "todo", "tbd"])
      expect(text).not.toContain(word);
  });
});
