import { describe, expect, it } from "vitest";
import { plainPagePolicy } from "../../app/lib/pages/plain-page";
import { fileCacheControl, nothingPolicy, responseHeaders } from "./headers";

const headers = (hsts: boolean) =>
  responseHeaders({ hsts, upgradeInsecure: false, renderedPagePolicy: true });

describe("responseHeaders", () => {
  it("gives every answer the same security headers, HSTS only when asked", () => {
    const { security } = headers(true);
    expect(security).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
    // Issue 50: every answer carries a policy; what is no page may load and run nothing.
    expect(security["Content-Security-Policy"]).toBe(nothingPolicy);
    expect(headers(false).security).not.toHaveProperty("Strict-Transport-Security");
  });

  it("builds a file's headers from the security set, with a page's CSP for pages", () => {
    const { file, security } = headers(false);
    const page = file({ type: "text/html", cacheControl: "c", etag: '"e"', scriptHashes: ["'h'"] });
    const { "Content-Security-Policy": _nothing, ...rest } = security;
    expect(page.notModified).toMatchObject({ ...rest, ETag: '"e"', Vary: "Accept-Encoding" });
    expect(page.notModified["Content-Security-Policy"]).toContain("script-src 'self' 'h'");
    expect(page.sent(10, "br")).toMatchObject({ "Content-Encoding": "br", "Content-Length": 10 });
    const asset = file({ type: "text/css", cacheControl: "c", etag: '"e"' });
    expect(asset.sent(5)["Content-Security-Policy"]).toBe(nothingPolicy);
    expect(asset.sent(5)).not.toHaveProperty("Content-Encoding");
  });

  it("keeps refusals out of caches and closes the connection when told", () => {
    const { refusal } = headers(false);
    const closed = refusal({ html: false, length: 12, close: true });
    expect(closed).toMatchObject({ "Cache-Control": "no-store", Connection: "close" });
    const allowed = refusal({ html: true, length: 0, close: false, allow: "GET, HEAD, OPTIONS" });
    expect(allowed).not.toHaveProperty("Connection");
    expect(allowed).toMatchObject({
      "Content-Type": "text/html; charset=utf-8",
      Allow: "GET, HEAD, OPTIONS",
      // An HTML refusal is a plain page: its own style only.
      "Content-Security-Policy": plainPagePolicy(),
    });
    expect(closed["Content-Security-Policy"]).toBe(nothingPolicy);
  });
});

describe("fileCacheControl", () => {
  it("caches hashed assets for a year and makes pages revalidate", () => {
    expect(fileCacheControl("/assets/app-abc.js", false)).toContain("immutable");
    expect(fileCacheControl("/pricing", true)).toContain("must-revalidate");
    expect(fileCacheControl("/hi/dialogs.json", false)).toContain("must-revalidate");
    expect(fileCacheControl("/favicon.svg", false)).toBe("public, max-age=86400");
  });
});
