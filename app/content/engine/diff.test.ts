/**
 * The field-by-field diff, the fields two changes share and a draft's changes carried onto
 * another document (app/content/engine/diff.ts), on small documents where the answer is known, and on
 * the shapes that made the old walk quadratic (deep nesting, wide keyed lists, many conflicts).
 */
import { describe, expect, it } from "vitest";
import { applyChanges, conflicts, diffDocuments, diffValues, overlapping } from "./diff";

describe("the diff of two documents", () => {
  const before = {
    facts: {
      plans: [
        { id: "a", price: 1 },
        { id: "b", price: 2 },
      ],
    },
    en: { title: "T", list: ["x", "y"], gone: "g", empty: {} },
    hi: { title: "टी" },
  };

  it("names each changed field by path, list items by id, and a new order", () => {
    const after = {
      facts: {
        plans: [
          { id: "b", price: 3 },
          { id: "a", price: 1 },
          { id: "c", price: 4 },
        ],
      },
      en: { title: "T", list: ["x", "z"], added: "n", empty: {} },
      hi: { title: "टी" },
    };
    expect(diffDocuments(before, after)).toEqual([
      { path: ["facts", "plans", "b", "price"], before: 2, after: 3 },
      { path: ["facts", "plans", "c"], before: undefined, after: { id: "c", price: 4 } },
      { path: ["facts", "plans", "#order"], before: ["a", "b"], after: ["b", "a"] },
      { path: ["en", "list", 1], before: "y", after: "z" },
      { path: ["en", "gone"], before: "g", after: undefined },
      { path: ["en", "added"], before: undefined, after: "n" },
    ]);
    expect(diffDocuments(before, structuredClone(before))).toEqual([]);
    // Keys in another order, a list of another length, a value of another kind.
    expect(diffValues({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([]);
    expect(diffValues([1, 2], [1, 2, 3], ["l"])).toEqual([
      { path: ["l"], before: [1, 2], after: [1, 2, 3] },
    ]);
    expect(diffValues({ a: [1] }, { a: { 0: 1 } })).toEqual([
      { path: ["a"], before: [1], after: { 0: 1 } },
    ]);
  });

  it("carries changes onto another document: set, added, removed and reordered items", () => {
    const after = {
      ...before,
      facts: {
        plans: [
          { id: "c", price: 9 },
          { id: "a", price: 5 },
        ],
      },
    };
    const changes = diffDocuments(before, after);
    const theirs = structuredClone(before);
    theirs.en.title = "Theirs";
    const merged = applyChanges(theirs, changes);
    // A new item goes at the end; "b" removed; "a" changed.
    expect(merged.facts.plans).toEqual([
      { id: "a", price: 5 },
      { id: "c", price: 9 },
    ]);
    expect(merged.en.title).toBe("Theirs");
    expect(theirs.facts.plans).toHaveLength(2);
  });

  it("walks a document 300 deep and 5,000 items wide once, and finds shared fields in a set", () => {
    let deepA: unknown = "a";
    let deepB: unknown = "b";
    for (let i = 0; i < 300; i++) {
      deepA = { k: deepA };
      deepB = { k: deepB };
    }
    const changes = diffValues(deepA, deepB);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.path).toHaveLength(300);

    const wide = (price: number) => ({
      items: Array.from({ length: 5_000 }, (_, i) => ({ id: `i${i}`, price })),
    });
    const mine = diffValues(wide(1), wide(2));
    const theirs = diffValues(wide(1), wide(3));
    expect(mine).toHaveLength(5_000);
    expect(conflicts(mine, theirs)).toHaveLength(5_000);
    expect(applyChanges(wide(3), mine).items.every((item) => item.price === 2)).toBe(true);
  });

  it("counts as shared a field, a field inside it, or the item around it", () => {
    expect(
      overlapping(
        ["en.a", "en.b.c", "en.d", "en.e.f", "en.g", "en.a"],
        ["en.a", "en.b", "en.d.x", "en.ef", "hi.g"],
      ),
    ).toEqual(["en.a", "en.b.c", "en.d"]);
  });
});
