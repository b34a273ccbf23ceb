/**
 * The rule of /services/graphic-designing: its facts (./facts.json: the four service cards' icons,
 * the artwork of the eleven sample posts with the figures drawn on them, of the six UI/UX samples
 * and of the two school flex boards) and its words (./en.json and its Hindi twin). /work shows some
 * of the samples too.
 */
import { z } from "zod";
import { weekdays } from "~/base/format";
import { iconNames } from "~/base/icon-names";
import type { PictureChoice } from "../engine/fields";
import {
  choice,
  count,
  group,
  itemId,
  keyed,
  list,
  paragraph,
  picture,
  pictureAlt,
  rupees,
  template,
  text,
} from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";
import { browserHues, browserLayouts, phoneScreens, sharedHues } from "../work/schema";

/** The colours the posters and flex boards are drawn in (app/components/art/work-palette.ts). */
export const artHues = [...sharedHues, "amber"] as const;
/** The background motifs of a poster (app/components/art/services-poster-mock.tsx). */
export const posterMotifs = ["circles", "waves", "burst", "grid", "arch"] as const;

/** The UI/UX samples the brief names; /work shows the first three samples, these. */
export const uiUxNamedByBrief = ["ludo-game", "colour-prediction-game", "institute-website"];

/** The slots a post's words may hold: each needs its figure in the post's facts. */
export const posterSlots = [
  "percent",
  "months",
  "monthsInWords",
  "price",
  "smaller",
  "larger",
  "day",
  "time",
  "date",
] as const;
export type PosterSlot = (typeof posterSlots)[number];

/** The figure of a post's facts each slot is written from. */
export const posterSlotFigure = {
  percent: "percentOff",
  months: "months",
  monthsInWords: "months",
  price: "price",
  smaller: "bedrooms",
  larger: "bedrooms",
  day: "day",
  time: "time",
  date: "date",
} as const satisfies Record<PosterSlot, string>;

/** The slots a flex board's words may hold: {school} always, {year} when the board has one. */
export const boardSlots = ["school", "year"] as const;

/** Characters a poster draws on a line, and in its footer, once its slots are filled. */
export const posterLineMax = 18;
export const posterFooterMax = 28;

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "24-hour time such as 09:30")
  .meta({
    title: "Time",
    description:
      "A time of day, in 24-hour form such as 11:00; the post's words show it where the website fills in the time.",
  });

/** What the facts of a sample post draw on it: each optional, each filling its slots. */
const posterFigures = group(
  {
    title: "Figures on the post",
    description:
      "The offer, price, date or time the post announces; the website fills each into the post's words where they ask for it. Leave out what the post does not show.",
  },
  {
    percentOff: count(
      { title: "Discount, in percent", description: "Filled in for you as 50%." },
      { min: 1, max: 99 },
    ).optional(),
    months: count(
      {
        title: "Months",
        description:
          "Filled in for you as 3 months, or in words as they describe a noun (a two-month plan).",
      },
      { min: 1, max: 36 },
    ).optional(),
    price: rupees({
      title: "Price, in rupees",
      description: "Filled in for you as ₹2,999.",
    }).optional(),
    bedrooms: group(
      {
        title: "Home sizes",
        description: "The bedrooms (BHK) of the two homes advertised, each filled in for you.",
      },
      {
        smaller: count(
          { title: "Smaller home, BHK", description: "Its number of bedrooms." },
          { min: 1, max: 10 },
        ),
        larger: count(
          { title: "Larger home, BHK", description: "Its number of bedrooms." },
          { min: 1, max: 10 },
        ),
      },
    ).optional(),
    day: choice(weekdays, {
      title: "Day of the week",
      description: "Filled in for you in each language (Sunday, रविवार).",
    }).optional(),
    time: clock.optional(),
    date: group(
      { title: "Date", description: "A day of the year, filled in for you as 15 August." },
      {
        day: count({ title: "Day", description: "The day of the month." }, { min: 1, max: 31 }),
        month: count(
          { title: "Month", description: "1 for January to 12 for December." },
          { min: 1, max: 12 },
        ),
      },
    ).optional(),
  },
);

