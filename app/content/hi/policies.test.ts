import { describe, expect, it } from "vitest";
import { formatInr } from "../format";
import { programmes, scholarship } from "../internship";
import * as enShared from "../policies";
import { policies as enPolicies } from "../policies/all.server";
import { policyDocSchema, policyPaths, policyText, policyUiSchema } from "../policies.schema";
import { site } from "../site";
import { compareTwins } from "../twins";
import * as hiShared from "./policies";
import { policies as hiPolicies } from "./policies/all.server";

/** Each language's shared module and its four policies by path, as one module used to hold them. */
const en = { ...enShared, policies: enPolicies };
const hi = { ...hiShared, policies: hiPolicies };

/** The block kinds "p" and "ul" are markup, the same in both languages. */
const sameInBoth = ["p", "ul"];

function textOf(path: keyof typeof hi.policies): string {
  return policyText(hi.policies[path]);
}

describe("Hindi policies", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        { policyUi: en.policyUi, policies: en.policies },
        { policyUi: hi.policyUi, policies: hi.policies },
        sameInBoth,
      ),
    ).toEqual([]);
  });

  it("passes the same schema", () => {
    expect(Object.keys(hi.policies).sort()).toEqual([...policyPaths].sort());
    for (const path of policyPaths)
      expect(() => policyDocSchema.parse(hi.policies[path])).not.toThrow();
    expect(() => policyUiSchema.parse(hi.policyUi)).not.toThrow();
  });

  it("keeps the dates, e-mails and links of the English pages", () => {
    for (const path of policyPaths) {
      expect(hi.policies[path].lastUpdated).toBe(en.policies[path].lastUpdated);
      expect(hi.policies[path].contactEmail).toBe(en.policies[path].contactEmail);
      expect(hi.policies[path].related).toEqual(en.policies[path].related);
    }
  });

  it("formats the last-updated date in Hindi with Latin digits", () => {
    expect(hi.formatPolicyDate("2026-11-22")).toBe("22 नवंबर 2026");
    expect(hi.formatPolicyDate("2027-01-05")).toBe("5 जनवरी 2027");
  });

  it("states the client terms on both pages", () => {
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      const text = textOf(path);
      expect(text).toContain(`कम से कम ${en.clientTerms.renewalNoticeDays} दिन पहले`);
      expect(text).toContain("सालाना रिन्यूअल फ़ीस");
      expect(text).toContain(
        `प्रोजेक्ट की कुल लागत के ${en.clientTerms.cancellationFeePercent}% की कैंसलेशन फ़ीस`,
      );
      expect(text).toContain(`${en.clientTerms.cancellationPaymentDays} दिनों के अंदर`);
      expect(text).toMatch(/एडवांस पेमेंट[^।]*(बाद कोई रिफ़ंड नहीं|नॉन-रिफ़ंडेबल)/);
    }
  });

  it("states the internship terms on both pages, with the fees of internship.ts", () => {
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      const text = textOf(path);
      expect(text).toContain(formatInr(scholarship.testFee));
      expect(text).toMatch(/रजिस्ट्रेशन फ़ीस[^।]*नॉन-रिफ़ंडेबल/);
      expect(text).toContain(`${scholarship.demoDays} दिन की डेमो अवधि`);
      expect(text).toContain(`${scholarship.refundPercent}% रिफ़ंड`);
      expect(text).toContain(`शुरू होने की तारीख से ${scholarship.refundWindowDays} दिनों के अंदर`);
      const fees = new Set(
        [scholarship.testFee, ...programmes.flatMap((p) => [p.registrationFee, p.fee])].map(
          formatInr,
        ),
      );
      for (const fee of text.match(/₹\d+(?:,\d+)*/g) ?? []) expect(fees.has(fee), fee).toBe(true);
    }
  });

  it("promises a certificate only for the programme that includes one", () => {
    expect(programmes.filter((p) => p.certificate).map((p) => p.id)).toEqual([
      "website-development",
    ]);
    const sentence = textOf("/terms-and-conditions").match(/[^।\n]*सर्टिफ़िकेट मिलता है।/)?.[0];
    expect(sentence?.trim()).toBe(
      "वेबसाइट डेवलपमेंट प्रोग्राम में प्रोजेक्ट और असेसमेंट पूरे करने पर सर्टिफ़िकेट मिलता है।",
    );
  });

  it("describes digital delivery", () => {
    const text = textOf("/Shipping-and-Delivery");
    for (const fact of ["सोर्स कोड", "Git रिपॉज़िटरी", "होस्टिंग", "क्रेडेंशियल", "ऐप स्टोर"])
      expect(text).toContain(fact);
  });

  it("tells the same truth about form data", () => {
    const text = textOf("/privacy-policy");
    for (const fact of [
      "नाम, ईमेल पता और मोबाइल नंबर",
      "सॉल्टेड वन-वे हैश",
      "असली IP एड्रेस कभी नहीं",
      "हमारे अपने सर्वर पर हमारे अपने डेटाबेस में",
      "स्टाफ़ इनबॉक्स",
      "24 महीने",
      "अपने-आप डिलीट",
      "विज़िटर्स के लिए कोई कुकी सेट नहीं",
      "sessionStorage",
      "कोई थर्ड-पार्टी एनालिटिक्स",
      "Core Web Vitals",
      "Digital Personal Data Protection Act, 2023",
      site.emails.privacy,
    ])
      expect(text).toContain(fact);
  });

  it("writes full stops as dandas, not English periods", () => {
    for (const path of policyPaths)
      expect(textOf(path)).not.toMatch(/[\p{Script=Devanagari}]\.(\s|$)/u);
  });
});
