/**
 * Every count the brief fixes (docs/requirements.md, "Counts" and the page descriptions), read
 * from the facts the pages are built from, so a list cannot grow or shrink unnoticed.
 */
import { describe, expect, it } from "vitest";
import { appServiceFacts } from "./app-services/facts";
import { careerRoleFacts } from "./careers/facts";
import { digitalServiceFacts } from "./digital-services/facts";
import { flexBoardFacts, graphicServiceFacts, socialPostFacts, uiUxFacts } from "./graphic/facts";
import { faqTopics, processSteps, testimonialClients, workDemos } from "./home/facts";
import { internTestimonials, programmes } from "./internship/facts";
import { graphicPrices, seoPlans, websitePackages } from "./pricing/facts";
import { serviceFacts } from "./services/facts";
import { webServiceFacts } from "./web-services/facts";
import { notableAppFacts, websiteProjectFacts } from "./work/facts";

describe("the brief's counts", () => {
  it.each([
    ["website demos", websiteProjectFacts, 11],
    ["social media graphic posts", socialPostFacts, 11],
    ["UI/UX items", uiUxFacts, 6],
    ["services", serviceFacts, 4],
    ["dashboard demos", workDemos, 3],
    ["home testimonials", testimonialClients, 3],
    ["how-it-works steps", processSteps, 6],
    ["FAQ questions", faqTopics, 10],
    ["web service cards", webServiceFacts, 12],
    ["graphic service cards", graphicServiceFacts, 4],
    ["app service cards", appServiceFacts, 8],
    ["digital service cards", digitalServiceFacts, 6],
    ["notable apps", notableAppFacts, 2],
    ["school flex boards", flexBoardFacts, 2],
    ["internship programmes", programmes, 3],
    ["internship testimonials", internTestimonials, 6],
    ["career roles (twelve named; DESIGN.md)", careerRoleFacts, 12],
    ["SEO plans", seoPlans, 4],
    ["graphic design prices", graphicPrices, 5],
    ["website packages", websitePackages, 3],
  ] as const)("%s: %i", (_name, list, count) => {
    expect(list).toHaveLength(count);
  });
});