const phoneScreen = choice(phoneScreens, {
  title: "Phone screen",
  description: "For a phone: the app screen drawn in it.",
});

/** The page's facts, the same in every language, in the order the page shows them. */
export const graphicFactsSchema = group(
  {
    title: "Graphic design",
    description:
      "The service cards, sample posts, UI/UX samples and flex boards of the Graphic designing page, in the order it shows them.",
  },
  {
    cards: list(
      {
        title: "Service cards",
        description: "The cards under \u201cWhat we design\u201d.",
      },
      group(
        { title: "Service card", description: "One card's icon." },
        {
          id: itemId,
          icon: choice(iconNames, { title: "Icon", description: "Drawn at the top of the card." }),
        },
      ),
      boundsOf("graphicCards"),
    ),
    posts: list(
      {
        title: "Social media posts",
        description: "The sample posts, drawn by the site; the Our Work page shows the first four.",
      },
      group(
        { title: "Post", description: "One post's colour, motif and figures." },
        {
          id: itemId,
          hue: choice(artHues, { title: "Colour", description: "The post's main colour." }),
          motif: choice(posterMotifs, {
            title: "Background motif",
            description: "The shapes drawn behind the words.",
          }),
          figures: posterFigures,
          graphicPicture: picture({
            title: "Post picture",
            description:
              "The real post from the media library, shown in place of the drawing; none keeps the drawing.",
          }),
        },
      ),
      boundsOf("graphicPosts"),
    ),
    screens: list(
      {
        title: "UI/UX samples",
        description:
          "The screens drawn as UI/UX work; the Our Work page shows the first three: the ludo game, the colour prediction game and the institute website.",
      },
      group(
        {
          title: "UI/UX sample",
          description:
            "A phone screen (with its screen) or a website (with its layout and colour).",
        },
        {
          id: itemId,
          kind: choice(["phone", "browser"], {
            title: "Drawn as",
            description: "phone: a phone screen; browser: a website in a browser window.",
          }),
          screen: phoneScreen.optional(),
          layout: choice(browserLayouts, {
            title: "Website layout",
            description: "For a website: which kind of page is drawn.",
          }).optional(),
          hue: choice(browserHues, {
            title: "Website colour",
            description: "For a website: its main colour.",
          }).optional(),
          graphicPicture: picture({
            title: "Design picture",
            description:
              "The real design from the media library, shown in place of the drawing; none keeps the drawing.",
          }),
        },
      )
        .refine((item) => item.kind !== "phone" || item.screen !== undefined, {
          message: "a phone needs its screen",
          path: ["screen"],
        })
        .refine(
          (item) =>
            item.kind !== "browser" || (item.layout !== undefined && item.hue !== undefined),
          { message: "a website needs its layout and its colour", path: ["layout"] },
        ),
      boundsOf("graphicScreens"),
    ).refine(
      (screens) =>
        JSON.stringify(
          screens
            .slice(0, 3)
            .map((item) => item.id)
            .sort(),
        ) === JSON.stringify([...uiUxNamedByBrief].sort()),
      {
        message:
          "the Our Work page shows the first three: keep the ludo game, the colour prediction game and the institute website first",
      },
    ),
    boards: list(
      {
        title: "School flex boards",
        description: "The wide printed boards (always two).",
      },
      group(
        { title: "Flex board", description: "One board's colour and year." },
        {
          id: itemId,
          hue: choice(artHues, { title: "Colour", description: "The board's main colour." }),
          year: count(
            {
              title: "Year",
              description: "The year the board announces, if any; filled in for you.",
            },
            { min: 2000, max: 2100 },
          ).optional(),
          boardPicture: picture({
            title: "Board picture",
            description:
              "A photograph or the print file of the real board from the media library, shown in place of the drawing at its own shape; none keeps the drawing.",
          }),
        },
      ),
      boundsOf("graphicBoards"),
    ),
  },
);
export type GraphicFacts = z.infer<typeof graphicFactsSchema>;

