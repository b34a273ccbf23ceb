import { describe, expect, it } from "vitest";
import { formatInr } from "../format";
import * as en from "../internship";
import {
  applyStepSchema,
  internTestimonialSchema,
  programmeSchema,
  reasonSchema,
} from "../internship.schema";
import { compareTwins } from "../twins";
import * as hi from "./internship";

/** The invented interns' names, kept as written in English (see `placeholders` there). */
const sameInBoth = en.internTestimonials.map((t) => t.title);

/** Fields that are facts, not words: they must equal the English ones exactly. */
const programmeCopy = <T extends { name: string; summary: string; duration: string }>(p: T) => ({
  name: p.name,
  summary: p.summary,
  duration: p.duration,
});
const programmeFacts = <T extends object>(p: T) => {
  const { name, summary, duration, ...facts } = p as T & Record<string, unknown>;
  return facts;
};
const testimonialCopy = <T extends { image: unknown }>(t: T) => {
  const { image, ...copy } = t;
  return copy;
};

describe("Hindi internship", () => {
  it("has every entry of the English module, translated", () => {
    expect(
      compareTwins(
        {
          programmes: en.programmes.map(programmeCopy),
          scholarshipFacts: en.scholarshipFacts,
          internshipWhyChoose: en.internshipWhyChoose,
          internTestimonials: en.internTestimonials.map(testimonialCopy),
          applySteps: en.applySteps,
          internshipPage: en.internshipPage,
          testimonialCarouselCopy: en.testimonialCarouselCopy,
          programmeCardCopy: en.programmeCardCopy,
          stepLabel: en.stepLabel,
        },
        {
          programmes: hi.programmes.map(programmeCopy),
          scholarshipFacts: hi.scholarshipFacts,
          internshipWhyChoose: hi.internshipWhyChoose,
          internTestimonials: hi.internTestimonials.map(testimonialCopy),
          applySteps: hi.applySteps,
          internshipPage: hi.internshipPage,
          testimonialCarouselCopy: hi.testimonialCarouselCopy,
          programmeCardCopy: hi.programmeCardCopy,
          stepLabel: hi.stepLabel,
        },
        sameInBoth,
      ),
    ).toEqual([]);
  });

  it("keeps the English facts: fees, projects, ISO durations, avatars, ids and icons", () => {
    expect(hi.programmes.map(programmeFacts)).toEqual(en.programmes.map(programmeFacts));
    expect(hi.internTestimonials.map((t) => t.image)).toEqual(
      en.internTestimonials.map((t) => t.image),
    );
    expect(hi.scholarshipFacts.map((f) => f.id)).toEqual(en.scholarshipFacts.map((f) => f.id));
    expect(hi.applySteps.map((s) => [s.id, s.icon])).toEqual(
      en.applySteps.map((s) => [s.id, s.icon]),
    );
  });

  it("passes the same schema", () => {
    for (const p of hi.programmes) programmeSchema.parse(p);
    for (const t of hi.internTestimonials) internTestimonialSchema.parse(t);
    for (const s of hi.applySteps) applyStepSchema.parse(s);
    for (const r of hi.internshipWhyChoose) reasonSchema.parse(r);
  });

  it("names the programme with a certificate wherever a certificate is promised", () => {
    const withCertificate = hi.programmes.filter((p) => p.certificate).map((p) => p.name);
    const promises = hi.internshipWhyChoose.filter((r) => /सर्टिफ़िकेट/.test(r.text));
    expect(promises.length).toBeGreaterThan(0);
    for (const reason of promises)
      expect(withCertificate.some((name) => reason.text.includes(name))).toBe(true);
  });

  it("names the Enroll Now button in How to Apply with the button's own words", () => {
    expect(hi.programmeCardCopy.enrol).toBe(hi.internshipPage.contact.enrol);
    expect(hi.applySteps[1].title).toContain(`‘${hi.programmeCardCopy.enrol}’`);
    expect(hi.programmeCardCopy.enrolLabel("x", false)).toMatch(
      new RegExp(`^${hi.programmeCardCopy.enrol}`),
    );
  });

  it("never presents the scholarship test fee as a programme registration fee", () => {
    const texts = [
      ...hi.scholarshipFacts.map((f) => f.text),
      ...hi.applySteps.map((s) => s.description),
    ];
    for (const text of texts.filter((t) => t.includes(formatInr(en.scholarship.testFee))))
      expect(text).toMatch(/स्कॉलरशिप टेस्ट|टेस्ट की रजिस्ट्रेशन/);
    const cardFees = new Set(hi.programmes.map((p) => formatInr(p.registrationFee)));
    const quoted = texts.join(" ").match(/रजिस्ट्रेशन फ़ीस \(([^)]*)\)/g) ?? [];
    expect(quoted.length).toBeGreaterThan(0);
    for (const match of quoted)
      for (const fee of match.match(/₹[\d,]+/g) ?? []) expect(cardFees.has(fee)).toBe(true);
  });
});
