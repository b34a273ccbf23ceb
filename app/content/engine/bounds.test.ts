/**
 * The shape bounds of a topic's document (app/content/engine/bounds.ts): every shipped topic is well
 * inside them, each bound refuses what passes it with its own sentence, and the measure stops
 * at the first bound passed, whatever the depth (no stack to overflow).
 */
import { describe, expect, it } from "vitest";
import {
  boundedCheckedPaths,
  documentBounds,
  parseBoundedJson,
  parseCheckedPaths,
  scanRefusal,
  shapeRefusal,
} from "./bounds";
import { dataTopicNames, shippedDocuments } from "./content";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("the shape bounds of a document", () => {
  it("take every shipped topic, and the largest grown to 30-item lists", () => {
    const shipped = shippedDocuments();
    for (const name of dataTopicNames) expect(shapeRefusal(shipped[name]), name).toBeNull();
    // Issue 51's lists grow to about 30 items: the largest topic with each list tripled fits.
    const grown = JSON.parse(JSON.stringify(shipped.policies), (_key, value) =>
      Array.isArray(value) ? [...value, ...value, ...value] : value,
    );
    expect(shapeRefusal(grown)).toBeNull();
  });

  it("refuse each shape past its bound, naming it", () => {
    const cases: [unknown, string][] = [
      [JSON.parse(nested(documentBounds.depth + 1)), "nested more than 16 levels deep"],
      [Array.from({ length: documentBounds.items + 1 }, () => 1), "a list has more than 200 items"],
      [
        Object.fromEntries(Array.from({ length: documentBounds.keys + 1 }, (_, i) => [`k${i}`, 1])),
        "an object has more than 200 fields",
      ],
      [{ ["k".repeat(documentBounds.keyLength + 1)]: 1 }, "a field's name is longer than 100"],
      [
        Array.from({ length: 100 }, () => Array.from({ length: 30 }, () => "a")),
        "it holds more than 2000 texts",
      ],
      [
        Array.from({ length: 100 }, () => Array.from({ length: 60 }, () => 1)),
        "it holds more than 5000 values",
      ],
    ];
    for (const [value, message] of cases) {
      expect(shapeRefusal(value)?.message).toContain(message);
      // The scan of the text, before any parse, refuses the same (the key length is left to
      // the measure of the parsed value).
      if (!message.includes("name is longer"))
        expect(scanRefusal(JSON.stringify(value))?.message).toContain(message);
    }
    // Exactly at each bound is allowed.
    expect(shapeRefusal(JSON.parse(nested(documentBounds.depth)))).toBeNull();
    expect(shapeRefusal(Array.from({ length: documentBounds.items }, () => 1))).toBeNull();
  });

  it("scan the text of every shipped topic as within the bounds, counting as the parse does", () => {
    const shipped = shippedDocuments();
    for (const name of dataTopicNames) {
      expect(scanRefusal(JSON.stringify(shipped[name])), name).toBeNull();
      expect(scanRefusal(JSON.stringify(shipped[name], null, 2)), name).toBeNull();
    }
    // Strings with quotes, backslashes, brackets and commas in them are one string each.
    const tricky = { a: ['x\\"]},[{', "\\", '\\"'], b: { "k,}": -1.5e3, n: null, t: true } };
    const tight = { depth: 2, items: 3, keys: 3, keyLength: 100, strings: 3, nodes: 9 };
    expect(scanRefusal(JSON.stringify(tricky), tight)).toBeNull();
    expect(shapeRefusal(tricky, tight)).toBeNull();
    expect(scanRefusal(JSON.stringify(tricky), { ...tight, nodes: 8 })?.bound).toBe("nodes");
    expect(scanRefusal(JSON.stringify(tricky), { ...tight, strings: 2 })?.bound).toBe("strings");
    expect(scanRefusal(JSON.stringify(tricky), { ...tight, depth: 1 })?.bound).toBe("depth");
    expect(scanRefusal(JSON.stringify(tricky), { ...tight, keys: 2 })?.bound).toBe("keys");
    expect(scanRefusal(JSON.stringify(tricky), { ...tight, items: 2 })?.bound).toBe("items");
  });

  it("measure JSON nested far past any stack, stopping at the bound", () => {
    const deep = nested(100_000);
    const parsed = parseBoundedJson(deep);
    expect(parsed).toMatchObject({ ok: false, reason: "shape" });
    expect(parseBoundedJson("{ not json")).toMatchObject({ ok: false, reason: "invalid" });
    expect(parseBoundedJson('{"en":{},"hi":{}}')).toEqual({ ok: true, value: { en: {}, hi: {} } });
  });

  it("take the Hindi fields checked as a list of strings, not walked, within their bound", () => {
    expect(parseCheckedPaths('["hi.a", 3, ["hi.b"]]')).toEqual(["hi.a"]);
    expect(parseCheckedPaths(`[${nested(50_000)}]`)).toEqual([]);
    expect(parseCheckedPaths("{}")).toBeNull();
    expect(boundedCheckedPaths(Array.from({ length: 2_001 }, () => "hi.a"))).toBeNull();
    expect(boundedCheckedPaths(["x".repeat(501)])).toBeNull();
  });
});
