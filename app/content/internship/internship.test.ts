import { describe, expect, it } from "vitest";
import { formatters, isoDuration } from "~/base/format";
import { locales } from "~/base/locale";
import { internshipCourses } from "~/lib/pages/structured-data/internship.server";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, type ContentDocuments, shippedDocuments } from "../engine/content";
import type { TopicDocument } from "../engine/document";
import { launchCheckReport, launchCheckStatus } from "../engine/launch-check";
import { launchCheckLists } from "../engine/launch-check.server";
import { dictionary } from "../engine/shipped";
import { asDuration, type InternshipFacts, type InternshipWords } from "./schema";

const shipped = shippedDocuments();
const facts = shipped.internship.facts as InternshipFacts;
const words = { en: shipped.internship.en, hi: shipped.internship.hi } as Record<
  "en" | "hi",
  InternshipWords
>;
const en = dictionary("en").internship;
const hi = dictionary("hi").internship;

/** The findings of the publish check of the internship after `change`. */
function findings(change: (documents: ContentDocuments) => void): string[] {
  const documents = structuredClone(shipped);
  change(documents);
  return checkContent(documents, shipped, undefined, ["internship"]).map(describeIssue);
}
const programme = (documents: ContentDocuments, id: string) =>
  (documents.internship.facts as InternshipFacts).programmes.find((p) => p.id === id) as Record<
    string,
    unknown
  >;

describe("internship facts and words (their schema is the whole rule)", () => {
  it("hold the structural lists' fixed sizes; the testimonials may shrink (advice, not an error)", () => {
    expect(
      findings((documents) => {
        const internshipFacts = documents.internship.facts as InternshipFacts;
        internshipFacts.programmes.pop();
        internshipFacts.applySteps.push({ id: "enrol", icon: "click" });
        internshipFacts.internTestimonials.pop();
      }),
    ).toEqual([
      "internship facts.programmes: Too small: expected array to have exactly 3 items",
      "internship facts.applySteps: Too big: expected array to have exactly 7 items",
      'internship en.programmes.website-design: no item "website-design" in facts.programmes: remove these words or add the item',
      'internship en.internTestimonials.intern-6: no item "intern-6" in facts.internTestimonials: remove these words or add the item',
      'internship hi.programmes.website-design: no item "website-design" in facts.programmes: remove these words or add the item',
      'internship hi.internTestimonials.intern-6: no item "intern-6" in facts.internTestimonials: remove these words or add the item',
    ]);
  });

  it("refuse a fee that is not a whole number of rupees, naming the field; a free fee is 0", () => {
    expect(
      findings((documents) => {
        programme(documents, "website-development").fee = "19999";
        programme(documents, "website-design-javascript").registrationFee = -1;
        programme(documents, "website-design").fee = 0;
      }),
    ).toEqual([
      "internship facts.programmes.website-development.fee: Invalid input: expected number, received string",
      "internship facts.programmes.website-design-javascript.registrationFee: Too small: expected number to be >=0",
    ]);
  });

  it("keep every programme once, and each step once", () => {
    expect(
      findings((documents) => {
        programme(documents, "website-design").id = "website-development";
      }),
    ).toContain("internship facts.programmes: each programme once");
  });

  it("refuse a sentence that lost its figure's slot or names another", () => {
    expect(
      findings((documents) => {
        const hiWords = documents.internship.hi as InternshipWords;
        hiWords.scholarshipFacts["test-fee"].text = hiWords.scholarshipFacts["test-fee"].text
          .replace("{testFee}", "चार सौ निन्यानवे रुपये")
          .replace("{jsRegistrationFee}", "{jsFee}");
        const enWords = documents.internship.en as InternshipWords;
        (enWords.internTestimonials["intern-1"] as { text: string }).text +=
          " It took {duration} at {testFee}.";
      }),
    ).toEqual([
      "internship en.internTestimonials.intern-1.text: {testFee} is not a slot here (slots: {duration})",
      "internship hi.scholarshipFacts.test-fee.text: keep {testFee}, {jsRegistrationFee}; {jsFee} is not a slot here (slots: {testFee}, {fullRegistrationFee}, {jsRegistrationFee})",
    ]);
  });
});