const section = (title: string, description: string) =>
  group(
    { title, description },
    {
      eyebrow: text(
        { title: "Eyebrow", description: "The small line over the section's title." },
        { min: 2, max: 36 },
      ),
      title: text({ title: "Title", description: "The section's heading." }, { min: 2, max: 40 }),
      intro: paragraph(
        { title: "Introduction", description: "The sentence under the section's heading." },
        { min: 10, max: 120 },
      ),
    },
  );

const sampleTitle = text(
  { title: "Title", description: "The sample's name, under its picture." },
  { min: 3, max: 40 },
);

/** What each language says on the page. */
export const graphicWordsSchema = group(
  {
    title: "Graphic design in words",
    description: "The words of the Graphic designing page and of the samples it draws.",
  },
  {
    cards: keyed(
      {
        title: "Service cards",
        description: "Each service card's words, one for each card.",
        keyedBy: "facts.cards",
      },
      group(
        { title: "Service card", description: "What the card says." },
        {
          title: text({ title: "Title", description: "The card's heading." }, { min: 3, max: 30 }),
          description: paragraph(
            { title: "Description", description: "The sentence under the card's heading." },
            { min: 40, max: 200 },
          ),
        },
      ),
    ),
    posts: keyed(
      {
        title: "Social media posts",
        description:
          "Each post's words, one for each post: its title, the words drawn on it and its description.",
        keyedBy: "facts.posts",
      },
      group(
        { title: "Post", description: "What the post says, and what is said of it." },
        {
          graphicTitle: sampleTitle,
          lines: list(
            {
              title: "Big words",
              description: `The words drawn large on the post, one to three lines of at most ${posterLineMax} characters as shown.`,
            },
            template(
              {
                title: "Line",
                description: "One line of the post; the website can fill in the post's figures.",
                slots: [],
                optionalSlots: posterSlots,
              },
              { min: 1, max: 30 },
            ),
            { min: 1, max: 3 },
          ),
          footer: template(
            {
              title: "Small line",
              description: `The small line at the bottom (an offer, a date, a handle), at most ${posterFooterMax} characters as shown; the website can fill in the post's figures.`,
              slots: [],
              optionalSlots: posterSlots,
            },
            { min: 1, max: 40 },
          ),
          graphicImageAlt: template(
            {
              title: "Picture description",
              description:
                "Read by screen readers in place of the post: what it shows and says; the website can fill in its figures.",
              slots: [],
              optionalSlots: posterSlots,
            },
            { min: 20, max: 160 },
          ),
          graphicPictureAlt: pictureAlt({
            title: "Post picture description",
            description:
              "Read by screen readers in place of the chosen post picture: what it shows and says. Leave empty while no picture is chosen.",
            altOf: "graphicPicture",
            caption: "graphicTitle",
          }),
        },
      ),
    ),
    screens: keyed(
      {
        title: "UI/UX samples",
        description: "Each UI/UX sample's words, one for each sample.",
        keyedBy: "facts.screens",
      },
      group(
        { title: "UI/UX sample", description: "What is said of the sample." },
        {
          graphicTitle: sampleTitle,
          graphicImageAlt: text(
            {
              title: "Picture description",
              description: "Read by screen readers in place of the screen: what it shows.",
            },
            { min: 20, max: 150 },
          ),
          graphicPictureAlt: pictureAlt({
            title: "Design picture description",
            description:
              "Read by screen readers in place of the chosen design picture: what it shows. Leave empty while no picture is chosen.",
            altOf: "graphicPicture",
            caption: "graphicTitle",
          }),
        },
      ),
    ),
    boards: keyed(
      {
        title: "School flex boards",
        description: "Each board's words, one for each board.",
        keyedBy: "facts.boards",
      },
      group(
        { title: "Flex board", description: "What the board says, and what is said of it." },
        {
          school: text(
            {
              title: "School",
              description:
                "The school's name as the board prints it, in this language's script (an invented sample is उदाहरण … on the Hindi page); filled in for you in the picture description.",
            },
            { min: 3, max: 32 },
          ),
          title: sampleTitle,
          headline: template(
            {
              title: "Headline",
              description:
                "The board's big words, at most 24 characters as shown; the website can fill in the board's year.",
              slots: [],
              optionalSlots: ["year"],
            },
            { min: 3, max: 30 },
          ),
          points: list(
            { title: "Points", description: "The lines under the headline: two to four." },
            text({ title: "Point", description: "One line of the board." }, { min: 3, max: 24 }),
            { min: 2, max: 4 },
          ),
          alt: template(
            {
              title: "Picture description",
              description:
                "Read by screen readers in place of the board; the website can fill in the school's name and the board's year.",
              slots: [],
              optionalSlots: boardSlots,
            },
            { min: 30, max: 190 },
          ),
          boardPictureAlt: pictureAlt({
            title: "Board picture description",
            description:
              "Read by screen readers in place of the chosen board picture: what the board says and shows. Leave empty while no picture is chosen.",
            altOf: "boardPicture",
            caption: "title",
          }),
        },
      ),
    ),
    graphicDesigningPage: group(
      {
        title: "Graphic designing page",
        description: "The headings of the page's sections and its closing contact band.",
      },
      {
        sections: group(
          { title: "Sections", description: "The headings of the page's four sections." },
          {
            services: section("Service cards", "The section of the four service cards."),
            socialPosts: section("Social media posts", "The section of the sample posts."),
            uiUx: section("UI/UX designs", "The section of the UI/UX samples."),
            flexBoards: section("School flex boards", "The section of the flex boards."),
          },
        ),
        contact: group(
          {
            title: "Contact band",
            description:
              "The band at the bottom of the page; its call and email links are the site's.",
          },
          {
            title: text(
              { title: "Title", description: "The band's heading." },
              { min: 2, max: 60 },
            ),
            text: paragraph(
              { title: "Text", description: "The sentence under the band's heading." },
              { min: 10, max: 160 },
            ),
          },
        ),
      },
    ),
  },
);
export type GraphicWords = z.infer<typeof graphicWordsSchema>;

