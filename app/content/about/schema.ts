/**
 * The rule of /aboutUs's facts (./facts.json: the brief's three teams and programmes with their
 * icons, the closing band's links) and words (./en.json and its Hindi twin), and what the page
 * shows (`AboutContent`, built by ./index.ts).
 */
import type { z } from "zod";
import { iconNames } from "~/base/icon-names";
import type { PictureChoice } from "../engine/fields";
import {
  avatarLetters,
  choice,
  group,
  itemId,
  keyed,
  list,
  paragraph,
  picture,
  pictureAlt,
  sitePath,
  template,
  text,
} from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

const link = (what: string) =>
  group(
    { title: what, description: `The closing band's ${what.toLowerCase()}.` },
    {
      href: sitePath({
        title: "Goes to",
        description: "The page of this site it opens, such as /contact-us.",
      }),
    },
  );

/** The facts of /aboutUs, the same in every language. */
export const aboutFactsSchema = group(
  { title: "About page settings", description: "The teams and programmes, and the closing links." },
  {
    programmes: list(
      {
        title: "Teams and programmes",
        description: "The three teams and programmes, in the order the page shows them.",
      },
      group(
        { title: "Team or programme", description: "One card: its icon." },
        {
          id: itemId,
          icon: choice(iconNames, { title: "Icon", description: "The icon of the card." }),
        },
      ),
      boundsOf("aboutProgrammes"),
    ).refine((items) => unique(items.map((item) => item.id)), {
      message: "each team or programme once",
      path: [],
    }),
    ctaPrimary: link("Main button"),
    ctaSecondary: link("Second button"),
    heroPicture: picture({
      title: "Top picture",
      description:
        "A photograph of the team or the studio from the media library, shown at the top of the page in place of the drawing; none keeps the drawing.",
    }),
    directorPhoto: picture({
      title: "Managing director's photo",
      description:
        "The managing director's photo from the media library (with their consent), shown in place of the initials; none keeps the initials.",
    }),
  },
);
export type AboutFacts = z.infer<typeof aboutFactsSchema>;

const label = (title: string, description: string, max: number, min = 2) =>
  text({ title, description }, { min, max });

const titled = (what: string, where: string, max: { title: number; text: number }) =>
  group(
    { title: what, description: where },
    {
      title: label("Title", "The bold title.", max.title, 3),
      text: paragraph(
        { title: "Sentence", description: "Under the title." },
        {
          min: 20,
          max: max.text,
        },
      ),
    },
  );

/** A person of the team, invented until the agency names its own (launch-check lists them). */
const person = (what: string) =>
  group(
    { title: what, description: "Their name, role and a few lines; the avatar shows initials." },
    {
      name: label("Name", "Their name, in this language's script.", 40, 3),
      initials: avatarLetters("their"),
      role: label("Role", "Their role in the studio.", 40, 3),
      bio: template(
        {
          title: "About them",
          description:
            "A few lines about them; the website can fill in the year the agency was founded.",
          slots: [],
          optionalSlots: ["foundedYear"],
          multiline: true,
        },
        { min: 30, max: 260 },
      ),
    },
  );

const figure = (what: string, help: string) =>
  group(
    { title: what, description: `A figure of the story's side: ${help}` },
    { label: label("Label", "The line under the figure.", 50, 3) },
  );

