import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lazyLayoutClass, lazyLayoutSelector } from "./lazy-layout";

describe("lazy layout", () => {
  it("defers in CSS exactly what the script lays out in turn", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, "../app.css"), "utf8");
    expect(css).toContain(
      `:root.${lazyLayoutClass} :is(${lazyLayoutSelector}):not([data-laid-out]) {`,
    );
  });
});
