import { describe, expect, it } from "vitest";
import * as en from "../about";
import { aboutContentSchema } from "../about.schema";
import { compareTwins } from "../twins";
import * as hi from "./about";

/** Same in both languages by nature: the invented team's names, kept as written. */
const allowSame = ["Aarav Sharma", "Priya Verma", "Karan Mehta", "Neha Gupta", "Rahul Nair"];

describe("Hindi about", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins({ about: en.about }, { about: hi.about }, allowSame)).toEqual([]);
  });

  it("keeps the English ids, icons, links and names", () => {
    const facts = (about: typeof hi.about) => ({
      programmes: about.programmes.map(({ id, icon }) => ({ id, icon })),
      links: [about.ctaPrimary.href, about.ctaSecondary.href],
      people: [about.managingDirector, ...about.seniorStaff].map((person) => person.name),
      year: about.facts[0]?.value,
    });
    expect(facts(hi.about)).toEqual(facts(en.about));
  });

  it("passes the same schema", () => {
    expect(() => aboutContentSchema.parse(hi.about)).not.toThrow();
  });
});
