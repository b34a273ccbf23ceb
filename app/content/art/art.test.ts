import { describe, expect, it } from "vitest";
import { locales } from "~/base/locale";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";
import type { ArtFacts, ArtWords } from "./schema";

const shipped = shippedDocuments();

describe("artwork facts and words (their schema is the whole rule)", () => {
  it("refuse a fourth row of initials, a negative count and a badge without its slot", () => {
    const documents = structuredClone(shipped);
    const facts = documents.art.facts as ArtFacts;
    (documents.art.en as ArtWords).careerHeroArt.rowInitials.push("QA");
    (documents.art.hi as ArtWords).careerHeroArt.rowInitials.push("क्वा");
    facts.unreadMessages = -1;
    (documents.art.hi as ArtWords).careerHeroArt.badgeLabel = "12 पद";
    expect(checkContent(documents, shipped, undefined, ["art"]).map(describeIssue)).toEqual([
      "art facts.unreadMessages: Too small: expected number to be >=0",
      "art en.careerHeroArt.rowInitials: Too big: expected array to have exactly 3 items",
      "art hi.careerHeroArt.rowInitials: Too big: expected array to have exactly 3 items",
      "art hi.careerHeroArt.badgeLabel: keep {roles}",
    ]);
  });
});

describe("the artwork as the pages show it", () => {
  it("draws the agency's founding year, city and initials, in the page's language", () => {
    for (const locale of locales) {
      const art = dictionary(locale).art;
      const site = dictionary(locale).site;
      const year = String(shipped.site.facts.foundedYear);
      expect(art.aboutHeroArt.label).toContain(year);
      expect(art.aboutHeroArt.badgeLabel).toBe(`${year} · ${site.locality}`);
      expect(art.contactHeroArt.studioInitials).toBe("SD");
      expect(art.contactHeroArt.unread).toBe("1");
      expect(art.careerHeroArt.rowInitials).toEqual(
        locale === "en" ? ["FD", "UX", "PM"] : ["डे", "डि", "प्रो"],
      );
      // The careers page fills the number of roles.
      expect(art.careerHeroArt.badgeLabel).toContain("{roles}");
    }
    const documents = structuredClone(shipped);
    documents.site.facts.brandName = "Nirmaan Web Studio";
    documents.site.facts.shortName = "Nirmaan";
    expect(buildContent(documents, 1).dictionary("hi").art.contactHeroArt.studioInitials).toBe(
      "NWS",
    );
  });
});
