import { describe, expect, it } from "vitest";
import { parseTarget } from "./hygiene";

const key = (raw: string) => {
  const parsed = parseTarget(raw);
  if (!parsed.ok) throw new Error(`rejected ${raw}: ${parsed.reason}`);
  return parsed.target.key;
};

describe("parseTarget", () => {
  it("gives every spelling of a path the same key", () => {
    for (const raw of [
      "/contact-us",
      "/Contact-Us",
      "/contact-us/",
      "/contact-us.data",
      "/CONTACT-US.DATA",
      "/contact-%75s",
      "//contact-us",
      "/contact-us//",
    ]) {
      expect(key(raw), raw).toBe("/contact-us");
    }
    expect(key("/api/%76itals")).toBe("/api/vitals");
    expect(key("/%61dmin/login")).toBe("/admin/login");
    expect(key("/_root.data")).toBe("/");
    expect(key("/")).toBe("/");
  });

  it("keeps the query and gives the plain spelling of the path", () => {
    const parsed = parseTarget("/%61boutUs?x=%2F");
    expect(parsed).toMatchObject({ ok: true, url: "/aboutUs?x=%2F" });
    expect(parseTarget("//evil.example/login")).toMatchObject({
      ok: true,
      url: "/evil.example/login",
    });
    expect(parseTarget("/caf%C3%A9")).toMatchObject({ ok: true, url: "/caf%C3%A9" });
    expect(parseTarget("/caf%c3%a9")).toMatchObject({ ok: true, url: "/caf%C3%A9" });
    expect(parseTarget("/a:b@c")).toMatchObject({ ok: true, url: "/a:b@c" });
    expect(parseTarget("/pricing/")).toMatchObject({ ok: true, url: "/pricing/" });
  });

  it("rejects invalid and dangerous encodings", () => {
    for (const raw of [
      "/%zz",
      "/%",
      "/%C0%AF",
      "/%FF",
      "/a%00b",
      "/a%0d%0aSet-Cookie:x",
      "/..%2f..%2fetc/passwd",
      "/a%5cb",
      "/a/../b",
      "/./a",
      "/%2e%2e/admin",
    ]) {
      expect(parseTarget(raw), raw).toMatchObject({ ok: false, status: 400 });
    }
    expect(parseTarget("http://example.org/")).toMatchObject({ ok: false, status: 400 });
    expect(parseTarget("*")).toMatchObject({ ok: false, status: 400 });
    expect(parseTarget(`/${"a".repeat(3000)}`)).toMatchObject({ ok: false, status: 414 });
  });
});
