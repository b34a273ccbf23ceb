import { describe, expect, it } from "vitest";
import { basePath, localeOfPath, localizedPath } from "./locale";

describe("locale paths", () => {
  it("reads the language from the path prefix only", () => {
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/hi/pricing")).toBe("hi");
    expect(localeOfPath("/hiring")).toBe("en");
    expect(localeOfPath("/pricing")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });

  it("maps a page to its twin and back", () => {
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/aboutUs", "hi")).toBe("/hi/aboutUs");
    expect(localizedPath("/hi/aboutUs", "en")).toBe("/aboutUs");
    expect(localizedPath("/hi", "en")).toBe("/");
    expect(localizedPath("/hi/pricing", "hi")).toBe("/hi/pricing");
    expect(basePath("/hiring")).toBe("/hiring");
  });
});
