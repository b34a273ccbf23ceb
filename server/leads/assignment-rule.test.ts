import { describe, expect, it } from "vitest";
import type { Lead } from "../db/types";
import { chooseAssignee, noRule, parseRule } from "./assignment-rule";

const lead = (source: Lead["source"], message = "Hello"): Lead =>
  ({ source, message }) as unknown as Lead;

describe("the assignment rule", () => {
  const active = new Set([1, 2, 3]);
  it("takes turns among the chosen staff, skipping accounts that can no longer take leads", () => {
    const rule = { ...noRule, mode: "round-robin" as const, staff: [1, 4, 2] };
    expect(chooseAssignee(rule, lead("contact"), active, null)).toBe(1);
    expect(chooseAssignee(rule, lead("contact"), active, 1)).toBe(2);
    expect(chooseAssignee(rule, lead("contact"), active, 2)).toBe(1);
    expect(chooseAssignee(noRule, lead("contact"), active, null)).toBeNull();
  });
  it("gives by service (the popup's), then by form, else in turn", () => {
    const rule = {
      ...noRule,
      mode: "by-form" as const,
      staff: [3],
      forms: { career: 2 },
      services: { "SEO Management": 1 },
    };
    expect(chooseAssignee(rule, lead("popup", "SEO Management || Popup"), active, null)).toBe(1);
    expect(chooseAssignee(rule, lead("career"), active, null)).toBe(2);
    expect(chooseAssignee(rule, lead("contact"), active, null)).toBe(3);
  });
  it("reads a stored rule, and treats a damaged one as off", () => {
    expect(parseRule("{not json")).toEqual(noRule);
    expect(
      parseRule(
        JSON.stringify({ mode: "round-robin", staff: [1], forms: {}, services: {}, since: 5 }),
      ).mode,
    ).toBe("round-robin");
  });
});
