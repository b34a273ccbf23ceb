import { describe, expect, it } from "vitest";
import { numberPlaceholders, placeholders, where } from "./sql";

describe("one statement text for both databases", () => {
  it("numbers ? placeholders for PostgreSQL in order", () => {
    expect(numberPlaceholders("UPDATE t SET a = ?, b = now() + ? WHERE id IN (?, ?)")).toBe(
      "UPDATE t SET a = $1, b = now() + $2 WHERE id IN ($3, $4)",
    );
    expect(numberPlaceholders("SELECT 1")).toBe("SELECT 1");
  });

  it("leaves a ? inside a quoted literal or identifier alone", () => {
    expect(
      numberPlaceholders(`SELECT '?', 'it''s ?', "a?" FROM t WHERE x LIKE ? ESCAPE '\\'`),
    ).toBe(`SELECT '?', 'it''s ?', "a?" FROM t WHERE x LIKE $1 ESCAPE '\\'`);
    expect(numberPlaceholders("a = ? AND b = '\\' AND c = ?")).toBe(
      "a = $1 AND b = '\\' AND c = $2",
    );
  });

  it("writes one placeholder per value", () => {
    expect(placeholders(3)).toBe("?, ?, ?");
    expect(placeholders(1)).toBe("?");
  });

  it("builds a WHERE clause of the filters that are set", () => {
    expect(
      where([
        ["status = ?", "new"],
        ["source = ?", undefined],
        ["created_at >= ?", 0],
        ["(a LIKE ? OR b LIKE ?)", "%x%", "%x%"],
        ["lead_id = ?", ""],
      ]),
    ).toEqual({
      clause: "WHERE status = ? AND created_at >= ? AND (a LIKE ? OR b LIKE ?)",
      params: ["new", 0, "%x%", "%x%"],
    });
    expect(where([["status = ?", undefined]])).toEqual({ clause: "", params: [] });
  });
});
