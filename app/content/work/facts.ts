/**
 * TRANSITION ONLY (issue 38): the work's facts of ./facts.json as the topics still written as
 * TypeScript read them (app-services counts the notable apps). Removed with the last of them.
 */
import { site } from "../site/facts";
import facts from "./facts.json";
import { workFactsSchema } from "./schema";

const parsed = workFactsSchema.parse(facts);

export const websiteProjectFacts = parsed.projects.map(({ id, webImage, demo }) => ({
  id,
  webImage,
  // As the join links them (./index.ts).
  webLink: `${site.demoUrl}/${demo}`,
}));

export const notableAppFacts = parsed.apps;
