/**
 * The policies as data: the join writes every figure they quote from the facts (the client
 * terms, the internship's fees and terms, the agency's names and addresses) in each language's
 * way, the schema keeps the brief's terms on the terms and the refund policy, and launch-check
 * lists every section the brief does not give, by field.
 */
import { describe, expect, it } from "vitest";
import { staffStorage, VITALS_SAMPLE_RATE, visitorStorage } from "~/base/browser-storage";
import { formatters } from "~/base/format";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, type ContentDocuments, shippedDocuments } from "../engine/content";
import { coveredFields } from "../engine/launch-check";
import { formatPath } from "../engine/paths";
import { dictionary } from "../engine/shipped";
import { launchCheck } from "./launch-check";
import { type PolicyKey, type PolicyPath, policyKeys, policyPaths, policyText } from "./schema";

const shipped = shippedDocuments();
const facts = shipped.policies.facts;
const { clientTerms } = facts;
const { programmes, scholarship } = shipped.internship.facts;
const en = dictionary("en").policies;
const hi = dictionary("hi").policies;

const textOf = (copy: typeof en, path: PolicyPath) => policyText(copy.policies[path]);

/** Every fee of the internship's facts, as the policies write it. */
const fees = new Set(
  [scholarship.testFee, ...programmes.flatMap((p) => [p.registrationFee, p.fee])].map(
    formatters.en.price,
  ),
);

/** The publish check of the policies after `change`. */
function findings(change: (documents: ContentDocuments) => void): string[] {
  const documents = structuredClone(shipped);
  change(documents);
  return checkContent(documents, shipped, undefined, ["policies"]).map(describeIssue);
}

describe("the policies' facts (docs/requirements.md)", () => {
  it("have the client terms of the brief", () => {
    expect(clientTerms).toEqual({
      renewalNoticeDays: 10,
      cancellationFeePercent: 50,
      cancellationPaymentDays: 7,
    });
  });
});

