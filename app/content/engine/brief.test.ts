/**
 * The counts the brief fixes that are not a topic's list (docs/requirements.md, "Counts"). Every
 * list of a topic whose size the brief fixes (ten FAQ questions, six steps, twelve roles, four SEO
 * plans…) has that size in its schema (`list(…, { length })`), checked at every publish
 * (app/content/engine/checks.ts) and by the shipped files' check (./checks.test.ts).
 */
import { describe, expect, it } from "vitest";
import { leadServices } from "~/base/lead-fields";
import { sitePages } from "~/base/site-routes";
import { policyPaths } from "../policies/schema";

describe("the brief's counts outside the topics' lists", () => {
  it.each([
    ["contact popup: services to choose from", 6, leadServices],
    ["policy pages", 4, policyPaths],
  ] as const)("%s: %i", (_name, count, list) => {
    expect(list).toHaveLength(count);
  });

  it("has every policy page in the page table", () => {
    for (const path of policyPaths) expect(sitePages.map((page) => page.path)).toContain(path);
  });
});
