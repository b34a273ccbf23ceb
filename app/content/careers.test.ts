import { describe, expect, it } from "vitest";
import { careerRoles, careersCopy } from "./careers";
import { careerRoleSchema, careersCopySchema } from "./careers.schema";

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
  it("parses with its schemas", () => {
    for (const role of careerRoles) expect(() => careerRoleSchema.parse(role)).not.toThrow();
    expect(() => careersCopySchema.parse(careersCopy)).not.toThrow();
  });

  it("lists the twelve roles the brief names, in its order", () => {
    expect(careerRoles.map((role) => role.title)).toEqual(specRoles);
  });

  it("has unique ids", () => {
    expect(new Set(careerRoles.map((role) => role.id)).size).toBe(careerRoles.length);
  });

  it("keeps the notice verbatim", () => {
    expect(careersCopy.notice).toBe(
      "Currently, No Open Positions Available. Please fill out the form below with your details, and we'll reach out to you when a suitable opportunity arises.",
    );
  });
});
