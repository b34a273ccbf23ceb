import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { initialsOf } from "~/base/initials";
import { reasonSchema } from "../app-services/schema";
import { dictionary } from "../shipped";
import * as internshipEn from "./en";
import { internTestimonials, programmes, scholarship } from "./facts";
import * as internshipHi from "./hi";
import {
  applyStepSchema,
  internshipWordsSchema,
  internTestimonialFactsSchema,
  programmeFactsSchema,
  scholarshipFactSchema,
  scholarshipSchema,
} from "./schema";

const en = dictionary("en").internship;
const hi = dictionary("hi").internship;

describe("internship facts (docs/requirements.md)", () => {
  it("has the three programmes with the fees required", () => {
    expect(
      programmes.map((p) => {
        const parsed = programmeFactsSchema.parse(p);
        return [
          parsed.id,
          parsed.duration,
          parsed.registrationFee,
          parsed.fee,
          parsed.frontendProjects,
          parsed.backendProjects,
          parsed.mockInterviews,
        ];
      }),
    ).toEqual([
      ["website-development", { months: 3 }, 599, 19999, 10, 5, 2],
      ["website-design-javascript", { days: 45 }, 249, 3999, 4, 0, 0],
      ["website-design", { days: 30 }, 0, 0, 2, 0, 0],
    ]);
  });

  it("promises a certificate only with the three-month programme, as required", () => {
    expect(programmes.map((p) => [p.id, p.certificate])).toEqual([
      ["website-development", true],
      ["website-design-javascript", false],
      ["website-design", false],
    ]);
  });

  it("states the scholarship facts required", () => {
    const facts = scholarshipSchema.parse(scholarship);
    expect(facts).toMatchObject({
      durationWeeks: 12,
      hoursPerWeek: { min: 10, max: 15 },
      testFee: 499,
    });
    expect(facts).toMatchObject({ testQuestions: 60, demoDays: 3 });
    expect(facts).toMatchObject({ refundPercent: 90, refundWindowDays: 4 });
  });

  it("has invented interns, each of a programme that exists", () => {
    const ids = new Set<string>(programmes.map((p) => p.id));
    for (const intern of internTestimonials) {
      internTestimonialFactsSchema.parse(intern);
      expect(ids.has(intern.programme), String(intern.id)).toBe(true);
    }
  });
});

describe("internship words", () => {
  it("parse with their schema in both languages", () => {
    expect(() => internshipWordsSchema.parse(internshipEn)).not.toThrow();
    expect(() => internshipWordsSchema.parse(internshipHi)).not.toThrow();
  });
});

describe("internship as the page shows it", () => {
  it("writes each card's figures from the facts, in the page's language", () => {
    expect(
      en.programmes.map((p) => [p.name, p.duration, p.fee, p.registrationFee, p.popular]),
    ).toEqual([
      ["Website Development", "3 months", "₹19,999", "₹599", true],
      ["Website Design + JavaScript", "45 days", "₹3,999", "₹249", false],
      ["Website Design", "30 days", "Free", "None", false],
    ]);
    expect(hi.programmes.map((p) => [p.duration, p.fee, p.registrationFee])).toEqual([
      ["3 महीने", "₹19,999", "₹599"],
      ["45 दिन", "₹3,999", "₹249"],
      ["30 दिन", "मुफ़्त", "कोई नहीं"],
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

  it("lists the certificate only on the card of the programme that has one", () => {
    for (const [copy, words] of [
      [en, internshipEn],
      [hi, internshipHi],
    ] as const) {
      const certificate = copy.programmes.map((card) =>
        card.features.some((f) => f.label === words.programmeCardCopy.certificate),
      );
      expect(certificate).toEqual(programmes.map((p) => p.certificate));
    }
  });

  it("names the programme with a certificate wherever a certificate is promised", () => {
    for (const [copy, word] of [
      [en, /certificate/i],
      [hi, /सर्टिफ़िकेट/],
    ] as const) {
      const withCertificate = copy.programmes
        .filter((_, i) => programmes[i]?.certificate)
        .map((p) => p.name);
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
      expect(copy.internTestimonials).toHaveLength(internTestimonials.length);
      for (const [i, t] of copy.internTestimonials.entries()) {
        const intern = internTestimonials[i];
        expect(t.id).toBe(intern?.id);
        expect(t.alt).toContain(t.title);
        expect(t.image.initials).toBe(initialsOf(t.title));
        expect(t.role).toBe(
          `${copy.programmes.find((p) => p.id === intern?.programme)?.name}, ${intern?.year}`,
        );
        expect(t.text.length).toBeGreaterThanOrEqual(60);
      }
    }
    expect(en.internTestimonials[0]?.alt).toBe("Initials avatar of Priya Sharma");
  });

  it("has apply steps, five scholarship facts and a why-choose list", () => {
    for (const copy of [en, hi]) {
      for (const step of copy.applySteps) applyStepSchema.parse(step);
      for (const fact of copy.scholarshipFacts) scholarshipFactSchema.parse(fact);
      for (const reason of copy.internshipWhyChoose) reasonSchema.parse(reason);
    }
    expect(hi.applySteps.map((s) => [s.id, s.icon])).toEqual(
      en.applySteps.map((s) => [s.id, s.icon]),
    );
    expect(hi.scholarshipFacts.map((f) => f.id)).toEqual(en.scholarshipFacts.map((f) => f.id));
  });

  it("counts in its headings what the lists hold", () => {
    expect(en.internshipPage.programmes.intro).toBe(
      "Three ways to learn with us, from a free 30-day start to a complete three-month programme.",
    );
    expect(en.internshipPage.apply.title).toBe("Seven steps to your first class");
    expect(hi.internshipPage.programmes.intro).toBe(
      "हमारे साथ सीखने के तीन तरीके: 30 दिन की मुफ़्त शुरुआत से लेकर तीन महीने के पूरे प्रोग्राम तक।",
    );
    expect(hi.internshipPage.apply.title).toBe("पहली क्लास तक सात चरण");
  });

  it("never presents ₹499 as a programme registration fee (docs/requirements.md)", () => {
    const testFee = formatters.en.price(scholarship.testFee);
    const cardFees = new Set(programmes.map((p) => formatters.en.price(p.registrationFee)));
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

  it("names the Enroll Now button in How to Apply with the button's own words", () => {
    expect(hi.programmeCardCopy.enrol).toBe(hi.internshipPage.contact.enrol);
    expect(hi.applySteps[1]?.title).toContain(`‘${hi.programmeCardCopy.enrol}’`);
    for (const card of hi.programmes)
      expect(card.enrolLabel.startsWith(`${hi.programmeCardCopy.enrol}: ${card.name}`)).toBe(true);
  });
});
