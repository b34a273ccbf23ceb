/**
 * /services/graphic-designing as data: the join draws each post's figures from its facts in each
 * language's way, the artwork is the same in both languages, and the schema and the topic's rules
 * keep the brief's counts, the named UI/UX samples and the figures of each post, naming the field
 * they refuse. Launch-check keeps every invented sample listed.
 */
import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import type { Locale } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, type ContentDocuments, shippedDocuments } from "../engine/content";
import { coveredFields } from "../engine/launch-check";
import { formatPath } from "../engine/paths";
import { dictionary } from "../engine/shipped";
import { launchCheck } from "./launch-check";
import { posterFooterMax, posterLineMax, uiUxNamedByBrief } from "./schema";

const shipped = shippedDocuments();
const facts = shipped.graphic.facts;
const locales: Locale[] = ["en", "hi"];
const en = dictionary("en").graphic;
const hi = dictionary("hi").graphic;

/** The publish check of the graphic topic after `change`. */
function findings(change: (documents: ContentDocuments) => void): string[] {
  const documents = structuredClone(shipped);
  change(documents);
  return checkContent(documents, shipped, undefined, ["graphic"]).map(describeIssue);
}

describe("graphic design in both languages", () => {
  it("draws the same artwork, with the words in each language", () => {
    const art = (copy: typeof en) => ({
      cards: copy.graphicServices.map((c) => [c.id, c.icon]),
      posters: copy.socialPosts.map((p) =>
        p.graphicImage.kind === "poster" ? [p.id, p.graphicImage.hue, p.graphicImage.motif] : p.id,
      ),
      screens: copy.uiUxItems.map((u) => [u.id, u.graphicImage]),
      boards: copy.flexBoards.map((b) => [b.id, b.hue]),
    });
    expect(art(hi)).toEqual(art(en));
  });

  it("draws the same figures on the posters, from the facts: prices, dates and times", () => {
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
    // A price changed once in the facts shows on the post in both languages.
    const documents = structuredClone(shipped);
    const gym = documents.graphic.facts.posts.find((post) => post.id === "gym-offer");
    if (gym) gym.figures.price = 3499;
    const content = buildContent(documents, 1);
    for (const locale of locales) {
      const post = content.dictionary(locale).graphic.socialPosts.find((p) => p.id === "gym-offer");
      expect(post?.graphicImage.kind === "poster" && post.graphicImage.footer).toContain("₹3,499");
    }
  });

  it("fits every line and footer of a poster once its figures are filled", () => {
    for (const { socialPosts } of [en, hi])
      for (const { graphicImage } of socialPosts) {
        if (graphicImage.kind !== "poster") continue;
        for (const line of graphicImage.lines)
          expect(line.length, line).toBeLessThanOrEqual(posterLineMax);
        expect(graphicImage.footer.length).toBeLessThanOrEqual(posterFooterMax);
      }
  });

  it("gives the annual day board its year and names the schools in the alt text", () => {
    for (const { flexBoards } of [en, hi]) {
      expect(flexBoards[1]?.headline.slice(-4)).toBe(String(facts.boards[1]?.year));
      for (const board of flexBoards) expect(board.alt).toContain(board.school);
    }
    // The schools' names in each page's script: उदाहरण … on the Hindi page, as every invented name.
    expect(en.flexBoards.map((board) => board.school)).toEqual([
      "Example Public School",
      "Example Convent School",
    ]);
    expect(hi.flexBoards.map((board) => board.school)).toEqual([
      "उदाहरण पब्लिक स्कूल",
      "उदाहरण कॉन्वेंट स्कूल",
    ]);
  });
});

describe("the graphic topic's schema and rules", () => {
  it("keep the brief's counts: four cards, eleven posts, six UI/UX items, two flex boards", () => {
    expect(
      [facts.cards, facts.posts, facts.screens, facts.boards].map((list) => list.length),
    ).toEqual([4, 11, 6, 2]);
    expect(
      findings((documents) => {
        documents.graphic.facts.boards.pop();
      })[0],
    ).toBe("graphic facts.boards: Too small: expected array to have exactly 2 items");
  });

  it("keep the UI/UX samples the brief names first, where /work shows them", () => {
    expect(facts.screens.slice(0, 3).map((item) => item.id)).toEqual(uiUxNamedByBrief);
    expect(
      findings((documents) => {
        documents.graphic.facts.screens.reverse();
      }),
    ).toEqual([
      "graphic facts.screens: the Our Work page shows the first three: keep the ludo game, the colour prediction game and the institute website first",
    ]);
  });

  it("refuse a slot whose figure the post does not give, and a line too long once filled", () => {
    expect(
      findings((documents) => {
        const cafe = documents.graphic.en.posts["cafe-launch"];
        if (cafe) cafe.footer = "Coffee for {price}" as never;
        const menu = documents.graphic.hi.posts["restaurant-menu"];
        if (menu) menu.lines = ["अनलिमिटेड थाली {price}" as never, "थाली स्पेशल"];
      }),
    ).toEqual([
      "graphic en.posts.cafe-launch.footer: {price} needs the post's price: give it in facts.posts.cafe-launch.figures, or remove the slot",
      'graphic hi.posts.restaurant-menu.lines.0: "अनलिमिटेड थाली ₹199" is 19 characters as shown: the post draws 18 at most',
    ]);
  });

  it("refuse a slot the field does not have, and a board's year it does not give", () => {
    expect(
      findings((documents) => {
        const board = documents.graphic.en.boards["admissions-flex"];
        if (board) board.headline = "Admissions {year}" as never;
        const annual = documents.graphic.hi.boards["annual-day-flex"];
        if (annual) annual.headline = "वार्षिकोत्सव {date}" as never;
      }),
    ).toEqual([
      "graphic hi.boards.annual-day-flex.headline: {date} is not a slot here (slots: {year})",
    ]);
    expect(
      findings((documents) => {
        const board = documents.graphic.en.boards["admissions-flex"];
        if (board) board.headline = "Admissions {year}" as never;
      }),
    ).toEqual([
      "graphic en.boards.admissions-flex.headline: {year} needs the board's year: give it in facts.boards.admissions-flex, or remove the slot",
    ]);
  });
});

describe("the graphic topic's launch-check", () => {
  // What the words invent; every sample's picture, named or not, is listed until chosen
  // (app/content/engine/pictures.test.ts).
  const covered = launchCheck
    .filter((item) => item.id !== "graphic.sample-pictures")
    .flatMap((item) => item.fields)
    .flatMap((field) => coveredFields(shipped.graphic, field))
    .map(({ path }) => formatPath(path));

  it("lists every sample post, in both languages", () => {
    for (const { id } of facts.posts)
      for (const part of ["en", "hi"]) expect(covered).toContain(`${part}.posts.${id}`);
  });

  it("lists each UI/UX item the brief does not name, and none it names", () => {
    const unnamed = facts.screens
      .map((item) => item.id)
      .filter((id) => !uiUxNamedByBrief.includes(id));
    expect(unnamed).toHaveLength(facts.screens.length - uiUxNamedByBrief.length);
    for (const id of unnamed)
      for (const part of ["en", "hi"]) expect(covered).toContain(`${part}.screens.${id}`);
    for (const id of uiUxNamedByBrief)
      expect(
        covered.some((path) => path.includes(`.screens.${id}`)),
        id,
      ).toBe(false);
  });

  it("lists every school of the flex boards", () => {
    facts.boards.forEach((board) => {
      expect(covered).toContain(`en.boards.${board.id}.school`);
      expect(covered).toContain(`hi.boards.${board.id}.school`);
    });
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
