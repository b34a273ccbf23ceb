import { describe, expect, it } from "vitest";
import { mergedShapes, shapeAsPath } from "./icon-paths";

describe("icon shapes as one path", () => {
  it("draws each of lucide's shapes as the same outline", () => {
    expect(shapeAsPath("line", { x1: 12, y1: 2, x2: 12, y2: 22 })).toBe("M12 2L12 22");
    expect(shapeAsPath("circle", { cx: 12, cy: 12, r: 10 })).toBe(
      "M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z",
    );
    expect(shapeAsPath("rect", { x: 3, y: 4, width: 18, height: 16 })).toBe("M3 4h18v16h-18z");
    // A corner radius given once is used for both; the sides between the corners stay straight.
    expect(shapeAsPath("rect", { x: 3, y: 3, width: 18, height: 18, rx: 2 })).toBe(
      "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z",
    );
    expect(shapeAsPath("polyline", { points: "22 12 18 12 15 21" })).toBe("M22 12L18 12 15 21");
    expect(shapeAsPath("polygon", { points: "1,2 3,4 5,6" })).toBe("M1 2L3 4 5 6z");
  });

  it("starts a path written with a relative moveto where it started", () => {
    // Its first pair is absolute, the pairs after it relative lines: so they stay.
    expect(shapeAsPath("path", { d: "m5 12 7-7 7 7" })).toBe("M5 12l7-7 7 7");
    expect(shapeAsPath("path", { d: "m-1.5.5h3" })).toBe("M-1.5 .5h3");
    expect(shapeAsPath("path", { d: "M3 3h18" })).toBe("M3 3h18");
  });

  it("keeps a shape with attributes of its own", () => {
    expect(shapeAsPath("circle", { cx: 6.5, cy: 12.5, r: 0.5, fill: "currentColor" })).toBeNull();
    expect(shapeAsPath("text", { x: 1 })).toBeNull();
  });

  it("merges an icon into one path and keeps the shapes it cannot merge after it", () => {
    const palette = mergedShapes([
      ["circle", { cx: 13.5, cy: 6.5, r: 0.5, fill: "currentColor" }],
      ["path", { d: "M12 2C6.5 2 2 6.5 2 12" }],
      ["line", { x1: 1, y1: 1, x2: 2, y2: 2 }],
    ]);
    expect(palette).toEqual([
      ["path", { d: "M12 2C6.5 2 2 6.5 2 12M1 1L2 2" }],
      ["circle", { cx: 13.5, cy: 6.5, r: 0.5, fill: "currentColor" }],
    ]);
  });
});
