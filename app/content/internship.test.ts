import { describe, expect, it } from "vitest";
import { formatInr } from "./format";
import {
  applySteps,
  internshipWhyChoose,
  internTestimonials,
  programmes,
  scholarship,
  scholarshipFacts,
} from "./internship";
import {
  applyStepSchema,
  internTestimonialSchema,
  programmeSchema,
  reasonSchema,
  scholarshipSchema,
} from "./internship.schema";

describe("internship content", () => {
  it("has the three programmes with the fees required", () => {
    expect(
      programmes.map((p) => {
        const parsed = programmeSchema.parse(p);
        return [
          parsed.name,
          parsed.duration,
          parsed.registrationFee,
          parsed.fee,
          parsed.frontendProjects,
          parsed.backendProjects,
          parsed.mockInterviews,
        ];
      }),
    ).toEqual([
      ["Website Development", "3 months", 599, 19999, 10, 5, 2],
      ["Website Design + JavaScript", "45 days", 249, 3999, 4, 0, 0],
      ["Website Design", "30 days", 0, 0, 2, 0, 0],
    ]);
  });

  it("promises a certificate only with the three-month programme, as required", () => {
    expect(programmes.map((p) => [p.name, p.certificate])).toEqual([
      ["Website Development", true],
      ["Website Design + JavaScript", false],
      ["Website Design", false],
    ]);
    // Copy that mentions a certificate names the programme that has one.
    const withCertificate = programmes.filter((p) => p.certificate).map((p) => p.name);
    for (const reason of internshipWhyChoose.filter((r) => /certificate/i.test(r.text))) {
      expect(
        withCertificate.some((name) => reason.text.includes(name)),
        reason.id,
      ).toBe(true);
    }
  });

  it("has six testimonials with the fields required", () => {
    expect(internTestimonials).toHaveLength(6);
    for (const t of internTestimonials) internTestimonialSchema.parse(t);
  });

  it("has seven apply steps and a why-choose list", () => {
    expect(applySteps).toHaveLength(7);
    for (const step of applySteps) applyStepSchema.parse(step);
    for (const reason of internshipWhyChoose) reasonSchema.parse(reason);
  });

  it("states the scholarship facts required", () => {
    const facts = scholarshipSchema.parse(scholarship);
    expect(facts).toMatchObject({ durationWeeks: 12, hoursPerWeek: "10–15", testFee: 499 });
    expect(facts).toMatchObject({ testQuestions: 60, demoDays: 3 });
    expect(facts).toMatchObject({ refundPercent: 90, refundWindowDays: 4 });
  });

  it("never presents ₹499 as a programme registration fee (docs/requirements.md)", () => {
    const texts = [...scholarshipFacts.map((f) => f.text), ...applySteps.map((s) => s.description)];
    for (const text of texts.filter((t) => t.includes(formatInr(scholarship.testFee)))) {
      expect(text).toMatch(/scholarship test|test registration/i);
    }
    // Programme registration fees quoted in the texts are exactly those on the cards.
    const cardFees = new Set(programmes.map((p) => formatInr(p.registrationFee)));
    const quoted = texts.join(" ").match(/registration fee[^.]*?\(([^)]*)\)/g) ?? [];
    for (const match of quoted) {
      for (const fee of match.match(/₹[\d,]+/g) ?? []) expect(cardFees.has(fee)).toBe(true);
    }
  });
});
