import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

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

  it("names every bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty", SITE_URL: "not a url", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*SITE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*SITE_URL/,
    );
  });
});
