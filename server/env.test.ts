import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envVariableNames, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives working defaults for a local start", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.HSTS).toBe(false);
  });

  it("turns HSTS on in production and trims SITE_URL", () => {
    const env = parseEnv({ NODE_ENV: "production", SITE_URL: "https://www.example.in/" });
    expect(env.HSTS).toBe(true);
    expect(env.SITE_URL).toBe("https://www.example.in");
  });

  it("drains at a stop in production only, unless told otherwise", () => {
    expect(parseEnv({ NODE_ENV: "production" }).SHUTDOWN_DRAIN_MS).toBe(10_000);
    expect(parseEnv({}).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(parseEnv({ NODE_ENV: "production", SHUTDOWN_DRAIN_MS: "0" }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(parseEnv({ SHUTDOWN_DRAIN_MS: "5000" }).SHUTDOWN_DRAIN_MS).toBe(5000);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: "-1" })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it("names every bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty", SITE_URL: "not a url", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*SITE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*SITE_URL/,
    );
  });
});

describe("documentation of the environment", () => {
  const root = path.resolve(import.meta.dirname, "..");
  it("lists every variable in the README's table and in .env.example", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const example = readFileSync(path.join(root, ".env.example"), "utf8");
    const inTable = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]));
    const inExample = new Set([...example.matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(envVariableNames.filter((name) => !inTable.has(name))).toEqual([]);
    expect(envVariableNames.filter((name) => !inExample.has(name))).toEqual([]);
    // And nothing documented that the server does not read.
    expect([...inTable].filter((name) => !envVariableNames.includes(name ?? ""))).toEqual([]);
    expect([...inExample].filter((name) => !envVariableNames.includes(name ?? ""))).toEqual([]);
  });
});
