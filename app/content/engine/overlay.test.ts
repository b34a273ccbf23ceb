import { describe, expect, it } from "vitest";
import { shippedDocuments } from "./content";
import { applyChanges, changesOver, renamePaths } from "./overlay";

const shipped = shippedDocuments();

describe("staff changes over the shipped words", () => {
  it("make back every stored document of every topic, unchanged or edited", () => {
    for (const [topic, document] of Object.entries(shipped)) {
      expect(changesOver(document, document), topic).toEqual([]);
      const edited = structuredClone(document) as unknown as Record<
        string,
        Record<string, unknown>
      >;
      edited.en = { ...edited.en, addedByStaff: "x" };
      const changes = changesOver(document, edited);
      expect(applyChanges(document, changes)).toEqual({ document: edited, unplaced: [] });
    }
  });

  it("keep a list's staff order, removals and new items, and give a release's new item its place", () => {
    const facts = shipped.pricing.facts;
    const staff = structuredClone(facts);
    staff.graphicPrices.reverse();
    staff.graphicPrices[0] = { ...staff.graphicPrices[0], price: 555 } as never;
    staff.graphicPrices.splice(1, 1);
    const changes = changesOver({ facts }, { facts: staff });
    expect(applyChanges({ facts }, changes).document.facts).toEqual(staff);
    // The next release ships one more item and a changed price of another: both kept.
    const next = structuredClone(facts) as unknown as {
      graphicPrices: { id: string; price: number }[];
    };
    next.graphicPrices.push({ id: "brochure", price: 1200 });
    next.graphicPrices[1] = { ...next.graphicPrices[1], price: 777 } as never;
    const applied = applyChanges({ facts: next }, changes).document.facts as typeof next;
    expect(applied.graphicPrices.map((item) => item.id)).toEqual([
      ...staff.graphicPrices.map((item) => item.id),
      "brochure",
    ]);
    expect(applied.graphicPrices[0]?.price).toBe(555);
  });

  it("set aside a value whose place a release removed, and move it with a rename", () => {
    const before = { en: { header: { callUs: "Call Us", menu: "Menu" } } };
    const changes = changesOver(before, { en: { header: { callUs: "Ring us", menu: "Menu" } } });
    const after = { en: { contact: { callUsLabel: "Call Us" } } };
    expect(applyChanges(after, changes).unplaced).toEqual(changes);
    const moved = renamePaths(
      changes,
      ["en", "header", "callUs"],
      ["en", "contact", "callUsLabel"],
    );
    expect(applyChanges(after, moved)).toEqual({
      document: { en: { contact: { callUsLabel: "Ring us" } } },
      unplaced: [],
    });
  });
});
