import { describe, expect, it } from "vitest";
import { messageSuffix, visitorMessage } from "./lead-message";

describe("visitorMessage", () => {
  it("drops the form's name the stored message ends with, for every form", () => {
    for (const suffix of Object.values(messageSuffix))
      expect(visitorMessage(`Need a shop website${suffix}`)).toBe("Need a shop website");
    expect(visitorMessage("Line one\nनमस्ते, line two || Contact Us Page")).toBe(
      "Line one\nनमस्ते, line two",
    );
  });
  it("keeps what the visitor typed, even their own || or a form's name mid-text", () => {
    expect(visitorMessage("a || b")).toBe("a || b");
    expect(visitorMessage("x || Contact Us Page and more")).toBe("x || Contact Us Page and more");
    expect(visitorMessage("no suffix")).toBe("no suffix");
  });
});
