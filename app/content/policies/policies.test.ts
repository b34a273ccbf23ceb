import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { programmes, scholarship } from "../internship/facts";
import { dictionary } from "../shipped";
import { site } from "../site/facts";
import { clientTerms, policiesLastUpdated } from "./facts";
import { type PolicyPath, policiesCopySchema, policyPaths, policyText } from "./schema";

const en = dictionary("en").policies;
const hi = dictionary("hi").policies;

const textOf = (copy: typeof en, path: PolicyPath) => policyText(copy.policies[path]);

/** Every fee of internship.ts, as the policies write it. */
const fees = new Set(
  [scholarship.testFee, ...programmes.flatMap((p) => [p.registrationFee, p.fee])].map(
    formatters.en.price,
  ),
);

describe("policies facts (docs/requirements.md)", () => {
  it("has the client terms of the brief", () => {
    expect(clientTerms).toEqual({
      renewalNoticeDays: 10,
      cancellationFeePercent: 50,
      cancellationPaymentDays: 7,
    });
  });

  it("dates the policies with an ISO date", () => {
    expect(policiesLastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("policies content", () => {
  it("has the four policy pages in both languages, each parsing with its schema", () => {
    for (const copy of [en, hi]) {
      expect(Object.keys(copy.policies).sort()).toEqual([...policyPaths].sort());
      expect(() => policiesCopySchema.parse(copy)).not.toThrow();
    }
  });

  it("keeps the dates, e-mails and links of the English pages in Hindi", () => {
    for (const path of policyPaths) {
      expect(en.policies[path].lastUpdated.date).toBe(policiesLastUpdated);
      expect(hi.policies[path].lastUpdated.date).toBe(policiesLastUpdated);
      expect(hi.policies[path].contactEmail).toBe(en.policies[path].contactEmail);
      expect(hi.policies[path].related).toEqual(en.policies[path].related);
    }
  });

  it("writes the last-updated date in each language (Latin digits in Hindi)", () => {
    expect(en.policies["/privacy-policy"].lastUpdated.text).toBe(
      formatters.en.date(policiesLastUpdated),
    );
    expect(hi.policies["/privacy-policy"].lastUpdated.text).toBe(
      formatters.hi.date(policiesLastUpdated),
    );
    expect(formatters.en.date("2026-11-22")).toBe("22 November 2026");
    expect(formatters.en.date("2027-01-05")).toBe("5 January 2027");
    expect(formatters.hi.date("2026-11-22")).toBe("22 नवंबर 2026");
    expect(formatters.hi.date("2027-01-05")).toBe("5 जनवरी 2027");
  });

  it("states the client terms on both pages", () => {
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      const text = textOf(en, path);
      expect(text).toContain(
        `at least ${clientTerms.renewalNoticeDays} days before the renewal date`,
      );
      expect(text).toContain("yearly renewal fees");
      expect(text).toContain(`${clientTerms.cancellationFeePercent}% of the total project cost`);
      expect(text).toContain(`within ${clientTerms.cancellationPaymentDays} days of the notice`);
      expect(text).toMatch(/no refund after the advance payment/i);

      const hindi = textOf(hi, path);
      expect(hindi).toContain(`कम से कम ${clientTerms.renewalNoticeDays} दिन पहले`);
      expect(hindi).toContain("सालाना रिन्यूअल फ़ीस");
      expect(hindi).toContain(
        `प्रोजेक्ट की कुल लागत के ${clientTerms.cancellationFeePercent}% की कैंसलेशन फ़ीस`,
      );
      expect(hindi).toContain(`${clientTerms.cancellationPaymentDays} दिनों के अंदर`);
      expect(hindi).toMatch(/एडवांस भुगतान[^।]*(बाद कोई रिफ़ंड नहीं|वापस नहीं होता)/);
    }
  });

  it("states the internship terms on both pages, with the fees of internship.ts", () => {
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      const text = textOf(en, path);
      expect(text).toContain(formatters.en.price(scholarship.testFee));
      expect(text).toMatch(/registration fee[^.]*non-refundable/i);
      expect(text).toContain(`${scholarship.demoDays}-day demo`);
      expect(text).toContain(`${scholarship.refundPercent}% refund`);
      expect(text).toContain(`within ${scholarship.refundWindowDays} days of the start date`);
      // Every fee quoted is one of internship.ts's.
      for (const fee of text.match(/₹[\d,]+/g) ?? []) expect(fees.has(fee), fee).toBe(true);

      const hindi = textOf(hi, path);
      expect(hindi).toContain(formatters.hi.price(scholarship.testFee));
      expect(hindi).toMatch(/रजिस्ट्रेशन फ़ीस[^।]*वापस नहीं होती/);
      expect(hindi).toContain(`${scholarship.demoDays} दिन की डेमो अवधि`);
      expect(hindi).toContain(`${scholarship.refundPercent}% रिफ़ंड`);
      expect(hindi).toContain(`शुरू होने की तारीख से ${scholarship.refundWindowDays} दिनों के अंदर`);
      for (const fee of hindi.match(/₹\d+(?:,\d+)*/g) ?? []) expect(fees.has(fee), fee).toBe(true);
    }
  });

  it("promises a certificate only for programmes that include one", () => {
    const text = textOf(en, "/terms-and-conditions");
    const names = dictionary("en").internship.programmes;
    for (const [i, programme] of programmes.entries()) {
      const promise = `The ${names[i]?.name} programme awards a certificate`;
      expect(text.includes(promise), programme.id).toBe(programme.certificate);
    }
    expect(programmes.filter((p) => p.certificate).map((p) => p.id)).toEqual([
      "website-development",
    ]);
    const sentence = textOf(hi, "/terms-and-conditions").match(/[^।\n]*सर्टिफ़िकेट मिलता है।/)?.[0];
    expect(sentence?.trim()).toBe(
      "वेबसाइट डेवलपमेंट प्रोग्राम में प्रोजेक्ट और असेसमेंट पूरे करने पर सर्टिफ़िकेट मिलता है।",
    );
  });

  it("quotes the free programme's length from the facts", () => {
    expect(textOf(en, "/terms-and-conditions")).toContain(
      "The Website Design programme (30 days) has no fees.",
    );
    expect(textOf(hi, "/terms-and-conditions")).toContain(
      "वेबसाइट डिज़ाइन प्रोग्राम (30 दिन) के लिए कोई फ़ीस नहीं है।",
    );
  });

  it("says only that delivery is digital, with no invented timelines, handovers or taxes", () => {
    const text = textOf(en, "/Shipping-and-Delivery");
    expect(text).toContain("Nothing is shipped by post");
    expect(text).not.toMatch(/days|repository|credentials|certificate/i);
    expect(textOf(hi, "/Shipping-and-Delivery")).toContain("डाक या कूरियर से कुछ भी नहीं भेजा जाता");
    const terms = textOf(en, "/terms-and-conditions");
    expect(terms).not.toMatch(/GST|courts|jurisdiction/);
    expect(textOf(hi, "/terms-and-conditions")).not.toMatch(/GST|अदालत/);
  });

  it("tells the truth about form data", () => {
    const text = textOf(en, "/privacy-policy");
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

  it("tells the same truth in Hindi", () => {
    const text = textOf(hi, "/privacy-policy");
    for (const fact of [
      "नाम, ईमेल पता और मोबाइल नंबर",
      "सॉल्टेड वन-वे हैश",
      "असली IP एड्रेस कभी नहीं",
      "हमारे अपने सर्वर पर हमारे अपने डेटाबेस में",
      "स्टाफ़ इनबॉक्स",
      "24 महीने",
      "अपने-आप डिलीट",
      "विज़िटरों के लिए कोई कुकी सेट नहीं",
      "sessionStorage",
      "कोई थर्ड-पार्टी एनालिटिक्स",
      "Core Web Vitals",
      "Digital Personal Data Protection Act, 2023",
      site.emails.privacy,
    ])
      expect(text).toContain(fact);
  });

  it("writes Hindi full stops as dandas, not English periods", () => {
    for (const path of policyPaths)
      expect(textOf(hi, path)).not.toMatch(/[\p{Script=Devanagari}]\.(\s|$)/u);
  });
});
