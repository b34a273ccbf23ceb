import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, loadStaticFiles, pickEncoding } from "./static-files";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("loadStaticFiles", () => {
  it("maps prerendered pages to their route and caches hashed assets for a year", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "static-"));
    mkdirSync(path.join(dir, "aboutUs"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), "<script>x()</script>");
    writeFileSync(path.join(dir, "aboutUs/index.html"), "<p>about</p>");
    writeFileSync(path.join(dir, "assets/app-abc123.js"), "console.log(1)");
    writeFileSync(path.join(dir, "assets/app-abc123.js.br"), "br");
    writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    const files = loadStaticFiles(dir);
    expect([...files.keys()].sort()).toEqual([
      "/",
      "/aboutUs",
      "/assets/app-abc123.js",
      "/favicon.svg",
    ]);
    expect(files.get("/")?.scriptHashes).toEqual([sha("x()")]);
    expect(files.get("/assets/app-abc123.js")?.cacheControl).toContain("immutable");
    expect(files.get("/aboutUs")?.cacheControl).toContain("must-revalidate");
    const asset = files.get("/assets/app-abc123.js")!;
    expect(pickEncoding("gzip, deflate, br", asset)).toBe("br");
    expect(pickEncoding("gzip", asset)).toBeNull();
    expect(pickEncoding(undefined, asset)).toBeNull();
  });
});
