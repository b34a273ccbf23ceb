import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import type { Logger } from "../log";
import { logRequest } from "./request-log";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const write = (msg: string, fields?: Record<string, unknown>) => {
    lines.push({ msg, ...fields });
  };
  const logger: Logger = { debug: write, info: write, warn: write, error: write };
  return { lines, logger };
}

const request = (url: string, extra: Record<string, unknown> = {}) =>
  ({ method: "GET", url, headers: { "user-agent": "u".repeat(200) }, ...extra }) as IncomingMessage;

describe("logRequest", () => {
  it("writes one line with method, path, status, ms, bytes and ua", () => {
    const { lines, logger } = capture();
    logRequest(logger, request("/pricing?x=1"), {
      status: 200,
      startedAt: process.hrtime.bigint(),
      bytes: 512,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: "request",
      method: "GET",
      path: "/pricing",
      status: 200,
    });
    expect(lines[0]?.bytes).toBe(512);
    expect(typeof lines[0]?.ms).toBe("number");
    expect(lines[0]?.ua).toHaveLength(120);
    expect(lines[0]?.rejected).toBeUndefined();
  });

  it("prefers Express's originalUrl and leaves out an unknown length", () => {
    const { lines, logger } = capture();
    const req = request("/rewritten", { originalUrl: "/no-such-page?q" });
    logRequest(logger, req, { status: 404, startedAt: process.hrtime.bigint(), bytes: 0 });
    expect(lines[0]).toMatchObject({ path: "/no-such-page", status: 404 });
    expect(lines[0]?.bytes).toBeUndefined();
  });

  it("names a refusal and keeps only the start of its target", () => {
    const { lines, logger } = capture();
    const target = `/${"a".repeat(3000)}`;
    logRequest(logger, request(target, { method: "X".repeat(50) }), {
      status: 414,
      startedAt: process.hrtime.bigint(),
      rejected: "target-too-long",
    });
    expect(lines[0]).toMatchObject({ status: 414, rejected: "target-too-long" });
    expect(lines[0]?.path).toBe(target.slice(0, 200));
    expect(lines[0]?.method).toHaveLength(20);
  });
});

describe("logRequest and secrets", () => {
  it("never writes a one-time link's token, in any casing or escaping", () => {
    const { lines, logger } = capture();
    const token = "Zq3vN8x2LmP0aB7cD9eF1gH4iJ6kL5mN7oP8qR2sT3u";
    for (const url of [
      `/admin/set-password/${token}`,
      `/ADMIN/Set-Password/${token}.data?x=1`,
      `/admin%2Fset-password%2F${token}`,
      `/admin/somewhere-new/${token}`,
    ]) {
      logRequest(logger, request(url), { status: 200, startedAt: process.hrtime.bigint() });
    }
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(lines[0]?.path).toBe("/admin/set-password/[redacted]");
  });
});
