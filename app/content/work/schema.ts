/**
 * The rule of the agency's work: its facts (./facts.json: the eleven website demos and the two
 * notable apps, with the artwork drawn for each, the demo each opens and the platforms each app
 * runs on) and its words (./en.json and its Hindi twin: each demo's and app's words, the labels
 * of their cards and the copy of /work). /work, /services/website-development and
 * /services/app-development show them.
 */
import { z } from "zod";
import {
  choice,
  group,
  itemId,
  keyed,
  list,
  paragraph,
  picture,
  pictureAlt,
  template,
  text,
} from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";

/** How a demo's mock screenshot is drawn (app/components/art/work-browser-mock.tsx). */
export const browserLayouts = [
  "dashboard",
  "landing",
  "blog",
  "portfolio",
  "text",
  "space",
  "flip",
  "school",
] as const;
/** The colours both the websites' mock screenshots and the posters are drawn in. */
export const sharedHues = ["indigo", "violet", "teal", "orange", "rose", "sky", "emerald"] as const;
export const browserHues = [...sharedHues, "slate"] as const;
/** A website's mock screenshot: its layout and colour. */
export interface BrowserArt {
  layout: (typeof browserLayouts)[number];
  hue: (typeof browserHues)[number];
}

/** Where a notable app runs; each language names them in `notableAppCopy.platforms`. */
export const platforms = ["android", "ios", "web-admin"] as const;
export type Platform = (typeof platforms)[number];

/** The phone screens app/components/art/work-phone-mock.tsx draws. */
export const phoneScreens = ["ludo", "colour", "food", "fitness", "bank", "campus"] as const;

/** The path of a demo below the demo site of the agency's facts. */
const demoPath = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "lower-case letters, digits, dashes and slashes")
  .meta({
    title: "Demo path",
    description:
      "Where the demo runs, after the address of the Demo site (in The agency): the card's View Project link opens it in a new tab.",
  });

/** The work's facts, the same in every language, in the order the pages show them. */
export const workFactsSchema = group(
  {
    title: "The agency's work",
    description: "The website demos and notable apps, in the order the Our Work page shows them.",
  },
  {
    projects: list(
      {
        title: "Website demos",
        description:
          "The demo cards of the Our Work page and the Website development page, in this order.",
      },
      group(
        { title: "Website demo", description: "One demo: its screenshot and where it runs." },
        {
          id: itemId,
          webImage: group(
            {
              title: "Screenshot",
              description: "The mock screenshot drawn on the card: its layout and colour.",
            },
            {
              layout: choice(browserLayouts, {
                title: "Layout",
                description: "Which kind of page the screenshot draws.",
              }),
              hue: choice(browserHues, {
                title: "Colour",
                description: "The screenshot's main colour.",
              }),
            },
          ),
          webPicture: picture({
            title: "Screenshot picture",
            description:
              "A real screenshot of the demo from the media library, shown in place of the drawing; none keeps the drawing.",
          }),
          demo: demoPath,
        },
      ),
      boundsOf("workProjects"),
    ),
    apps: list(
      {
        title: "Notable apps",
        description:
          "The app cards of the Our Work page and the App development page, in this order.",
      },
      group(
        { title: "Notable app", description: "One app: where it runs and the phone drawn for it." },
        {
          id: itemId,
          platforms: list(
            {
              title: "Platforms",
              description: "Where the app runs, listed on its card in this order.",
            },
            choice(platforms, {
              title: "Platform",
              description: "Android, iOS or the web admin panel.",
            }),
            { min: 1, max: 3 },
          ),
          screen: choice(phoneScreens, {
            title: "Phone screen",
            description: "The app screen drawn in the phone on its card.",
          }),
        },
      ),
      boundsOf("workApps"),
    ),
  },
);
export type WorkFacts = z.infer<typeof workFactsSchema>;

const sectionHeading = (title: string, description: string, slots?: readonly ["count"]) =>
  group(
    { title, description },
    {
      eyebrow: text(
        {
          title: "Eyebrow",
          description:
            "The small line over the section's title; the page's top button that jumps to the section reads it too.",
        },
        { min: 2, max: 30 },
      ),
      title: slots
        ? template(
            {
              title: "Title",
              description:
                "The section's heading; the website fills in the number of notable apps, in words.",
              slots,
            },
            { min: 2, max: 50 },
          )
        : text({ title: "Title", description: "The section's heading." }, { min: 2, max: 50 }),
      intro: paragraph(
        { title: "Introduction", description: "The sentence under the section's heading." },
        { min: 10, max: 240 },
      ),
    },
  );

