import { describe, expect, it } from "vitest";
import { oneLine } from "./templates";

describe("oneLine", () => {
  it("keeps a value on its line: no line break of any kind, no control or direction override", () => {
    const value =
      "Acme\r\nBcc: victim@example.com\u2028Fake: line\u2029x\u0085y\u202Eevil\u2066z\u0000";
    const line = oneLine(value);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it checks
    expect(line).not.toMatch(/[\r\n\u2028\u2029\u0085\u202e\u2066\u0000]/);
    expect(line).toBe("Acme Bcc: victim@example.com Fake: line x yevilz");
  });
});
