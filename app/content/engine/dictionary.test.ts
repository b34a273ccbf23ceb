/**
 * The dictionary of the shipped files: the same entries in every language, each from one topic,
 * and the same prices quoted in both languages' page descriptions. What each topic's files must
 * hold is its schema and the publish check's (./checks.test.ts).
 */
import { describe, expect, it } from "vitest";
import { locales } from "~/base/locale";
import { dictionary } from "./shipped";

describe("the dictionary", () => {
  it("has the same entries in every language", () => {
    const [first, ...rest] = locales.map((locale) => Object.keys(dictionary(locale)).sort());
    for (const keys of rest) expect(keys).toEqual(first);
  });

  it("quotes the same prices in both languages' page descriptions", () => {
    const prices = (text: string) => text.match(/₹\d+(?:,\d+)*/g) ?? [];
    const en = dictionary("en").pages.pages;
    const hi = dictionary("hi").pages.pages;
    for (const path of Object.keys(en) as (keyof typeof en)[])
      expect(prices(hi[path].description), path).toEqual(prices(en[path].description));
  });
});