describe("the policy pages", () => {
  it("are the four pages in both languages, each ending with links to the other three", () => {
    for (const copy of [en, hi]) {
      expect(Object.keys(copy.policies)).toEqual([...policyPaths]);
      for (const path of policyPaths)
        expect(copy.policies[path].related).toEqual(policyPaths.filter((other) => other !== path));
    }
  });

  it("keep the dates, e-mails and links of the English pages in Hindi, from the facts", () => {
    const { site } = shipped;
    for (const [key, path] of Object.entries(policyKeys) as [PolicyKey, PolicyPath][]) {
      expect(en.policies[path].lastUpdated.date).toBe(facts.lastUpdated);
      expect(hi.policies[path].lastUpdated.date).toBe(facts.lastUpdated);
      expect(en.policies[path].contactEmail).toBe(site.facts.emails[facts[key].contact]);
      expect(hi.policies[path].contactEmail).toBe(en.policies[path].contactEmail);
      expect(hi.policies[path].related).toEqual(en.policies[path].related);
    }
    expect(en.policies["/privacy-policy"].contactEmail).toBe(site.facts.emails.privacy);
  });

  it("write the last-updated date in each language (Latin digits in Hindi)", () => {
    expect(en.policies["/privacy-policy"].lastUpdated.text).toBe(
      formatters.en.date(facts.lastUpdated),
    );
    expect(hi.policies["/privacy-policy"].lastUpdated.text).toBe(
      formatters.hi.date(facts.lastUpdated),
    );
    expect(formatters.en.date("2026-11-22")).toBe("22 November 2026");
    expect(formatters.en.date("2027-01-05")).toBe("5 January 2027");
    expect(formatters.hi.date("2026-11-22")).toBe("22 नवंबर 2026");
    expect(formatters.hi.date("2027-01-05")).toBe("5 जनवरी 2027");
  });

  it("state the client terms on both pages", () => {
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
      expect(hindi).toContain(`${clientTerms.cancellationPaymentDays} दिन के अंदर`);
      expect(hindi).toMatch(/एडवांस भुगतान[^।]*(बाद कोई रिफ़ंड नहीं|वापस नहीं होता)/);
    }
  });

  it("state the internship terms on both pages, with the internship's fees", () => {
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      const text = textOf(en, path);
      expect(text).toContain(formatters.en.price(scholarship.testFee));
      expect(text).toMatch(/registration fee[^.]*non-refundable/i);
      expect(text).toContain(`${scholarship.demoDays}-day demo`);
      expect(text).toContain(`${scholarship.refundPercent}% refund`);
      expect(text).toContain(`within ${scholarship.refundWindowDays} days of the start date`);
      // Every fee quoted is one of the internship's.
      for (const fee of text.match(/₹[\d,]+/g) ?? []) expect(fees.has(fee), fee).toBe(true);

      const hindi = textOf(hi, path);
      expect(hindi).toContain(formatters.hi.price(scholarship.testFee));
      expect(hindi).toMatch(/रजिस्ट्रेशन फ़ीस[^।]*वापस नहीं होती/);
      expect(hindi).toContain(`${scholarship.demoDays} दिन की डेमो अवधि`);
      expect(hindi).toContain(`${scholarship.refundPercent}% रिफ़ंड`);
      expect(hindi).toContain(`शुरू होने की तारीख से ${scholarship.refundWindowDays} दिन के अंदर`);
      for (const fee of hindi.match(/₹\d+(?:,\d+)*/g) ?? []) expect(fees.has(fee), fee).toBe(true);
    }
  });

  it("promise a certificate only for programmes that include one", () => {
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

  it("quote the free programme's length from the internship's facts", () => {
    expect(textOf(en, "/terms-and-conditions")).toContain(
      "The Website Design programme (30 days) has no fees.",
    );
    expect(textOf(hi, "/terms-and-conditions")).toContain(
      "वेबसाइट डिज़ाइन प्रोग्राम (30 दिन) के लिए कोई फ़ीस नहीं है।",
    );
  });

  it("say only that delivery is digital, with no invented timelines, handovers or taxes", () => {
    const text = textOf(en, "/Shipping-and-Delivery");
    expect(text).toContain("Nothing is shipped by post");
    expect(text).not.toMatch(/days|repository|credentials|certificate/i);
    expect(textOf(hi, "/Shipping-and-Delivery")).toContain("डाक या कूरियर से कुछ भी नहीं भेजा जाता");
    const terms = textOf(en, "/terms-and-conditions");
    expect(terms).not.toMatch(/GST|courts|jurisdiction/);
    expect(textOf(hi, "/terms-and-conditions")).not.toMatch(/GST|अदालत/);
  });

  it("tell the truth about form data", () => {
    const text = textOf(en, "/privacy-policy");
    for (const fact of [
      "name, email address and mobile number",
      "the popup has no message box",
      "keyed one-way hash",
      "never the address itself",
      "We check both and store neither",
      "not your IP address",
      "this website's own database on our server",
      "enquiry mailbox",
      "staff inbox",
      `${facts.leadRetentionDays} days (about 24 months)`,
      `each copy is kept for ${facts.backupDays} days`,
      "deleted from our database automatically",
      `deleted after ${facts.vitalsRetentionDays} days`,
      `about ${VITALS_SAMPLE_RATE * 100}% of page views`,
      "no cookies for visitors",
      "no third-party analytics",
      "loads nothing from other companies' servers",
      "Digital Personal Data Protection Act, 2023",
      shipped.site.facts.emails.privacy,
    ]) {
      expect(text.toLowerCase()).toContain(fact.toLowerCase());
    }
    // No internship application: the internship's enrolment page is not part of this site.
    expect(text).not.toMatch(/internship application|apply for an internship/i);
    expect(text).not.toContain("sessionStorage");
  });

  it("tell the same truth in Hindi, in words for ordinary readers", () => {
    const text = textOf(hi, "/privacy-policy");
    for (const fact of [
      "नाम, ईमेल पता और मोबाइल नंबर",
      "पॉपअप में मैसेज लिखने की जगह नहीं है",
      "वन-वे हैश",
      "असली IP एड्रेस कभी नहीं",
      "इस वेबसाइट के अपने डेटाबेस में, हमारे सर्वर पर",
      "स्टाफ़ इनबॉक्स",
      `${facts.leadRetentionDays} दिन (लगभग 24 महीने)`,
      `हर कॉपी ${facts.backupDays} दिन तक रखी जाती है`,
      "अपने-आप डिलीट",
      `${facts.vitalsRetentionDays} दिन बाद डिलीट`,
      `लगभग ${VITALS_SAMPLE_RATE * 100}% पेज-व्यू`,
      "विज़िटरों के लिए कोई कुकी सेट नहीं",
      "सेशन स्टोरेज",
      "लोकल स्टोरेज",
      "कोई थर्ड-पार्टी एनालिटिक्स",
      "Digital Personal Data Protection Act, 2023",
      shipped.site.facts.emails.privacy,
    ])
      expect(text).toContain(fact);
    expect(text).not.toMatch(/sessionStorage|localStorage|Core Web Vitals/);
  });

  it("name everything the site keeps in a browser, in both languages, from the code's names", () => {
    for (const copy of [en, hi]) {
      const text = textOf(copy, "/privacy-policy");
      for (const name of [...Object.values(visitorStorage), ...Object.values(staffStorage)])
        expect(text, name).toContain(name);
    }
    // The theme switch's own words, in each language.
    expect(textOf(en, "/privacy-policy")).toContain(
      "choose Light or Dark in the Colour theme switch",
    );
    expect(textOf(hi, "/privacy-policy")).toContain("रंग थीम में लाइट या डार्क चुनते हैं");
  });

  it("write Hindi full stops as dandas, not English periods", () => {
    for (const path of policyPaths)
      expect(textOf(hi, path)).not.toMatch(/[\p{Script=Devanagari}]\.(\s|$)/u);
  });

  it("show a changed fact on every page that quotes it, in both languages", () => {
    const documents = structuredClone(shipped);
    documents.policies.facts.clientTerms.cancellationFeePercent = 40;
    documents.policies.facts.shipping.contact = "careers";
    const content = buildContent(documents, 1);
    for (const path of ["/terms-and-conditions", "/Cancellation-and-Refund"] as const) {
      expect(policyText(content.dictionary("en").policies.policies[path])).toContain(
        "A cancellation fee of 40% of the total project cost",
      );
      expect(policyText(content.dictionary("hi").policies.policies[path])).toContain(
        "प्रोजेक्ट की कुल लागत के 40% की कैंसलेशन फ़ीस",
      );
    }
    const shipping = content.dictionary("en").policies.policies["/Shipping-and-Delivery"];
    expect(shipping.contactEmail).toBe(shipped.site.facts.emails.careers);
    expect(policyText(shipping)).toContain(`write to ${shipped.site.facts.emails.careers}.`);
  });
});

