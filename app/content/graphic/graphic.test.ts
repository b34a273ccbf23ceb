import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import { dictionary } from "../shipped";
import { annualDayYear, flexBoardFacts, posterFigures } from "./facts";
import { graphicCopySchema } from "./schema";

const locales: Locale[] = ["en", "hi"];
const en = dictionary("en").graphic;
const hi = dictionary("hi").graphic;

describe("graphic design content", () => {
  it("has the four service cards: logo, print, digital, UI/UX", () => {
    expect(en.graphicServices.map((s) => s.title)).toEqual([
      "Logo Design",
      "Print Design",
      "Digital Design",
      "UI/UX Design",
    ]);
  });

  it("has social media posts and UI/UX items (docs/requirements.md), valid in both languages", () => {
    for (const locale of locales) {
      const copy = graphicCopySchema.parse(dictionary(locale).graphic);
      const ids = [...copy.socialPosts, ...copy.uiUxItems].map((i) => i.id);
      expect(new Set(ids).size, locale).toBe(ids.length);
    }
  });

  it("includes the ludo game, colour prediction game and institute website", () => {
    const titles = en.uiUxItems.map((i) => i.graphicTitle);
    expect(titles).toEqual(
      expect.arrayContaining(["Ludo Game", "Colour Prediction Game", "Institute Website"]),
    );
  });

  it("has school flex boards", () => {
    for (const { flexBoards } of [en, hi]) {
      for (const board of flexBoards) expect(board.school).toMatch(/School/);
    }
  });
});

describe("graphic design in both languages", () => {
  it("draws the same artwork, with the words in each language", () => {
    const art = (copy: typeof en) => ({
      cards: copy.graphicServices.map((c) => [c.id, c.icon]),
      posters: copy.socialPosts.map((p) =>
        p.graphicImage.kind === "poster" ? [p.id, p.graphicImage.hue, p.graphicImage.motif] : p.id,
      ),
      screens: copy.uiUxItems.map((u) => [u.id, u.graphicImage]),
      boards: copy.flexBoards.map((b) => [b.id, b.school, b.hue]),
    });
    expect(art(hi)).toEqual(art(en));
  });

  it("draws the same figures on the posters: prices, dates and times", () => {
    const footers = (copy: typeof en) =>
      copy.socialPosts.map((p) => (p.graphicImage.kind === "poster" ? p.graphicImage.footer : ""));
    const digits = (copy: typeof en) => footers(copy).map((f) => f.match(/[\d,]+/g) ?? []);
    expect(digits(hi)).toEqual(digits(en));
    expect(footers(en)).toEqual(
      expect.arrayContaining([
        "Up to 50% off",
        "3 months for ₹2,999",
        "Unlimited for ₹199",
        "15 August",
        "Saturday, 11 am",
      ]),
    );
    expect(footers(hi)).toEqual(
      expect.arrayContaining([
        "50% तक की छूट",
        "3 महीने सिर्फ़ ₹2,999 में",
        "अनलिमिटेड सिर्फ़ ₹199 में",
        "15 अगस्त",
        "शनिवार, सुबह 11 बजे",
      ]),
    );
    expect(posterFigures["gym-offer"].price).toBe(2999);
  });

  it("gives the annual day board its year and names the placeholder schools in the alt text", () => {
    for (const { flexBoards } of [en, hi]) {
      expect(flexBoards[1]?.headline.slice(-4)).toBe(String(annualDayYear));
      flexBoards.forEach((board, i) => {
        expect(board.school).toBe(flexBoardFacts[i]?.school);
        expect(board.alt).toContain(board.school);
      });
    }
  });
});

describe("the formatter's durations, dates, weekdays and times", () => {
  it("writes them in each language", () => {
    expect([formatters.en.duration({ months: 1 }), formatters.en.duration({ months: 3 })]).toEqual([
      "1 month",
      "3 months",
    ]);
    expect([formatters.hi.duration({ months: 1 }), formatters.hi.duration({ months: 3 })]).toEqual([
      "1 महीना",
      "3 महीने",
    ]);
    expect([formatters.en.weekday("Sunday"), formatters.hi.weekday("Sunday")]).toEqual([
      "Sunday",
      "रविवार",
    ]);
    expect(["11:00", "19:30", "00:00"].map(formatters.en.time)).toEqual([
      "11 am",
      "7:30 pm",
      "12 am",
    ]);
    expect(["11:00", "19:30"].map(formatters.hi.time)).toEqual(["सुबह 11 बजे", "शाम 7:30 बजे"]);
  });

  it("names each month as Intl does", () => {
    for (let month = 1; month <= 12; month++) {
      const date = new Date(Date.UTC(2025, month - 1, 15));
      for (const [locale, tag] of [
        ["en", "en-IN"],
        ["hi", "hi-IN"],
      ] as const) {
        const intl = new Intl.DateTimeFormat(tag, {
          day: "numeric",
          month: "long",
          timeZone: "UTC",
        }).format(date);
        expect(formatters[locale].dayMonth({ day: 15, month }), intl).toBe(intl);
      }
    }
  });
});
