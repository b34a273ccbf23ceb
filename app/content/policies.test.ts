import { describe, expect, it } from "vitest";
import { formatInr } from "./format";
import { programmes, scholarship } from "./internship";
import { clientTerms, formatPolicyDate, policyLastUpdated, policyUi } from "./policies";
import { policies } from "./policies/all.server";
import { policyDocSchema, policyPaths, policyText, policyUiSchema } from "./policies.schema";
import { site } from "./site";

function textOf(path: keyof typeof policies): string {
  return policyText(policies[path]);
}

describe("policies content", () => {
  it("has the four policy pages and each parses with its schema", () => {
    expect(Object.keys(policies).sort()).toEqual([...policyPaths].sort());
    for (const path of policyPaths)
      expect(() => policyDocSchema.parse(policies[path])).not.toThrow();
    expect(() => policyUiSchema.parse(policyUi)).not.toThrow();
  });

  it("formats the last-updated date", () => {
    expect(policyLastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formatPolicyDate("2026-11-22")).toBe("22 November 2026");
    expect(formatPolicyDate("2027-01-05")).toBe("5 January 2027");
  });

  it("has the client terms of the brief (docs/requirements.md)", () => {
    expect(clientTerms).toEqual({
      renewalNoticeDays: 10,
      cancellationFeePercent: 50,
      cancellationPaymentDays: 7,
    });
  });

  it("states the client terms on both pages", () => {
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      const text = textOf(path);
      expect(text).toContain(
        `at least ${clientTerms.renewalNoticeDays} days before the renewal date`,
      );
      expect(text).toContain("yearly renewal fees");
      expect(text).toContain(`${clientTerms.cancellationFeePercent}% of the total project cost`);
      expect(text).toContain(`within ${clientTerms.cancellationPaymentDays} days of the notice`);
      expect(text).toMatch(/no refund after the advance payment/i);
    }
  });

  it("states the internship terms on both pages, with the fees of internship.ts", () => {
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      const text = textOf(path);
      expect(text).toContain(formatInr(scholarship.testFee));
      expect(text).toMatch(/registration fee[^.]*non-refundable/i);
      expect(text).toContain(`${scholarship.demoDays}-day demo`);
      expect(text).toContain(`${scholarship.refundPercent}% refund`);
      expect(text).toContain(`within ${scholarship.refundWindowDays} days of the start date`);
      // Every fee quoted is one of internship.ts's.
      const fees = new Set(
        [scholarship.testFee, ...programmes.flatMap((p) => [p.registrationFee, p.fee])].map(
          formatInr,
        ),
      );
      for (const fee of text.match(/₹[\d,]+/g) ?? []) expect(fees.has(fee), fee).toBe(true);
    }
  });

  it("promises a certificate only for programmes that include one", () => {
    const text = textOf("/terms-and-conditions");
    for (const programme of programmes) {
      const promise = `The ${programme.name} programme awards a certificate`;
      expect(text.includes(promise), programme.name).toBe(programme.certificate);
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
