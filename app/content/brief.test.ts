/**
 * Every count the brief fixes (docs/requirements.md, "Counts" and the page descriptions), in one
 * place, read from the lists the pages are built from: a list that grows or shrinks fails here,
 * and only here. Schemas and the other tests check shapes and features, never these figures
 * (the pages show as many items as the lists hold).
 *
 * To go beyond the brief on purpose (an eleventh FAQ question, say), change its figure here too.
 */
import { describe, expect, it } from "vitest";
import { leadServices } from "~/base/lead-fields";
import { aboutProgrammes } from "./about/facts";
import { careerRoleFacts } from "./careers/facts";
import { flexBoardFacts, graphicServiceFacts, socialPostFacts, uiUxFacts } from "./graphic/facts";
import { applySteps, internTestimonials, programmes } from "./internship/facts";
import { policyPaths } from "./policies/schema";
import { graphicPrices, seoPlans, websitePackages } from "./pricing/facts";
import { site } from "./site/facts";
import { notableAppFacts, websiteProjectFacts } from "./work/facts";

describe("the brief's counts", () => {
  it.each([
    ["graphic designing: service cards", 4, graphicServiceFacts],
    ["graphic designing: social media posts", 11, socialPostFacts],
    ["graphic designing: UI/UX items", 6, uiUxFacts],
    ["graphic designing: school flex boards", 2, flexBoardFacts],
    ["app development and work: notable apps", 2, notableAppFacts],
    ["work: website demos", 11, websiteProjectFacts],
    ["pricing: graphic design prices", 5, graphicPrices],
    ["pricing: website packages", 3, websitePackages],
    ["pricing: SEO plans", 4, seoPlans],
    ["internship: programmes", 3, programmes],
    ["internship: testimonials", 6, internTestimonials],
    ["internship: How to Apply steps", 7, applySteps],
    // The brief says "ten role cards" but names twelve roles; the site shows the twelve
    // (DESIGN.md), and launch-check asks the owner.
    ["careers: roles", 12, careerRoleFacts],
    ["about: teams and programmes", 3, aboutProgrammes],
    ["contact popup: services to choose from", 6, leadServices],
    ["social profiles (Instagram, LinkedIn, Facebook)", 3, site.social],
    ["policy pages", 4, policyPaths],
  ] as const)("%s: %i", (_name, count, list) => {
    expect(list).toHaveLength(count);
  });

  it("gives each item of a list its own id, so no count is reached by a repeat", () => {
    for (const list of [
      graphicServiceFacts,
      socialPostFacts,
      uiUxFacts,
      flexBoardFacts,
      notableAppFacts,
      websiteProjectFacts,
      graphicPrices,
      websitePackages,
      seoPlans,
      programmes,
      internTestimonials,
      applySteps,
      careerRoleFacts,
      aboutProgrammes,
    ] as readonly (readonly { id: string | number }[])[]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size, String(ids[0])).toBe(ids.length);
    }
  });
});
