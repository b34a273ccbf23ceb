import { describe, expect, it } from "vitest";
import { formatters } from "~/base/format";
import { processSteps } from "../home/facts";
import { programmes } from "../internship/facts";
import { serviceFacts } from "../services/facts";
import { dictionary } from "../shipped";
import { site } from "../site/facts";
import { aboutContentSchema } from "./schema";

const en = dictionary("en").about;
const hi = dictionary("hi").about;

describe("about content", () => {
  it("parses with its schema, in both languages", () => {
    expect(() => aboutContentSchema.parse(en)).not.toThrow();
    expect(() => aboutContentSchema.parse(hi)).not.toThrow();
  });

  it("names the three programmes of the brief", () => {
    expect(en.programmes.map((p) => p.title)).toEqual([
      "Junior Web Developer Team",
      "Training and Internship Team",
      "Training-cum-Internship Program",
    ]);
  });

  it("has a managing director and senior staff", () => {
    expect(en.managingDirector.role).toBe("Managing Director");
    expect(en.seniorStaff.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps the same ids, icons, links and people in Hindi, their names in Devanagari", () => {
    const facts = (about: typeof en) => ({
      programmes: about.programmes.map(({ id, icon }) => ({ id, icon })),
      links: [about.ctaPrimary.href, about.ctaSecondary.href],
      people: [about.managingDirector, ...about.seniorStaff].length,
      year: about.facts[0]?.value,
    });
    expect(facts(hi)).toEqual(facts(en));
    for (const person of [hi.managingDirector, ...hi.seniorStaff])
      expect(person.name).toMatch(/^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/);
  });

  it("shows the figures of the facts: founding year, services, programmes, process steps", () => {
    expect(en.facts.map((fact) => fact.value)).toEqual([
      String(site.foundedYear),
      String(serviceFacts.length),
      formatters.en.number(programmes.length),
      formatters.en.number(processSteps.length),
    ]);
    expect(hi.facts.map((fact) => fact.value)).toEqual([
      String(site.foundedYear),
      String(serviceFacts.length),
      formatters.hi.number(programmes.length),
      formatters.hi.number(processSteps.length),
    ]);
  });
});
