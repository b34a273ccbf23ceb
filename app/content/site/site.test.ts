import { describe, expect, it } from "vitest";
import { formatters, officeHoursText } from "~/base/format";
import { validateLead } from "~/lib/leads/lead-schema";
import { dictionary } from "../dictionary.server";
import { site } from "./facts";
import { isPlaceholderPhone, siteFactsSchema } from "./schema";

describe("site facts", () => {
  it("match their schema", () => {
    expect(() => siteFactsSchema.parse(site)).not.toThrow();
  });

  it("uses two different Indian numbers for small and large screens", () => {
    expect(site.phoneMobile.e164).not.toBe(site.phoneDesktop.e164);
    for (const phone of [site.phoneMobile, site.phoneDesktop]) {
      expect(phone.display.replace(/\s/g, "")).toBe(phone.e164);
    }
  });

  it("chats on the mobile number", () => {
    expect(site.chatUrl).toBe(`https://wa.me/${site.phoneMobile.e164.slice(1)}`);
  });

  it("has numbers that work in tel: links and pass the forms' own validation", () => {
    for (const phone of [site.phoneMobile, site.phoneDesktop]) {
      expect(new URL(`tel:${phone.e164}`).protocol).toBe("tel:");
      const lead = { name: "A visitor", email: "visitor@example.com", msg: "Hello there" };
      expect(validateLead("contact", { ...lead, number: phone.display }).ok).toBe(true);
      expect(validateLead("contact", { ...lead, number: phone.e164 }).ok).toBe(true);
    }
  });

  it("derives every address on the domain from it, and the hours text from the hours", () => {
    for (const email of Object.values(site.emails))
      expect(email.endsWith(`@${site.domain}`)).toBe(true);
    expect(dictionary("en").site.officeHours).toBe(officeHoursText(site.hours));
    expect(dictionary("hi").site.officeHours).toBe(formatters.hi.officeHours(site.hours));
  });
});

describe("site phone numbers", () => {
  it("tells the non-dialable placeholder form from a real number", () => {
    expect(isPlaceholderPhone("+910000000001")).toBe(true);
    expect(isPlaceholderPhone("+919876543210")).toBe(false);
    expect(isPlaceholderPhone("+911204567890")).toBe(false);
  });
});
