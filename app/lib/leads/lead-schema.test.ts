import { describe, expect, it } from "vitest";
import { leadLimits, phonePattern } from "~/base/lead-fields";
import { dictionary } from "~/content/engine/shipped";
import { leadSchemasFor, validateLead as validateIn } from "./lead-schema";

const { leadFormCopy } = dictionary("en").forms;
const hindi = dictionary("hi").forms;
const fieldMessages = leadFormCopy.messages;
const english = leadSchemasFor(leadFormCopy.messages);
/** Validates in the English words, unless other schemas are given. */
const validateLead = (
  kind: Parameters<typeof validateIn>[0],
  input: Record<string, unknown>,
  schemas = english,
) => validateIn(kind, input, schemas);

const valid = {
  name: "Asha Verma",
  email: "asha@example.com",
  number: "+91 98110 24680",
  msg: "A website for my shop",
};

describe("lead validation (docs/requirements.md)", () => {
  it("accepts a valid lead and tidies whitespace", () => {
    const result = validateLead("contact", {
      ...valid,
      name: "  Asha \t Verma ",
      msg: " line one\r\nline two ",
    });
    expect(result).toMatchObject({
      ok: true,
      fields: { ...valid, msg: "line one\nline two" },
    });
  });

  it("bounds the name to 1-100 characters", () => {
    expect(validateLead("contact", { ...valid, name: "   " })).toMatchObject({
      ok: false,
      errors: { name: fieldMessages.nameRequired },
    });
    expect(validateLead("contact", { ...valid, name: "a".repeat(100) }).ok).toBe(true);
    expect(validateLead("contact", { ...valid, name: "a".repeat(101) })).toMatchObject({
      errors: { name: fieldMessages.nameTooLong },
    });
  });

  it("checks the email and its 254-character bound", () => {
    for (const email of ["asha", "asha@localhost", "a b@example.com", ""]) {
      expect(validateLead("contact", { ...valid, email }).ok, email).toBe(false);
    }
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(60)}.in`;
    expect(long.length).toBeGreaterThan(leadLimits.emailMax);
    expect(validateLead("contact", { ...valid, email: long }).ok).toBe(false);
  });

  it("takes 7-15 digits with an optional + and spaces as the mobile number", () => {
    for (const number of ["1234567", "+919811024680", "98110 24680", "+1 234 567 890 12345"]) {
      expect(validateLead("contact", { ...valid, number }).ok, number).toBe(true);
    }
    for (const number of [
      "123456",
      "1234567890123456",
      "98110-24680",
      "++91 9811024680",
      "abc1234567",
    ]) {
      expect(validateLead("contact", { ...valid, number }), number).toMatchObject({
        errors: { number: fieldMessages.phoneInvalid },
      });
    }
  });

  it("matches the browser's pattern attribute", () => {
    // The HTML pattern is anchored to the whole value, like this.
    const html = new RegExp(`^(?:${phonePattern})$`, "v");
    expect(html.test("+91 98110 24680")).toBe(true);
    expect(html.test("98110-24680")).toBe(false);
  });

  it("bounds the message to 5,000 characters and requires it on the contact and career forms", () => {
    expect(validateLead("contact", { ...valid, msg: "x".repeat(5000) }).ok).toBe(true);
    expect(validateLead("contact", { ...valid, msg: "x".repeat(5001) })).toMatchObject({
      errors: { msg: fieldMessages.msgTooLong },
    });
    expect(validateLead("career", { ...valid, msg: " " })).toMatchObject({
      errors: { msg: fieldMessages.careerMsgRequired },
    });
    expect(validateLead("contact", { ...valid, msg: undefined })).toMatchObject({
      errors: { msg: fieldMessages.msgRequired },
    });
  });

  it("takes one of the services in the popup, the first by default", () => {
    expect(validateLead("popup", { ...valid, msg: "SEO Management" })).toMatchObject({
      ok: true,
      fields: { msg: "SEO Management" },
    });
    expect(validateLead("popup", { ...valid, msg: undefined })).toMatchObject({
      fields: { msg: "Web Development" },
    });
    expect(validateLead("popup", { ...valid, msg: "  " })).toMatchObject({
      fields: { msg: "Web Development" },
    });
    // A value of the wrong type (a file) is not "left empty".
    expect(validateLead("popup", { ...valid, msg: null }).ok).toBe(false);
    expect(validateLead("popup", { ...valid, msg: "Free money" })).toMatchObject({
      errors: { msg: fieldMessages.serviceInvalid },
    });
  });

  it("removes control characters and bidi overrides but keeps Indic joiners", () => {
    const result = validateLead("contact", {
      ...valid,
      name: "Ra\u202Evi\u0000 क्\u200Dष",
      msg: "hi\u0007 there\tok",
    });
    expect(result).toMatchObject({
      ok: true,
      fields: { name: "Ra vi क्\u200Dष", msg: "hi there\tok" },
    });
  });

  it("treats wrong types as missing", () => {
    expect(
      validateLead("contact", { name: 42, email: ["a@example.com"], number: null }),
    ).toMatchObject({
      ok: false,
      errors: { name: expect.any(String), email: expect.any(String), number: expect.any(String) },
    });
  });

  it("takes Devanagari digits in the mobile number and stores them as 0-9", () => {
    const result = validateLead("contact", {
      name: "आशा वर्मा",
      email: "asha@example.com",
      number: "+९१ ९८७६५ ४३२१०",
      msg: "मुझे एक वेबसाइट चाहिए",
    });
    expect(result).toMatchObject({
      ok: true,
      fields: {
        name: "आशा वर्मा",
        email: "asha@example.com",
        number: "+91 98765 43210",
        msg: "मुझे एक वेबसाइट चाहिए",
      },
    });
    expect(new RegExp(`^(?:${phonePattern})$`).test("९८७६५४३२१०")).toBe(true);
  });

  it("speaks Hindi to a form on a Hindi page", () => {
    const result = validateLead(
      "contact",
      { name: "", email: "x", number: "1", msg: "" },
      leadSchemasFor(dictionary("hi").forms.leadFormCopy.messages),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: hindi.leadFormCopy.messages.nameRequired,
        email: hindi.leadFormCopy.messages.emailInvalid,
        number: hindi.leadFormCopy.messages.phoneInvalid,
        msg: hindi.leadFormCopy.messages.msgRequired,
      },
    });
  });
});