/** What each language says about the agency's work. */
export const workWordsSchema = group(
  {
    title: "The agency's work in words",
    description: "The words of the website demos, the notable apps and the Our Work page.",
  },
  {
    projects: keyed(
      {
        title: "Website demos",
        description: "Each demo's words, one for each demo.",
        keyedBy: "facts.projects",
      },
      group(
        { title: "Website demo", description: "What the demo's card says." },
        {
          webTitle: text(
            { title: "Title", description: "The demo's name, the card's heading." },
            { min: 3, max: 40 },
          ),
          webImageAlt: text(
            {
              title: "Screenshot description",
              description: "Read by screen readers in place of the screenshot: what it shows.",
            },
            { min: 20, max: 150 },
          ),
          webPictureAlt: pictureAlt({
            title: "Screenshot picture description",
            description:
              "Read by screen readers in place of the chosen screenshot picture: what it shows, in one sentence. Leave empty while no picture is chosen.",
            altOf: "webPicture",
            caption: "webTitle",
          }),
          webDescription: paragraph(
            { title: "Summary", description: "The sentence under the card's title." },
            { min: 40, max: 220 },
          ),
        },
      ),
    ),
    projectCardCopy: group(
      { title: "Demo card link", description: "The link of each demo card to its live demo." },
      {
        view: text(
          { title: "Link text", description: "The button of every demo card." },
          { min: 2, max: 24 },
        ),
        viewLabel: template(
          {
            title: "Link for screen readers",
            description:
              "What screen readers say for the button; the website fills in the demo's title. Say that it opens a new tab.",
            slots: ["title"],
          },
          { min: 10, max: 80 },
        ),
      },
    ),
    workPage: group(
      { title: "Our Work page", description: "The words of the Our Work page around the cards." },
      {
        hero: group(
          { title: "Top of the page", description: "Over the page's heading." },
          {
            eyebrow: text(
              { title: "Eyebrow", description: "The small line over the page's heading." },
              { min: 2, max: 30 },
            ),
          },
        ),
        sections: group(
          { title: "Sections", description: "The headings of the page's three sections." },
          {
            graphic: sectionHeading(
              "Graphic designs",
              "The section of sample posts and UI/UX screens.",
            ),
            websites: sectionHeading("Website demos", "The section of the website demo cards."),
            apps: sectionHeading("Notable apps", "The section of the notable app cards.", [
              "count",
            ]),
          },
        ),
        cta: group(
          {
            title: "Closing call to action",
            description: "The band at the bottom of the page; its two buttons are the site's.",
          },
          {
            title: text(
              { title: "Title", description: "The band's heading." },
              { min: 2, max: 40 },
            ),
            text: paragraph(
              { title: "Text", description: "The sentence under the band's heading." },
              { min: 10, max: 140 },
            ),
          },
        ),
      },
    ),
    apps: keyed(
      {
        title: "Notable apps",
        description: "Each app's words, one for each app.",
        keyedBy: "facts.apps",
      },
      group(
        { title: "Notable app", description: "What the app's card says." },
        {
          name: text(
            { title: "Name", description: "The app's name, the card's heading." },
            { min: 3, max: 40 },
          ),
          category: text(
            { title: "Category", description: "The small line over the app's name." },
            { min: 3, max: 40 },
          ),
          description: paragraph(
            { title: "Description", description: "The paragraph under the app's name." },
            { min: 60, max: 260 },
          ),
          features: list(
            { title: "Features", description: "The ticked list of the card: three to five." },
            text({ title: "Feature", description: "One line of the list." }, { min: 5, max: 60 }),
            { min: 3, max: 5 },
          ),
          imageAlt: text(
            {
              title: "Phone picture description",
              description: "Read by screen readers in place of the phone picture.",
            },
            { min: 30, max: 150 },
          ),
        },
      ),
    ),
    notableAppCopy: group(
      { title: "App card labels", description: "The labels of every notable app card." },
      {
        platformsLabel: text(
          { title: "Platforms label", description: "The heading of the card's platforms." },
          { min: 2, max: 24 },
        ),
        platforms: group(
          { title: "Platform names", description: "Each platform as the cards name it." },
          {
            android: text(
              { title: "Android", description: "The name of the Android platform." },
              { min: 2, max: 24 },
            ),
            ios: text(
              { title: "iOS", description: "The name of the iOS platform." },
              { min: 2, max: 24 },
            ),
            "web-admin": text(
              {
                title: "Web admin panel",
                description: "The name of the web panel that runs the app.",
              },
              { min: 2, max: 24 },
            ),
          },
        ),
      },
    ),
  },
);
export type WorkWords = z.infer<typeof workWordsSchema>;

/** A website demo as its card shows it. */
export interface WebsiteProject {
  id: string;
  webImage: WorkFacts["projects"][number]["webImage"];
  /** The screenshot chosen from the media library; none shows the drawing of `webImage`. */
  webPicture: WorkFacts["projects"][number]["webPicture"];
  /** The live demo, opened in a new tab. */
  webLink: string;
  webTitle: string;
  webImageAlt: string;
  webPictureAlt: string;
  webDescription: string;
}

/** A notable app as its card shows it. */
export type NotableApp = WorkFacts["apps"][number] & WorkWords["apps"][string];
export type NotableAppCopy = WorkWords["notableAppCopy"];

type WorkPageWords = WorkWords["workPage"];
type SectionHeading = WorkPageWords["sections"]["graphic"];
type Link = { label: string; to: string };

/** /work's copy: the hero's buttons carry the sections' eyebrows, the band the site's buttons. */
export interface WorkPageCopy {
  hero: { eyebrow: string; actions: { graphic: string; websites: string; apps: string } };
  sections: {
    graphic: SectionHeading;
    websites: SectionHeading;
    apps: Omit<SectionHeading, "title"> & { title: string };
  };
  cta: WorkPageWords["cta"] & { primary: Link; secondary: Link };
}

/** What /work and the website development page show of the website demos, in one language. */
export interface ProjectsCopy {
  websiteProjects: WebsiteProject[];
  projectCardCopy: WorkWords["projectCardCopy"];
  workPage: WorkPageCopy;
}

/** What /work and the app development page show of the notable apps, in one language. */
export interface AppsCopy {
  notableApps: NotableApp[];
  notableAppCopy: NotableAppCopy;
}
