import { describe, expect, it } from "vitest";
import { dictionary } from "../shipped";
import * as careersEn from "./en";
import { careerRoleFacts } from "./facts";
import * as careersHi from "./hi";
import { careerRoleFactsSchema, careerRoleSchema, careersWordsSchema } from "./schema";

const en = dictionary("en").careers;
const hi = dictionary("hi").careers;

const specRoles = [
  "Frontend Developer",
  "Backend Developer",
  "React Developer",
  "UI/UX Designer",
  "Graphic Designer",
  "React Native Developer",
  "PHP Developer",
  "Project Manager",
  "Social Media Post Designer",
  "Social Media Handler",
  "Digital Marketing Specialist",
  "Meta and Google Ads Runner",
];

describe("careers content", () => {
  it("parses with its schemas, in both languages", () => {
    for (const role of careerRoleFacts)
      expect(() => careerRoleFactsSchema.parse(role)).not.toThrow();
    expect(() => careersWordsSchema.parse(careersEn)).not.toThrow();
    expect(() => careersWordsSchema.parse(careersHi)).not.toThrow();
    for (const role of [...en.careerRoles, ...hi.careerRoles])
      expect(() => careerRoleSchema.parse(role)).not.toThrow();
  });

  it("lists the twelve roles the brief names, in its order", () => {
    expect(en.careerRoles.map((role) => role.title)).toEqual(specRoles);
  });

  it("has unique ids, the same roles and icons in the same order in Hindi", () => {
    expect(new Set(en.careerRoles.map((role) => role.id)).size).toBe(en.careerRoles.length);
    expect(hi.careerRoles.map((r) => [r.id, r.icon])).toEqual(
      en.careerRoles.map((r) => [r.id, r.icon]),
    );
    expect(new Set(hi.careerRoles.map((role) => role.title)).size).toBe(hi.careerRoles.length);
  });

  it("keeps the notice verbatim", () => {
    expect(en.careersCopy.notice).toBe(
      "Currently, No Open Positions Available. Please fill out the form below with your details, and we'll reach out to you when a suitable opportunity arises.",
    );
  });

  it("names the internship route in every role's eligibility, with the experience of the facts", () => {
    for (const role of en.careerRoles) expect(role.experience).toMatch(/internship/i);
    for (const role of hi.careerRoles) expect(role.experience).toMatch(/इंटर्नशिप/);
    const experience = (copy: typeof en, id: string) =>
      copy.careerRoles.find((role) => role.id === id)?.experience;
    expect(experience(en, "frontend-developer")).toMatch(/^1\+ year of professional experience/);
    expect(experience(en, "project-manager")).toMatch(/^2\+ years of professional experience/);
    expect(experience(en, "social-media-handler")).toMatch(/^6\+ months of professional/);
    expect(experience(hi, "frontend-developer")).toMatch(/^1\+ साल का प्रोफ़ेशनल अनुभव/);
    expect(experience(hi, "social-media-handler")).toMatch(/^6\+ महीने का प्रोफ़ेशनल अनुभव/);
  });

  it("names the role after the Apply button's words, for screen readers", () => {
    expect(en.careerRoles[6]?.applySuffix).toBe(" as PHP Developer");
    expect(hi.careerRoles[6]?.applySuffix).toBe(" — PHP डेवलपर के लिए");
  });
});
