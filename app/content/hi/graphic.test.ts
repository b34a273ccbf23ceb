import { describe, expect, it } from "vitest";
import * as en from "../graphic";
import {
  flexBoardSchema,
  graphicDesigningPageSchema,
  graphicItemSchema,
  offeringSchema,
  posterArtSchema,
  screenArtSchema,
} from "../graphic.schema";
import { compareTwins } from "../twins";
import { browserArtSchema } from "../web-services.schema";
import * as hi from "./graphic";

/**
 * Same in both languages: the artwork's design tokens (hues, motifs, screens, layouts: enum
 * values of the schemas, not words) and the schools' names on the flex boards (a client's name
 * is not translated; the two are invented placeholders listed by the English module).
 */
const [phoneArt] = screenArtSchema.options;
const sameInBoth = [
  ...posterArtSchema.shape.hue.options,
  ...posterArtSchema.shape.motif.options,
  ...phoneArt.shape.screen.options,
  ...browserArtSchema.shape.layout.options,
  ...browserArtSchema.shape.hue.options,
  ...en.flexBoards.map((board) => board.school),
];

const exports = (m: typeof en | typeof hi) => ({
  graphicServices: m.graphicServices,
  socialPosts: m.socialPosts,
  uiUxItems: m.uiUxItems,
  flexBoards: m.flexBoards,
  graphicDesigningPage: m.graphicDesigningPage,
});

describe("Hindi graphic", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins(exports(en), exports(hi), sameInBoth)).toEqual([]);
  });

  it("passes the same schema", () => {
    for (const card of hi.graphicServices) offeringSchema.parse(card);
    for (const item of [...hi.socialPosts, ...hi.uiUxItems]) graphicItemSchema.parse(item);
    for (const board of hi.flexBoards) flexBoardSchema.parse(board);
    graphicDesigningPageSchema.parse(hi.graphicDesigningPage);
  });

  it("draws the same artwork as the English, with the words in Hindi", () => {
    const art = (m: typeof en | typeof hi) => ({
      cards: m.graphicServices.map((c) => [c.id, c.icon]),
      posters: m.socialPosts.map((p) => [p.id, p.graphicImage.hue, p.graphicImage.motif]),
      screens: m.uiUxItems.map((u) => [u.id, u.graphicImage]),
      boards: m.flexBoards.map((b) => [b.id, b.school, b.hue]),
    });
    expect(art(hi)).toEqual(art(en));
    // Prices and dates drawn on the posters stay the same numbers.
    const digits = (m: typeof en | typeof hi) =>
      m.socialPosts.map((p) => p.graphicImage.footer.match(/[\d,]+/g) ?? []);
    expect(digits(hi)).toEqual(digits(en));
    expect(hi.flexBoards[1].headline).toMatch(/\d{4}$/);
    expect(hi.flexBoards[1].headline.slice(-4)).toBe(en.flexBoards[1].headline.slice(-4));
  });

  it("keeps the placeholder schools' names in the boards' alt text", () => {
    for (const board of hi.flexBoards) expect(board.alt).toContain(board.school);
  });
});
