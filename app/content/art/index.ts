/**
 * The SVG artwork and mock-ups (app/components/art/ and the pages' hero art): their accessible
 * names and the words drawn in them (./en.json, ./hi.json), the initials and count they draw
 * (./facts.json), and the agency's founding year, city and initials (app/content/site). The
 * careers page fills the number of roles into its badge.
 */
import { fill } from "~/base/template";
import { defineTopic } from "../engine/topic";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { type ArtCopy, artFactsSchema, artWordsSchema } from "./schema";

/** The brand's initials: the first letter of each word of its name. */
function initialsOfBrand(brandName: string): string {
  return brandName
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("")
    .toUpperCase();
}

export const art = defineTopic({
  name: "art",
  title: "Artwork",
  description:
    "The illustrations' descriptions for screen readers and the words drawn in them, on the about, careers, contact, work and service pages.",
  factsSchema: artFactsSchema,
  wordsSchema: artWordsSchema,
  shipped: { facts, en, hi },
  join: ({ facts, words, topics }): { art: ArtCopy } => {
    const site = topics.site;
    const founded = { foundedYear: site.facts.foundedYear, locality: site.words.locality };
    return {
      art: {
        ...words,
        aboutHeroArt: {
          ...words.aboutHeroArt,
          label: fill(words.aboutHeroArt.label, founded),
          badgeLabel: fill(words.aboutHeroArt.badgeLabel, founded),
        },
        careerHeroArt: {
          ...words.careerHeroArt,
          rowInitials: [...words.careerHeroArt.rowInitials],
        },
        contactHeroArt: {
          ...words.contactHeroArt,
          unread: String(facts.unreadMessages),
          studioInitials: initialsOfBrand(site.facts.brandName),
        },
      },
    };
  },
});
