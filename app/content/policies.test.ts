import { describe, expect, it } from "vitest";
import { formatPolicyDate, policies, policyLastUpdated, policyUi } from "./policies";
import { policyDocSchema, policyPaths, policyUiSchema } from "./policies.schema";
import { site } from "./site";

function textOf(path: keyof typeof policies): string {
  return policies[path].parts
    .flatMap((part) => [
      ("title" in part ? part.title : "") ?? "",
      ...part.sections.flatMap((s) => [
        s.title,
        ...s.blocks.flatMap((b) => (b.type === "p" ? [b.text] : b.items)),
      ]),
    ])
    .join("\n");
}

describe("policies content", () => {
  it("has the four policy pages and each parses with its schema", () => {
    expect(Object.keys(policies).sort()).toEqual([...policyPaths].sort());
    for (const path of policyPaths)
      expect(() => policyDocSchema.parse(policies[path])).not.toThrow();
    expect(() => policyUiSchema.parse(policyUi)).not.toThrow();
  });

  it("formats the last-updated date", () => {
    expect(policyLastUpdated).toBe("2026-11-22");
    expect(formatPolicyDate(policyLastUpdated)).toBe("22 November 2026");
  });

  it("carries the client terms of the specification", () => {
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      const text = textOf(path);
      expect(text).toContain("at least 10 days before the renewal date");
      expect(text).toContain("yearly renewal fees");
      expect(text).toContain("50% of the total project cost");
      expect(text).toContain("within 7 days of the notice");
      expect(text).toMatch(/no refund after the advance payment/i);
    }
  });

  it("carries the internship terms of the specification", () => {
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      const text = textOf(path);
      expect(text).toContain("₹499");
      expect(text).toMatch(/registration fee[^.]*non-refundable/i);
      expect(text).toContain("3-day demo");
      expect(text).toContain("90% refund");
      expect(text).toContain("within 4 days of the start date");
    }
  });

  it("describes digital delivery", () => {
    const text = textOf("/Shipping-and-Delivery");
    for (const fact of ["source code", "Git repository", "hosting", "credentials", "App Store"]) {
      expect(text.toLowerCase()).toContain(fact.toLowerCase());
    }
  });

  it("tells the truth about form data", () => {
    const text = textOf("/privacy-policy");
    for (const fact of [
      "name, email address and mobile number",
      "salted one-way hash",
      "never the raw IP address",
      "our own database on our own server",
      "staff inbox",
      "24 months",
      "deleted automatically",
      "no cookies for visitors",
      "sessionStorage",
      "no third-party analytics",
      "Core Web Vitals",
      "Digital Personal Data Protection Act, 2023",
      site.emails.privacy,
    ]) {
      expect(text.toLowerCase()).toContain(fact.toLowerCase());
    }
  });
});