describe("the policies' schema", () => {
  it("keeps the brief's terms on the terms and the refund policy", () => {
    expect(
      findings((documents) => {
        const [block] =
          documents.policies.en.cancellation.sections["project-cancellation"]?.blocks ?? [];
        if (block?.items) block.items[1] = "A cancellation fee applies." as never;
      }),
    ).toEqual([
      "policies en.cancellation: the agreed client and internship terms must stay on this page: keep {cancellationFee}",
    ]);
  });

  it("keeps every name of what the site keeps in a browser on the privacy policy", () => {
    expect(
      findings((documents) => {
        const [, , , list] = documents.policies.hi.privacy.sections.cookies?.blocks ?? [];
        if (list?.items) list.items[1] = list.items[1]?.replace("{interFontKey}", "फ़ॉन्ट") as never;
      }),
    ).toEqual([
      "policies hi.privacy: the names of what the site keeps in a browser must stay on this page: keep {interFontKey}",
    ]);
  });

  it("refuses a slot a policy does not have, a block that is both kinds, a lost phrase slot", () => {
    expect(
      findings((documents) => {
        const { sections } = documents.policies.hi.shipping;
        const [block] = sections["digital-only"]?.blocks ?? [];
        if (block) block.text = `${block.text} {price}` as never;
        const [other] = sections["delivery-questions"]?.blocks ?? [];
        if (other) other.items = ["पहला बिंदु" as never, "दूसरा बिंदु" as never];
        documents.policies.en.phrases.renewalNotice =
          "We contact you before the renewal date" as never;
      }),
    ).toEqual([
      "policies en.phrases.renewalNotice: keep {days}",
      expect.stringMatching(
        /^policies hi\.shipping\.sections\.digital-only\.blocks\.0\.text: \{price\} is not a slot here/,
      ),
      "policies hi.shipping.sections.delivery-questions.blocks.0: a block is a paragraph (text) or a list (items): give one of the two",
      "policies hi.shipping.sections.delivery-questions.blocks.0.items: is not in the English",
    ]);
  });

  it("keeps the structure in the facts: sections in both languages, parts whole", () => {
    expect(
      findings((documents) => {
        const { sections } = documents.policies.facts.terms;
        const moved = sections.findIndex((section) => section.id === "scope");
        const [scope] = sections.splice(moved, 1);
        if (scope) sections.push(scope);
        documents.policies.facts.privacy.sections.push({ id: "contact-us" });
      }),
    ).toEqual([
      'policies facts.terms.sections.scope.part: the sections of the part "for-clients" must follow each other',
      'policies en.privacy.sections.contact-us: the item "contact-us" of facts.privacy.sections has no words here',
      'policies hi.privacy.sections.contact-us: the item "contact-us" of facts.privacy.sections has no words here',
    ]);
  });

  it("lets the language note be empty in English and nowhere else a field be left empty", () => {
    expect(shipped.policies.en.policyUi.languageNote).toBe("");
    expect(
      findings((documents) => {
        documents.policies.en.policyUi.tocTitle = "";
      }),
    ).toEqual([
      "policies en.policyUi.tocTitle: Too small: expected string to have >=2 characters",
      "policies en.policyUi.tocTitle: no spaces at the start or the end",
    ]);
  });
});

