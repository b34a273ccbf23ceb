/**
 * The rule of the SVG artwork's facts (./facts.json: the envelope's unread count) and words (./en.json and its Hindi twin: the artwork's accessible
 * names and the words drawn in it), and what the artwork shows (`ArtCopy`, built by ./index.ts).
 */
import type { z } from "zod";
import type { Template } from "~/base/template";
import { avatarLetters, count, group, list, template, text } from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";

/** The artwork's facts, the same in every language. */
export const artFactsSchema = group(
  {
    title: "Artwork settings",
    description: "What the artwork draws the same in every language.",
  },
  {
    unreadMessages: count(
      {
        title: "Unread count",
        description: "The number on the envelope of the contact page's illustration.",
      },
      { min: 0, max: 99 },
    ),
  },
);
export type ArtFacts = z.infer<typeof artFactsSchema>;

const label = (title: string, description: string, max: number, min = 2) =>
  text({ title, description }, { min, max });

const illustration = (where: string, max: number) =>
  label("Description", `What screen readers say for ${where}.`, max, 10);

const poster = (which: string) =>
  group(
    {
      title: `${which} poster`,
      description: `The ${which.toLowerCase()} poster of the graphic-design illustration.`,
    },
    {
      lines: list(
        { title: "Big words", description: "The poster's large words, one a line." },
        text({ title: "Line", description: "One line of large words." }, { min: 1, max: 14 }),
        { min: 1, max: 3 },
      ),
      footer: label("Footer", "The small line at the poster's foot.", 40),
    },
  );

export const artWordsSchema = group(
  {
    title: "Artwork words",
    description: "The illustrations' descriptions for screen readers and the words drawn in them.",
  },
  {
    aboutHeroArt: group(
      {
        title: "About page illustration",
        description: "The illustration at the top of the About us page.",
      },
      {
        label: template(
          {
            title: "Description",
            description:
              "What screen readers say for it; the website fills in the year the agency was founded.",
            slots: ["foundedYear"],
          },
          { min: 10, max: 140 },
        ),
        badgeTitle: label("Badge title", "The badge's first line.", 20),
        badgeLabel: template(
          {
            title: "Badge line",
            description:
              "The badge's second line; the website fills in the founding year and the studio's city.",
            slots: ["foundedYear", "locality"],
          },
          { min: 10, max: 40 },
        ),
      },
    ),
    careerHeroArt: group(
      {
        title: "Careers illustration",
        description: "The team board at the top of the Careers page.",
      },
      {
        label: illustration("the team board", 120),
        rowInitials: list(
          {
            title: "Board's initials",
            description:
              "The letters of the board's three rows (front-end developer, UX designer, project manager): in English their initials (FD, UX, PM); in Hindi the first akshara of each role's Hindi name (डे, डि, प्रो).",
          },
          avatarLetters("a row's"),
          boundsOf("careerArtInitials"),
        ),
        badgeTitle: label("Badge title", "The badge's first line.", 30),
        badgeLabel: template(
          {
            title: "Badge line",
            description: "The badge's second line; the website fills in the number of roles.",
            slots: ["roles"],
          },
          { min: 5, max: 30 },
        ),
      },
    ),
    contactHeroArt: group(
      {
        title: "Contact illustration",
        description: "The message and reply at the top of the Contact page.",
      },
      { label: illustration("the message and its reply", 80) },
    ),
    dashboardArt: group(
      {
        title: "Dashboard screenshots",
        description: "What screen readers say for the three dashboard mock-ups.",
      },
      {
        admin: illustration("the admin dashboard", 160),
        user: illustration("the user dashboard", 130),
        student: illustration("the student dashboard", 150),
      },
    ),
    posterArt: group(
      {
        title: "Graphic design posters",
        description: "The two posters of the graphic-design illustration.",
      },
      { first: poster("First"), second: poster("Second") },
    ),
  },
);
export type ArtWords = z.infer<typeof artWordsSchema>;

/** What the artwork shows, in one language. */
export interface ArtCopy {
  aboutHeroArt: { label: string; badgeTitle: string; badgeLabel: string };
  careerHeroArt: {
    label: string;
    /** Initials on the board's three rows: front-end developer, UX designer, project manager. */
    rowInitials: string[];
    badgeTitle: string;
    /** Filled with the number of roles where the careers page is built. */
    badgeLabel: Template<"roles">;
  };
  contactHeroArt: { label: string; unread: string; studioInitials: string };
  dashboardArt: ArtWords["dashboardArt"];
  posterArt: ArtWords["posterArt"];
}
