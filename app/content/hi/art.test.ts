import { describe, expect, it } from "vitest";
import * as en from "../art";
import { site } from "../site";
import { compareTwins } from "../twins";
import * as hi from "./art";

/**
 * Same in both languages: the role abbreviations drawn on the careers board (FD, UX, PM, written
 * in Latin letters by Indian teams too) and the brand's initials on the contact artwork.
 */
const sameInBoth = [...en.careerHeroArt.rowInitials, en.contactHeroArt.studioInitials];

const exports = (m: typeof en | typeof hi) => ({
  aboutHeroArt: m.aboutHeroArt,
  careerHeroArt: m.careerHeroArt,
  contactHeroArt: m.contactHeroArt,
  dashboardArt: m.dashboardArt,
  posterArt: m.posterArt,
});

describe("Hindi art", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins(exports(en), exports(hi), sameInBoth)).toEqual([]);
  });

  it("draws the same facts: year, place, initials, counts", () => {
    expect(hi.aboutHeroArt.label).toContain(String(site.foundedYear));
    expect(hi.aboutHeroArt.badgeLabel).toBe(`${site.foundedYear} · ${site.address.hindi.locality}`);
    expect(hi.careerHeroArt.rowInitials).toEqual(en.careerHeroArt.rowInitials);
    expect(hi.careerHeroArt.badgeLabel(12)).toContain("12");
    expect(hi.contactHeroArt.unread).toBe(en.contactHeroArt.unread);
    expect(hi.contactHeroArt.studioInitials).toBe(en.contactHeroArt.studioInitials);
  });

  it("keeps two lines on each poster", () => {
    expect(hi.posterArt.first.lines).toHaveLength(2);
    expect(hi.posterArt.second.lines).toHaveLength(2);
  });
});