describe("internship as the page shows it", () => {
  it("writes each card's figures from the facts, in the page's language", () => {
    for (const locale of locales) {
      const format = formatters[locale];
      const card = words[locale].programmeCardCopy;
      expect(
        dictionary(locale).internship.programmes.map((p) => [
          p.id,
          p.name,
          p.duration,
          p.fee,
          p.registrationFee,
        ]),
      ).toEqual(
        facts.programmes.map((p) => [
          p.id,
          words[locale].programmes[p.id]?.name,
          format.duration(asDuration(p.duration)),
          p.fee === 0 ? card.free : format.price(p.fee),
          p.registrationFee === 0 ? card.none : format.price(p.registrationFee),
        ]),
      );
    }
    expect(en.programmes.map((p) => [p.duration, p.fee, p.registrationFee])).toEqual([
      ["3 months", "₹19,999", "₹599"],
      ["45 days", "₹3,999", "₹249"],
      ["30 days", "Free", "None"],
    ]);
    expect(en.programmes[0]?.features).toEqual([
      { label: "10 frontend projects", included: true },
      { label: "5 backend projects", included: true },
      { label: "2 mock interviews", included: true },
      { label: "Certificate of completion", included: true },
    ]);
    expect(en.programmes[1]?.features).toEqual([
      { label: "4 frontend projects", included: true },
      { label: "Backend projects", included: false },
      { label: "Mock interviews", included: false },
    ]);
    expect(en.programmes.map((p) => p.enrolLabel)).toEqual([
      "Enroll Now: Website Development (opens in a new tab)",
      "Enroll Now: Website Design + JavaScript (opens in a new tab)",
      "Enroll Now: Website Design, free (opens in a new tab)",
    ]);
  });

  it("gives each card its fees in rupees and its length for the JSON-LD", () => {
    for (const copy of [en, hi])
      expect(
        copy.programmes.map((p) => [p.feeAmount, p.registrationFeeAmount, p.isoDuration]),
      ).toEqual(
        facts.programmes.map((p) => [
          p.fee,
          p.registrationFee,
          isoDuration(asDuration(p.duration)),
        ]),
      );
  });

  it("shows a published fee on the cards, in the sentences and in the Course JSON-LD of both languages", () => {
    const documents = structuredClone(shipped);
    const changed = documents.internship.facts as InternshipFacts;
    const full = changed.programmes.find((p) => p.id === "website-development");
    if (!full) throw new Error("no complete programme");
    full.fee = 24_999;
    full.registrationFee = 799;
    changed.scholarship.testFee = 599;
    const content = buildContent(documents, 1);
    for (const locale of locales) {
      const copy = content.dictionary(locale);
      const card = copy.internship.programmes.find((p) => p.id === "website-development");
      expect(card?.fee).toBe("₹24,999");
      expect(card?.feeAmount).toBe(24_999);
      const course = internshipCourses(copy)[0] as unknown as {
        offers: { price: number }[];
      };
      expect(course.offers.map((offer) => offer.price)).toEqual([24_999, 799]);
      const texts = copy.internship.scholarshipFacts.map((fact) => fact.text).join(" ");
      expect(texts).toContain("₹24,999");
      expect(texts).toContain("₹799");
      expect(copy.internship.scholarshipFacts.find((f) => f.id === "test-fee")?.value).toBe("₹599");
    }
  });

  it("lists the certificate only on the card of the programme that has one", () => {
    for (const locale of locales) {
      const copy = dictionary(locale).internship;
      const certificate = copy.programmes.map((card) =>
        card.features.some((f) => f.label === words[locale].programmeCardCopy.certificate),
      );
      expect(certificate).toEqual(facts.programmes.map((p) => p.certificate));
      expect(copy.programmes.map((p) => p.certificate)).toEqual(certificate);
    }
  });

  it("names the programme with a certificate wherever a certificate is promised", () => {
    for (const [copy, word] of [
      [en, /certificate/i],
      [hi, /सर्टिफ़िकेट/],
    ] as const) {
      const withCertificate = copy.programmes.filter((p) => p.certificate).map((p) => p.name);
      const promises = copy.internshipWhyChoose.filter((r) => word.test(r.text));
      expect(promises.length).toBeGreaterThan(0);
      for (const reason of promises)
        expect(
          withCertificate.some((name) => reason.text.includes(name)),
          reason.id,
        ).toBe(true);
    }
  });

  it("has testimonials with the fields required, each naming the intern's programme", () => {
    for (const copy of [en, hi]) {
      expect(copy.internTestimonials).toHaveLength(facts.internTestimonials.length);
      for (const [i, t] of copy.internTestimonials.entries()) {
        const intern = facts.internTestimonials[i];
        expect(t.id).toBe(i + 1);
        expect(t.alt).toContain(t.title);
        expect(t.image.hue).toBe(intern?.image.hue);
        expect(t.role).toBe(
          `${copy.programmes.find((p) => p.id === intern?.programme)?.name}, ${intern?.year}`,
        );
        expect(t.text).not.toMatch(/\{\w+\}/);
      }
    }
    expect(en.internTestimonials[0]?.alt).toBe("Initials avatar of Priya Sharma");
    // The avatar's letters, in each language's script: initials in English, one whole akshara of
    // the first name in Hindi (प्रिया → प्रि; two letters would read as a word).
    expect(en.internTestimonials.map((t) => t.image.initials)).toEqual([
      "PS",
      "RV",
      "AK",
      "MA",
      "SG",
      "VS",
    ]);
    expect(hi.internTestimonials.map((t) => t.image.initials)).toEqual([
      "प्रि",
      "रा",
      "अ",
      "मो",
      "स्ने",
      "वि",
    ]);
    // Rahul took the 45-day programme, and says how long it was.
    expect(en.internTestimonials[1]?.text).toContain("45 days felt short");
    expect(hi.internTestimonials[1]?.text).toContain("45 दिन कब बीत गए");
  });

  it("numbers the How to Apply steps and keeps the cards' order in both languages", () => {
    for (const copy of [en, hi]) {
      expect(copy.applySteps.map((s) => [s.id, s.icon])).toEqual(
        facts.applySteps.map((s, i) => [i + 1, s.icon]),
      );
      expect(copy.scholarshipFacts.map((f) => f.id)).toEqual([
        "duration",
        "test-fee",
        "discount",
        "demo",
        "refund",
      ]);
      // Only the step badge's {number} is left for the page to fill.
      for (const text of JSON.stringify(copy).match(/\{\w+\}/g) ?? [])
        expect(text).toBe("{number}");
    }
  });

  it("counts in its headings what the lists hold", () => {
    for (const locale of locales) {
      const format = formatters[locale];
      const page = dictionary(locale).internship.internshipPage;
      expect(page.programmes.intro).toContain(format.countWordCapital(facts.programmes.length));
      expect(page.apply.title).toContain(format.countWordCapital(facts.applySteps.length));
    }
    expect(en.internshipPage.programmes.intro).toBe(
      "Three ways to learn with us, from a free 30-day start to a complete three-month programme.",
    );
    expect(hi.internshipPage.apply.title).toBe("पहली क्लास तक सात चरण");
  });

  it("never presents the scholarship test fee as a programme registration fee (docs/requirements.md)", () => {
    const testFee = formatters.en.price(facts.scholarship.testFee);
    const cardFees = new Set(facts.programmes.map((p) => formatters.en.price(p.registrationFee)));
    for (const [copy, testWords, quotedFees] of [
      [en, /scholarship test|test registration/i, /registration fee[^.]*?\(([^)]*)\)/g],
      [hi, /स्कॉलरशिप टेस्ट|टेस्ट की रजिस्ट्रेशन/, /रजिस्ट्रेशन फ़ीस \(([^)]*)\)/g],
    ] as const) {
      const texts = [
        ...copy.scholarshipFacts.map((f) => f.text),
        ...copy.applySteps.map((s) => s.description),
      ];
      for (const text of texts.filter((t) => t.includes(testFee))) expect(text).toMatch(testWords);
      // Programme registration fees quoted in the texts are exactly those on the cards.
      const quoted = texts.join(" ").match(quotedFees) ?? [];
      expect(quoted.length).toBeGreaterThan(0);
      for (const match of quoted)
        for (const fee of match.match(/₹[\d,]+/g) ?? []) expect(cardFees.has(fee)).toBe(true);
    }
  });

  it("names the Enroll Now button in How to Apply and the closing band with the button's own words", () => {
    for (const copy of [en, hi]) {
      expect(copy.programmeCardCopy.enrol).toBe(copy.internshipPage.contact.enrol);
      expect(copy.applySteps[1]?.title).toContain(copy.programmeCardCopy.enrol);
      for (const card of copy.programmes)
        expect(card.enrolLabel.startsWith(`${copy.programmeCardCopy.enrol}: ${card.name}`)).toBe(
          true,
        );
    }
    expect(hi.applySteps[1]?.title).toBe(`‘${hi.programmeCardCopy.enrol}’ पर क्लिक करें`);
  });

  it("closes with the agency's office hours and enrolment page", () => {
    expect(en.internshipPage.contact.hours).toBe(`${dictionary("en").site.officeHours}.`);
    expect(hi.internshipPage.contact.hours).toBe(`${dictionary("hi").site.officeHours}।`);
    expect(en.enrolUrl).toBe(dictionary("en").siteFacts.internshipEnrolUrl);
  });
});

describe("internship launch-check", () => {
  const documents = shipped as unknown as Record<string, TopicDocument>;
  const statuses = launchCheckStatus(launchCheckLists(), documents, documents, []);
  const { text } = launchCheckReport(statuses);

  it("lists the owner's questions under /internship, with their fields", () => {
    for (const id of ["internship.test-fee", "internship.scholarship-terms"]) {
      const status = statuses.find((s) => s.item.id === id);
      expect(status?.item).toMatchObject({ kind: "question", page: "/internship" });
      expect(status?.settled).toBe(false);
      const item = status?.item;
      if (!item) throw new Error(id);
      expect(item.fields.length).toBeGreaterThan(0);
      const at = text.indexOf(`Question: ${item.what}`);
      expect(at, id).toBeGreaterThan(0);
      const headings = [...text.slice(0, at).matchAll(/\n(Every page|\/[^\s]*)\n/g)];
      expect(headings.at(-1)?.[1]).toBe("/internship");
      expect(text.slice(at)).toContain(`fields:    internship ${item.fields.join(", ")}`);
    }
    // What the page says meanwhile: the test fee and the cards' registration fees.
    expect(statuses.find((s) => s.item.id === "internship.test-fee")?.value).toContain("{testFee}");
  });
});
