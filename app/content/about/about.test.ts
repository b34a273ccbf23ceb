import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { locales } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";
import type { AboutWords } from "./schema";

const shipped = shippedDocuments();
const en = dictionary("en").about;
const hi = dictionary("hi").about;

describe("about words (their schema is the whole rule)", () => {
  it("refuse a story that no longer says when the agency was established, and a lone senior", () => {
    const documents = structuredClone(shipped);
    const words = documents.about.hi as AboutWords;
    words.story = words.story.map((paragraph) => paragraph.replace("{foundedYear} में ", ""));
    words.seniorStaff.splice(1);
    expect(checkContent(documents, shipped, undefined, ["about"]).map(describeIssue)).toEqual([
      "about hi.story: say when the agency was established: keep {foundedYear} in a paragraph",
      "about hi.seniorStaff: Too small: expected array to have >=3 items",
      "about hi.seniorStaff: has 1 items where the English has 4",
    ]);
  });
});

describe("about as the page shows it", () => {
  it("names the three teams and programmes of the facts, with their icons and links, in both languages", () => {
    const { facts } = shipped.about;
    for (const copy of [en, hi]) {
      expect(copy.programmes.map(({ id, icon }) => ({ id, icon }))).toEqual(facts.programmes);
      expect([copy.ctaPrimary.href, copy.ctaSecondary.href]).toEqual(["/contact-us", "/career"]);
      expect([copy.managingDirector, ...copy.seniorStaff].length).toBe(
        [en.managingDirector, ...en.seniorStaff].length,
      );
    }
    for (const person of [hi.managingDirector, ...hi.seniorStaff])
      expect(person.name).toMatch(/^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/);
  });

  it("shows the figures of the facts: founding year, services, programmes, process steps", () => {
    const site = shipped.site.facts;
    for (const locale of locales) {
      const format = formatters[locale];
      const copy = dictionary(locale).about;
      expect(copy.facts.map((fact) => fact.value)).toEqual([
        String(site.foundedYear),
        format.number(shipped.services.facts.services.length),
        format.number(shipped.internship.facts.programmes.length),
        format.number(shipped.home.facts.steps.length),
      ]);
      expect(copy.facts[0]?.label).toContain(dictionary(locale).site.locality);
      expect(copy.story.some((paragraph) => paragraph.includes(String(site.foundedYear)))).toBe(
        true,
      );
      expect(copy.story[0]?.startsWith(site.brandName)).toBe(true);
      expect(JSON.stringify(copy)).not.toMatch(/\{\w+\}/);
    }
  });

  it("writes a published founding year into the story and the managing director's bio", () => {
    const documents = structuredClone(shipped);
    documents.site.facts.foundedYear = 2019;
    const copy = buildContent(documents, 1).dictionary("en").about;
    expect(copy.story[0]).toContain("established in 2019");
    expect(copy.managingDirector.bio).toContain("in 2019");
    expect(copy.facts[0]?.value).toBe("2019");
  });
});