export const aboutWordsSchema = group(
  { title: "About page words", description: "Everything the About us page says, in one language." },
  {
    heroEyebrow: label("Eyebrow", "The small words above the page's heading.", 20),
    heroPictureAlt: pictureAlt({
      title: "Top picture description",
      description:
        "Read by screen readers in place of the chosen top picture: who and what it shows. Leave empty while no picture is chosen.",
      altOf: "heroPicture",
    }),
    storyEyebrow: label("Story eyebrow", "The small words above the story's title.", 20),
    storyTitle: label("Story title", "The title of the studio's story.", 80),
    story: list(
      {
        title: "Story",
        description:
          "The company description, one paragraph each; one of them must say when it was established (the website fills in the year).",
      },
      template(
        {
          title: "Paragraph",
          description:
            "One paragraph; the website can fill in the agency's name, the year it was founded, its city and what interns build (the internship's words).",
          slots: [],
          optionalSlots: ["brandName", "foundedYear", "locality", "internProjects"],
          multiline: true,
        },
        { min: 40, max: 420 },
      ),
      { min: 2, max: 4 },
    ).refine((paragraphs) => paragraphs.some((p) => p.includes("{foundedYear}")), {
      message: "say when the agency was established: keep {foundedYear} in a paragraph",
      path: [],
    }),
    figures: group(
      {
        title: "Figures",
        description:
          "The four figures beside the story; the website fills in the numbers themselves.",
      },
      {
        founded: group(
          {
            title: "Year founded",
            description: "A figure of the story's side: the year the agency was founded.",
          },
          {
            label: template(
              {
                title: "Label",
                description: "The line under the year; the website can fill in the studio's city.",
                slots: ["locality"],
              },
              { min: 3, max: 40 },
            ),
          },
        ),
        services: figure("Services", "the number of services."),
        programmes: figure("Programmes", "the number of internship programmes."),
        steps: figure("Steps", "the number of steps of every project."),
      },
    ),
    purposeTitle: label("Purpose title", "The title above the mission and the vision.", 40),
    mission: titled("Mission", "The mission card.", { title: 20, text: 220 }),
    vision: titled("Vision", "The vision card.", { title: 20, text: 250 }),
    valuesTitle: label("Values title", "The title above how we work.", 30),
    values: list(
      { title: "How we work", description: "The values, one card each." },
      group(
        { title: "Value", description: "A value's title and sentence." },
        {
          title: label("Title", "The bold title.", 50, 3),
          text: template(
            {
              title: "Sentence",
              description:
                "Under the title; the website can fill in how long before a renewal clients are reminded.",
              slots: [],
              optionalSlots: ["renewalNotice"],
            },
            { min: 20, max: 180 },
          ),
        },
      ),
      { min: 3, max: 4 },
    ),
    teamEyebrow: label("Team eyebrow", "The small words above the team's title.", 20),
    teamTitle: label("Team title", "The title above the team.", 50),
    teamIntro: paragraph(
      { title: "Team introduction", description: "Under the team's title." },
      { min: 20, max: 210 },
    ),
    managingDirector: person("Managing director"),
    directorPhotoAlt: pictureAlt({
      title: "Managing director's photo description",
      description:
        "Read by screen readers in place of the chosen photo: who it shows, and how. Leave empty while no photo is chosen.",
      altOf: "directorPhoto",
    }),
    seniorStaffTitle: label("Senior staff title", "The title above the senior staff.", 30),
    seniorStaff: list(
      { title: "Senior staff", description: "The people who lead each craft, in order." },
      person("Senior staff member"),
      { min: 3, max: 6 },
    ),
    programmesTitle: label(
      "Teams and programmes title",
      "The title above the teams and programmes.",
      30,
    ),
    programmesIntro: label("Teams and programmes introduction", "Under the title.", 100),
    programmes: keyed(
      {
        title: "Teams and programmes",
        description: "Each card's title and sentence, for each team and programme.",
        keyedBy: "facts.programmes",
      },
      group(
        { title: "Team or programme", description: "A card's words." },
        {
          title: label("Title", "The bold title.", 50, 3),
          text: template(
            {
              title: "Sentence",
              description:
                "Under the title; the website can fill in what interns build (the internship's words).",
              slots: [],
              optionalSlots: ["internProjects"],
              multiline: true,
            },
            { min: 20, max: 200 },
          ),
        },
      ),
    ),
    ctaTitle: label("Closing title", "The closing band's title.", 50),
    ctaText: paragraph(
      { title: "Closing sentence", description: "Under the closing band's title." },
      { min: 20, max: 140 },
    ),
    ctaPrimary: group(
      { title: "Main button", description: "The closing band's main button." },
      { label: label("Label", "The button's words.", 30) },
    ),
    ctaSecondary: group(
      { title: "Second button", description: "The closing band's second button." },
      { label: label("Label", "The button's words.", 30) },
    ),
  },
);
export type AboutWords = z.infer<typeof aboutWordsSchema>;

type Person = { name: string; initials: string; role: string; bio: string };

/** What /aboutUs shows, in one language. */
export type AboutContent = Omit<
  AboutWords,
  | "story"
  | "figures"
  | "values"
  | "managingDirector"
  | "seniorStaff"
  | "programmes"
  | "ctaPrimary"
  | "ctaSecondary"
> & {
  /** The company description: it says when the company was established. */
  story: string[];
  /** Four figures, each with its label. */
  facts: { value: string; label: string }[];
  values: { title: string; text: string }[];
  managingDirector: Person;
  seniorStaff: Person[];
  programmes: { id: string; icon: (typeof iconNames)[number]; title: string; text: string }[];
  ctaPrimary: { label: string; href: string };
  ctaSecondary: { label: string; href: string };
  /** The photographs chosen from the media library; none shows the drawing or the initials. */
  heroPicture: PictureChoice;
  directorPhoto: PictureChoice;
};
