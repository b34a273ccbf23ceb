import { describe, expect, it } from "vitest";
import { formatters, officeHoursText } from "~/base/format";
import { leadSchemasFor, validateLead } from "~/lib/leads/lead-schema";
import { checkContent, describeIssue } from "../engine/checks";
import { shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";
import { isPlaceholderPhone } from "./schema";

const site = dictionary("en").siteFacts;

describe("the agency's facts", () => {
  it("give each number its tel: form and chat on the mobile number", () => {
    expect(site.phoneMobile.e164).not.toBe(site.phoneDesktop.e164);
    for (const phone of [site.phoneMobile, site.phoneDesktop])
      expect(phone.display.replace(/\s/g, "")).toBe(phone.e164);
    expect(site.chatUrl).toBe(`https://wa.me/${site.phoneMobile.e164.slice(1)}`);
  });

  it("have numbers that work in tel: links and pass the forms' own validation", () => {
    const schemas = leadSchemasFor(dictionary("en").forms.leadFormCopy.messages);
    for (const phone of [site.phoneMobile, site.phoneDesktop]) {
      expect(new URL(`tel:${phone.e164}`).protocol).toBe("tel:");
      const lead = { name: "A visitor", email: "visitor@example.com", msg: "Hello there" };
      expect(validateLead("contact", { ...lead, number: phone.display }, schemas).ok).toBe(true);
      expect(validateLead("contact", { ...lead, number: phone.e164 }, schemas).ok).toBe(true);
    }
  });

  it("write the hours text of each language from the hours", () => {
    expect(dictionary("en").site.officeHours).toBe(officeHoursText(site.hours));
    expect(dictionary("hi").site.officeHours).toBe(formatters.hi.officeHours(site.hours));
  });

  it("refuse what their rule forbids, naming the field", () => {
    const shipped = shippedDocuments();
    const facts = (change: Record<string, unknown>) => {
      const documents = structuredClone(shipped);
      Object.assign(documents.site.facts, change);
      return checkContent(documents, shipped, undefined, ["site"]).map(describeIssue);
    };
    const mobile = "+91 98110 24680";
    expect(facts({ phoneMobile: mobile, phoneDesktop: mobile })).toEqual([
      "site facts.phoneDesktop: the office number must differ from the mobile number",
    ]);
    expect(facts({ shortName: "Other" })).toEqual([
      "site facts.shortName: the brand name must start with the short name",
    ]);
    expect(facts({ phoneMobile: "98110 24680" })[0]).toMatch(
      /^site facts.phoneMobile: \+91 followed by a 10-digit number/,
    );
  });
});

describe("site phone numbers", () => {
  it("tells the non-dialable placeholder form from a real number", () => {
    expect(isPlaceholderPhone("+910000000001")).toBe(true);
    expect(isPlaceholderPhone("+919876543210")).toBe(false);
    expect(isPlaceholderPhone("+911204567890")).toBe(false);
  });
});
