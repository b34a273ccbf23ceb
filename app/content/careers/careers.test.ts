import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { locales } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { type ContentDocuments, shippedDocuments } from "../engine/content";
import type { TopicDocument } from "../engine/document";
import { launchCheckReport, launchCheckStatus } from "../engine/launch-check";
import { launchCheckLists } from "../engine/launch-check.server";
import { dictionary } from "../engine/shipped";
import { asDuration } from "../internship/schema";
import type { CareersFacts, CareersWords } from "./schema";

const shipped = shippedDocuments();
const facts = shipped.careers.facts as CareersFacts;
const words = { en: shipped.careers.en, hi: shipped.careers.hi } as Record<
  "en" | "hi",
  CareersWords
>;
const en = dictionary("en").careers;
const hi = dictionary("hi").careers;

function findings(change: (documents: ContentDocuments) => void): string[] {
  const documents = structuredClone(shipped);
  change(documents);
  return checkContent(documents, shipped, undefined, ["careers"]).map(describeIssue);
}

describe("careers facts and words (their schema is the whole rule)", () => {
  it("take fewer roles than the brief names (advice, not an error), each with its words", () => {
    expect(
      findings((documents) => {
        (documents.careers.facts as CareersFacts).roles.splice(10);
      }),
    ).toEqual([
      ...["en", "hi"].flatMap((part) =>
        ["digital-marketing-specialist", "meta-and-google-ads-runner"].map(
          (id) =>
            `careers ${part}.careerRoles.${id}: no item "${id}" in facts.roles: remove these words or add the item`,
        ),
      ),
    ]);
    expect(
      findings((documents) => {
        const roles = (documents.careers.facts as CareersFacts).roles;
        (roles[1] as { id: string }).id = "frontend-developer";
      }),
    ).toContain("careers facts.roles: each role once");
  });

  it("refuse a role description over its limit and an eligibility sentence without its slot", () => {
    expect(
      findings((documents) => {
        const hiWords = documents.careers.hi as CareersWords;
        (hiWords.careerRoles["php-developer"] as { description: string }).description = "क".repeat(
          261,
        );
        (documents.careers.en as CareersWords).experience =
          "1+ year of professional experience, or a relevant internship.";
      }),
    ).toEqual([
      "careers en.experience: keep {duration}",
      "careers hi.careerRoles.php-developer.description: Too big: expected string to have <=260 characters",
    ]);
  });
});

describe("careers as the page shows it", () => {
  it("shows the roles of the facts, in their order, with their icons, in both languages", () => {
    for (const copy of [en, hi])
      expect(copy.careerRoles.map((r) => [r.id, r.icon])).toEqual(
        facts.roles.map((r) => [r.id, r.icon]),
      );
    expect(new Set(hi.careerRoles.map((role) => role.title)).size).toBe(hi.careerRoles.length);
    expect(en.careerRoles[6]?.title).toBe("PHP Developer");
  });

  it("names the internship route in every role's eligibility, with the experience of the facts", () => {
    for (const locale of locales) {
      const roles = dictionary(locale).careers.careerRoles;
      for (const [i, role] of roles.entries()) {
        const experience = facts.roles[i]?.experience;
        if (!experience) throw new Error(role.id);
        expect(role.experience).toMatch(locale === "en" ? /internship/i : /इंटर्नशिप/);
        expect(
          role.experience.startsWith(formatters[locale].durationAtLeast(asDuration(experience))),
        ).toBe(true);
      }
    }
    const experience = (copy: typeof en, id: string) =>
      copy.careerRoles.find((role) => role.id === id)?.experience;
    expect(experience(en, "project-manager")).toMatch(/^2\+ years of professional experience/);
    expect(experience(hi, "social-media-handler")).toMatch(/^6\+ महीने का प्रोफ़ेशनल अनुभव/);
  });

  it("names the role after the Apply button's words, for screen readers", () => {
    expect(en.careerRoles[6]?.applySuffix).toBe(" as PHP Developer");
    expect(hi.careerRoles[6]?.applySuffix).toBe(" — PHP डेवलपर के लिए");
  });

  it("gives each perk its icon from the facts, and the careers email of the agency", () => {
    for (const locale of locales) {
      const copy = dictionary(locale).careers;
      expect(copy.careersCopy.perks).toEqual(
        facts.perks.map((perk) => ({
          icon: perk.icon,
          ...words[locale].careersCopy.perks[perk.id],
        })),
      );
      expect(copy.careersEmail).toBe(dictionary(locale).siteFacts.emails.careers);
    }
  });
});

describe("careers launch-check", () => {
  const documents = shipped as unknown as Record<string, TopicDocument>;
  const statuses = launchCheckStatus(launchCheckLists(), documents, documents, []);

  it("lists the owner's question (ten role cards, twelve roles) under /career, with its fields", () => {
    const status = statuses.find((s) => s.item.id === "careers.role-count");
    const item = status?.item;
    if (!item) throw new Error("careers.role-count");
    expect(item).toMatchObject({ kind: "question", page: "/career", fields: ["facts.roles"] });
    expect(status?.settled).toBe(false);
    const { text } = launchCheckReport(statuses);
    const at = text.indexOf(`Question: ${item.what}`);
    expect(at).toBeGreaterThan(0);
    const headings = [...text.slice(0, at).matchAll(/\n(Every page|\/[^\s]*)\n/g)];
    expect(headings.at(-1)?.[1]).toBe("/career");
    expect(text.slice(at)).toContain("fields:    careers facts.roles");
  });
});
