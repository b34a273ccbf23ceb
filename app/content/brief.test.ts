/**
 * Every count the brief fixes (docs/requirements.md, "Counts" and the page descriptions), in one
 * place, read from the lists the pages are built from: a list that grows or shrinks fails here,
 * and only here. Schemas and the other tests check shapes and features, never these figures
 * (the pages show as many items as the lists hold).
 *
 * To go beyond the brief on purpose (an eleventh FAQ question, say), change its figure here too.
 *
 * The topics written as data keep their counts in their schemas (a list's `length`), checked at
 * every publish: graphic (four service cards, eleven social media posts, six UI/UX items, two
 * school flex boards) and work (eleven website demos, two notable apps).
 */
import { describe, expect, it } from "vitest";
import { leadServices } from "~/base/lead-fields";
import { appServiceFacts } from "./app-services/facts";
import { digitalServiceFacts } from "./digital-services/facts";
import { faqTopics, processSteps, testimonialClients, workDemos } from "./home/facts";
import { policyPaths } from "./policies/schema";
import { serviceFacts } from "./services/facts";
import { dictionary } from "./shipped";
import { site } from "./site/facts";
import { webServiceFacts } from "./web-services/facts";

describe("the brief's counts", () => {
  it.each([
    ["home: words the hero types", 6, dictionary("en").home.heroWords],
    ["home: how-it-works steps", 6, processSteps],
    ["home: dashboard demos", 3, workDemos],
    ["home: testimonials", 3, testimonialClients],
    ["home: FAQ questions", 10, faqTopics],
    ["services", 4, serviceFacts],
    ["website development: service cards", 12, webServiceFacts],
    ["app development: service cards", 8, appServiceFacts],
    ["digital marketing: service cards", 6, digitalServiceFacts],
    ["contact popup: services to choose from", 6, leadServices],
    ["social profiles (Instagram, LinkedIn, Facebook)", 3, site.social],
    ["policy pages", 4, policyPaths],
  ] as const)("%s: %i", (_name, count, list) => {
    expect(list).toHaveLength(count);
  });

  it("gives each item of a list its own id, so no count is reached by a repeat", () => {
    for (const list of [
      processSteps,
      workDemos,
      testimonialClients,
      serviceFacts,
      webServiceFacts,
      appServiceFacts,
      digitalServiceFacts,
    ] as readonly (readonly { id: string | number }[])[]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size, String(ids[0])).toBe(ids.length);
    }
    expect(new Set(faqTopics).size).toBe(faqTopics.length);
  });
});
