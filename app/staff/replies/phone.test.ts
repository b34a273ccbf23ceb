import { describe, expect, it } from "vitest";
import { normalisePhone } from "./phone";

describe("Indian phone numbers in E.164", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["91 98765 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["(+91) 98765.43210", "+919876543210"],
    ["९८७६५ ४३२१०", "+919876543210"],
    ["011 2345 6789", "+911123456789"],
  ])("%s → %s", (typed, e164) => {
    expect(normalisePhone(typed)?.e164).toBe(e164);
  });

  it("tells a mobile (WhatsApp reaches it) from a landline", () => {
    expect(normalisePhone("+91 98765 43210")).toEqual({
      e164: "+919876543210",
      digits: "919876543210",
      indian: true,
      mobile: true,
    });
    expect(normalisePhone("011 2345 6789")?.mobile).toBe(false);
  });

  it("keeps another country's number as written in E.164", () => {
    expect(normalisePhone("+44 20 7946 0958")).toEqual({
      e164: "+442079460958",
      digits: "442079460958",
      indian: false,
      mobile: false,
    });
  });

  it.each([
    ["", "empty"],
    ["call me", "words"],
    ["98765 43210 ext 12", "an extension"],
    ["98765", "too short"],
    ["987654321", "nine digits"],
    ["98765432101", "eleven digits without a 0"],
    ["+91 00000 00001", "the placeholder: no Indian number starts with 0"],
    ["00000 00002", "zeros"],
    ["+91 98765 4321", "+91 and nine digits"],
    ["+0 123 456 789", "no country code starts with 0"],
    ["+1234567890123456", "over E.164's 15 digits"],
    ["+91 98765 43210 +1", "two plus signs"],
  ])("refuses %j (%s)", (typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });
});