describe("the policies' launch-check", () => {
  /** The sections that state the brief's own terms (docs/requirements.md), or are listed apart. */
  const given: Record<PolicyKey, readonly string[]> = {
    terms: [
      "client-cancellation",
      "renewals",
      "internship-fees",
      "internship-demo-and-refund",
      "liability",
    ],
    cancellation: ["project-cancellation", "advance-payment", "renewals", "internship-refunds"],
    privacy: [],
    shipping: [],
  };
  const drafted = launchCheck.filter((item) =>
    item.what.endsWith(": written to complete the page, not from your own terms"),
  );

  it("lists every section beyond the brief's terms, under its page, by field", () => {
    const listed = new Map(
      drafted.map((item) => {
        expect(item.kind).toBe("placeholder");
        expect(item.fields).toHaveLength(1);
        const covered = coveredFields(shipped.policies, item.fields[0] as string);
        // English and Hindi.
        expect(covered.map(({ path }) => path[0])).toEqual(["en", "hi"]);
        return [formatPath(covered[0]?.path ?? []).replace(/^en\./, ""), item] as const;
      }),
    );
    let count = 0;
    for (const [key, path] of Object.entries(policyKeys) as [PolicyKey, PolicyPath][]) {
      const { sections } = facts[key];
      for (const id of given[key])
        expect(
          sections.some((section) => section.id === id),
          id,
        ).toBe(true);
      const open = sections.filter((section) => !given[key].includes(section.id));
      // Each policy has a drafted section on the list.
      expect(open.length, key).toBeGreaterThan(0);
      for (const { id } of open) {
        const item = listed.get(`${key}.sections.${id}`);
        expect(item?.page, id).toBe(path);
        const title = shipped.policies.en[key].sections[id]?.title;
        expect(item?.what).toContain(`"${title}" (#${id})`);
        count += 1;
      }
    }
    expect(drafted).toHaveLength(count);
  });

  it("covers the commitments the owner confirms: words in both languages, facts once", () => {
    for (const item of launchCheck.filter((entry) => !drafted.includes(entry)))
      for (const field of item.fields) {
        const covered = coveredFields(shipped.policies, field);
        expect(covered.length, field).toBe(field.startsWith("facts.") ? 1 : 2);
        for (const { value } of covered) expect(value, field).toBeDefined();
      }
  });

  it("lists every figure the server's settings also hold", () => {
    const listed = launchCheck.flatMap((item) => item.fields);
    for (const figure of ["leadRetentionDays", "backupDays", "vitalsRetentionDays"])
      expect(listed).toContain(`facts.${figure}`);
  });
});
