import { describe, expect, it } from "vitest";
import {
  flexBoards,
  graphicDesigningPage,
  graphicServices,
  socialPosts,
  uiUxItems,
} from "./graphic";
import {
  flexBoardSchema,
  graphicDesigningPageSchema,
  graphicItemSchema,
  offeringSchema,
} from "./graphic.schema";

describe("graphic design content", () => {
  it("has the four service cards: logo, print, digital, UI/UX", () => {
    expect(graphicServices.map((s) => offeringSchema.parse(s).title)).toEqual([
      "Logo Design",
      "Print Design",
      "Digital Design",
      "UI/UX Design",
    ]);
  });

  it("has 11 social media posts and 6 UI/UX items (docs/requirements.md)", () => {
    expect(socialPosts).toHaveLength(11);
    expect(uiUxItems).toHaveLength(6);
    for (const item of [...socialPosts, ...uiUxItems]) graphicItemSchema.parse(item);
    const ids = [...socialPosts, ...uiUxItems].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("includes the ludo game, colour prediction game and institute website", () => {
    const titles = uiUxItems.map((i) => i.graphicTitle);
    expect(titles).toEqual(
      expect.arrayContaining(["Ludo Game", "Colour Prediction Game", "Institute Website"]),
    );
  });

  it("has valid page copy", () => {
    graphicDesigningPageSchema.parse(graphicDesigningPage);
  });

  it("has the two school flex boards", () => {
    expect(flexBoards).toHaveLength(2);
    for (const board of flexBoards) {
      flexBoardSchema.parse(board);
      expect(board.school).toMatch(/School/);
    }
  });
});