type Hue = (typeof artHues)[number];

/** A poster-style social media post (app/components/art/services-poster-mock.tsx). */
export interface PosterArt {
  kind: "poster";
  hue: Hue;
  motif: (typeof posterMotifs)[number];
  /** Big words on the post, at most 18 characters a line. */
  lines: string[];
  /** Small line at the bottom (offer, date, handle). */
  footer: string;
}

/** A UI/UX design sample: a phone screen or a website screen. */
export type ScreenArt =
  | { kind: "phone"; screen: (typeof phoneScreens)[number] }
  | {
      kind: "browser";
      browser: { layout: (typeof browserLayouts)[number]; hue: (typeof browserHues)[number] };
    };

/** Graphic item (docs/requirements.md): id, graphicTitle, graphicImage, graphicImageAlt. */
export interface GraphicItem {
  id: string;
  graphicTitle: string;
  graphicImage: PosterArt | ScreenArt;
  graphicImageAlt: string;
  /** The real post or design chosen from the media library; none shows the drawing. */
  graphicPicture: PictureChoice;
  graphicPictureAlt: string;
}

/** A wide printed flex board. */
export interface FlexBoard {
  id: string;
  school: string;
  hue: Hue;
  title: string;
  headline: string;
  points: string[];
  alt: string;
  /** The real board chosen from the media library; none shows the drawing. */
  boardPicture: PictureChoice;
  boardPictureAlt: string;
}

/** A service card of the page. */
export interface GraphicService {
  id: string;
  icon: (typeof iconNames)[number];
  title: string;
  description: string;
}

/** What the page shows, in the orders of the facts. */
export interface GraphicCopy {
  graphicServices: GraphicService[];
  socialPosts: GraphicItem[];
  uiUxItems: GraphicItem[];
  flexBoards: FlexBoard[];
  graphicDesigningPage: {
    hero: { eyebrow: string };
    sections: GraphicWords["graphicDesigningPage"]["sections"];
    contact: GraphicWords["graphicDesigningPage"]["contact"] & {
      callLabel: string;
      emailLabel: string;
    };
  };
}
