import { describe, expect, it } from "vitest";
import { about } from "./about";
import { aboutContentSchema } from "./about.schema";

describe("about content", () => {
  it("parses with its schema", () => {
    expect(() => aboutContentSchema.parse(about)).not.toThrow();
  });

  it("names the three programmes of the brief", () => {
    expect(about.programmes.map((p) => p.title)).toEqual([
      "Junior Web Developer Team",
      "Training and Internship Team",
      "Training-cum-Internship Program",
    ]);
  });

  it("has a managing director and senior staff", () => {
    expect(about.managingDirector.role).toBe("Managing Director");
    expect(about.seniorStaff.length).toBeGreaterThanOrEqual(3);
  });
});
