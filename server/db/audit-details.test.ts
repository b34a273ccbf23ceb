import { describe, expect, it } from "vitest";
import { AUDIT_DETAILS_MAX_CHARS, auditDetailsJson } from "./audit-details";

const stored = (details: Record<string, unknown>) => {
  const text = auditDetailsJson(details);
  expect(text).not.toBeNull();
  expect((text as string).length).toBeLessThanOrEqual(AUDIT_DETAILS_MAX_CHARS);
  // Always whole JSON of an object: it reads back.
  const parsed = JSON.parse(text as string);
  expect(parsed).toBeTypeOf("object");
  return parsed as Record<string, unknown>;
};

describe("auditDetailsJson", () => {
  it("keeps small details exactly as given", () => {
    const details = { revision: 12, from: 11, topics: ["pricing", "faq"], note: "ok", on: true };
    expect(auditDetailsJson(details)).toBe(JSON.stringify(details));
    expect(auditDetailsJson(null)).toBeNull();
  });

  it("shortens a long string with a marker that says how much was left out", () => {
    const parsed = stored({ note: "x".repeat(10_000), revision: 3 });
    expect(parsed.revision).toBe(3);
    expect(parsed.note).toBe(`${"x".repeat(500)}… (+9500 characters)`);
  });

  it("caps a long list, with the count of items left out", () => {
    const parsed = stored({ topics: Array.from({ length: 1000 }, (_, i) => `topic-${i}`) });
    const topics = parsed.topics as string[];
    expect(topics).toHaveLength(21);
    expect(topics[0]).toBe("topic-0");
    expect(topics[20]).toBe("… (+980 more items)");
  });

  it("caps keys and depth, and never splits a character in two", () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    let deep: unknown = "bottom";
    for (let i = 0; i < 50; i++) deep = { deeper: deep };
    const parsed = stored({ many, deep, emoji: `${"a".repeat(499)}😀😀` });
    expect(Object.keys(parsed.many as object)).toHaveLength(31);
    expect((parsed.many as Record<string, unknown>)["…"]).toBe("+70 more keys");
    expect(JSON.stringify(parsed.deep)).toContain("(1 keys)");
    expect(parsed.emoji).toBe(`${"a".repeat(499)}… (+4 characters)`);
  });

  it("tightens its bounds until the details fit, whatever their size", () => {
    const huge = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `field${i}`,
        Array.from({ length: 20 }, () => ({ text: "y".repeat(5000), list: ["z".repeat(5000)] })),
      ]),
    );
    const parsed = stored(huge);
    expect(Object.keys(parsed).length).toBeGreaterThan(0);
    // Values JSON cannot hold are made text, or left out, never an invalid document.
    const odd = stored({
      n: Number.NaN,
      big: 10n ** 30n,
      f: () => 1,
      u: undefined,
      d: new Date(0),
    });
    expect(odd).toEqual({
      n: "NaN",
      big: "1000000000000000000000000000000",
      d: "1970-01-01T00:00:00.000Z",
    });
  });
});
