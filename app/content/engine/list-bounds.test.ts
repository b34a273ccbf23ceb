/**
 * The bounds of the topics' lists (./list-bounds.ts): each schema carries them, a list may grow
 * past the brief's count and shrink below it within them, and a count other than the brief's is
 * launch-check advice that never fails the check.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { FieldSchema } from "~/staff/editor/schema";
import { schemaAt } from "~/staff/editor/schema";
import type { CareersFacts, CareersWords } from "../careers/schema";
import { graphicPriceIds, seoPlanIds, websitePackageIds } from "../pricing/schema";
import { checkContent, describeIssue } from "./checks";
import {
  buildContent,
  type ContentDocuments,
  type DataTopicName,
  partSchema,
  shippedDocuments,
} from "./content";
import type { TopicDocument } from "./document";
import { launchCheckReport } from "./launch-check";
import { type ListBounds, listBounds, listCountAdvice } from "./list-bounds";

const shipped = shippedDocuments();
const all = Object.entries(listBounds) as [string, ListBounds][];

function findings(topic: DataTopicName, change: (documents: ContentDocuments) => void): string[] {
  const documents = structuredClone(shipped);
  change(documents);
  return checkContent(documents, shipped, undefined, [topic]).map(describeIssue);
}

const role = (id: string) => ({ id, icon: "code", experience: { count: 1, unit: "years" } });
// Tools are product names, the same in both languages (the shipped roles' own).
const roleWords = (title: string, description: string): CareersWords["careerRoles"][string] => ({
  title,
  description,
  tools: ["Git", "MySQL"],
});
const devopsEn = roleWords(
  "DevOps Engineer",
  "Build and run the agency's cloud servers, deploys and backups for client projects of every size.",
);
const devopsHi = roleWords(
  "डेवऑप्स इंजीनियर",
  "क्लाइंट प्रोजेक्टों के लिए एजेंसी के क्लाउड सर्वर, डिप्लॉय और बैकअप बनाएँ और चलाएँ, हर आकार के काम में।",
);

describe("the lists' bounds, in one place", () => {
  it.each(all)("%s: the schema holds its bounds", (_name, bounds) => {
    const [part, ...path] = bounds.path.split(".");
    const json = z.toJSONSchema(
      partSchema(bounds.topic as DataTopicName, part === "facts" ? "facts" : "en"),
    ) as FieldSchema;
    const list = schemaAt(json, path);
    expect(list?.type).toBe("array");
    expect([list?.minItems, list?.maxItems]).toEqual([bounds.min, bounds.max]);
  });

  it("ships every list at the brief's count, inside its bounds", () => {
    for (const [, bounds] of all) {
      const [part, ...path] = bounds.path.split(".") as ["facts" | "en", ...string[]];
      const list = path.reduce<unknown>(
        (at, key) => (at as Record<string, unknown>)[key],
        (shipped[bounds.topic as DataTopicName] as TopicDocument)[part],
      ) as unknown[];
      expect(list.length).toBeGreaterThanOrEqual(bounds.min);
      expect(list.length).toBeLessThanOrEqual(bounds.max);
      if (bounds.brief !== undefined) expect(list).toHaveLength(bounds.brief);
    }
  });

  it("gives a careers page 0 to 40 roles, an FAQ 3 to 30, a carousel 1 to 20", () => {
    expect(listBounds.careersRoles).toMatchObject({ min: 0, max: 40 });
    expect(listBounds.homeFaqs).toMatchObject({ min: 3, max: 30 });
    for (const carousel of [
      listBounds.workProjects,
      listBounds.graphicPosts,
      listBounds.graphicScreens,
      listBounds.homeTestimonials,
      listBounds.internTestimonials,
    ])
      expect(carousel).toMatchObject({ min: 1, max: 20 });
  });

  it("keeps the pricing tables at one item per id", () => {
    expect(listBounds.graphicPrices.max).toBe(graphicPriceIds.length);
    expect(listBounds.websitePackages.max).toBe(websitePackageIds.length);
    expect(listBounds.seoPlans.max).toBe(seoPlanIds.length);
  });

  it("says why each fixed list is fixed", () => {
    for (const [name, bounds] of all)
      if (bounds.min === bounds.max && bounds.brief === undefined)
        expect(bounds.fixed?.length ?? 0, name).toBeGreaterThan(20);
  });
});

describe("a list past the brief's count", () => {
  it("publishes a 13th role with its words in both languages", () => {
    expect(
      findings("careers", (documents) => {
        (documents.careers.facts as CareersFacts).roles.push(role("devops-engineer") as never);
        (documents.careers.en as CareersWords).careerRoles["devops-engineer"] = devopsEn;
        (documents.careers.hi as CareersWords).careerRoles["devops-engineer"] = devopsHi;
      }),
    ).toEqual([]);
  });

  it("refuses a new role whose Hindi is empty, naming the role", () => {
    const found = findings("careers", (documents) => {
      (documents.careers.facts as CareersFacts).roles.push(role("devops-engineer") as never);
      (documents.careers.en as CareersWords).careerRoles["devops-engineer"] = devopsEn;
      (documents.careers.hi as CareersWords).careerRoles["devops-engineer"] = {
        title: "",
        description: "",
        tools: ["", ""],
      };
    });
    expect(found.length).toBeGreaterThan(0);
    for (const line of found) expect(line).toMatch(/^careers hi\.careerRoles\.devops-engineer\./);
  });

  it("takes a closed role and every role closed; refuses a 41st role", () => {
    expect(
      findings("careers", (documents) => {
        for (const open of (documents.careers.facts as CareersFacts).roles) open.closed = true;
      }),
    ).toEqual([]);
    const tooMany = findings("careers", (documents) => {
      const facts = documents.careers.facts as CareersFacts;
      for (let n = facts.roles.length; n < 41; n++) facts.roles.push(role(`role-${n}`) as never);
    });
    expect(tooMany).toContain("careers facts.roles: Too big: expected array to have <=40 items");
  });

  it("leaves a closed role off the page in both languages; with none open, the page says so", () => {
    const documents = structuredClone(shipped);
    const roles = (documents.careers.facts as CareersFacts).roles;
    (roles[0] as { closed?: boolean }).closed = true;
    const content = buildContent(documents, 1);
    for (const locale of ["en", "hi"] as const) {
      const shown = content.dictionary(locale).careers.careerRoles.map((r) => r.id);
      expect(shown).toHaveLength(roles.length - 1);
      expect(shown).not.toContain(roles[0]?.id);
    }
    for (const open of roles) (open as { closed?: boolean }).closed = true;
    const none = buildContent(documents, 2);
    expect(none.dictionary("en").careers.careerRoles).toEqual([]);
    expect(none.dictionary("hi").careers.careersCopy.noOpenRoles).toMatch(/[\u0900-\u097F]/u);
  });

  it("refuses an FAQ of two questions", () => {
    expect(
      findings("home", (documents) => {
        (documents.home.facts as { faqs: unknown[] }).faqs.splice(2);
      }),
    ).toContain("home facts.faqs: Too small: expected array to have >=3 items");
  });
});

describe("the brief's counts as launch-check advice", () => {
  it("says nothing while every list has the brief's count", () => {
    expect(listCountAdvice(shipped as Record<string, TopicDocument>)).toEqual([]);
  });

  it("names a list whose count differs, and never fails the check for it", () => {
    const documents = structuredClone(shipped);
    (documents.careers.facts as CareersFacts).roles.push(role("devops-engineer") as never);
    (documents.home.facts as { faqs: unknown[] }).faqs.pop();
    const advice = listCountAdvice(documents as Record<string, TopicDocument>);
    expect(advice.map(({ topic, brief, count }) => [topic, brief, count])).toEqual([
      ["careers", 12, 13],
      ["home", 10, 9],
    ]);
    const report = launchCheckReport(
      [],
      advice.map((note) => note.text),
    );
    expect(report.exitCode).toBe(0);
    expect(report.text).toContain("Advice (not blocking):");
    expect(report.text).toContain("the brief names 12 job openings; the site shows 13");
  });
});
