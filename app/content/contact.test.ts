import { describe, expect, it } from "vitest";
import { contact } from "./contact";
import { contactContentSchema } from "./contact.schema";

describe("contact content", () => {
  it("parses with its schema", () => {
    expect(() => contactContentSchema.parse(contact)).not.toThrow();
  });
});
