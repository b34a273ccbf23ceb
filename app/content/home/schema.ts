/**
 * The rule of the home page (docs/requirements.md, Home): its facts (./facts.json: the process
 * steps, the work areas, the dashboard demos, the clients of the testimonials and the FAQ's
 * questions, each list in the order the page shows it) and its words (./en.json and its Hindi
 * twin, section by section).
 *
 * Every figure a sentence shows is a slot the join (./index.ts) fills: the year founded and the
 * place from the agency's facts, the counts of steps, services and programmes from their lists,
 * the reply time, the hours and the starting prices.
 */
import type { z } from "zod";
import { iconNames } from "~/base/icon-names";
import {
  choice,
  type FieldMeta,
  group,
  itemId,
  keyed,
  list,
  paragraph,
  picture,
  pictureAlt,
  sectionHeading,
  sectionIntro,
  sitePath,
  template,
  text,
} from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";

/** A section's eyebrow, heading and introduction, as most of the home page's sections have. */
function section<Extra extends z.ZodRawShape>(
  meta: FieldMeta,
  bounds: { eyebrow: number; title: number; intro: number },
  extra: Extra,
) {
  return group(meta, {
    ...sectionHeading(bounds),
    intro: sectionIntro(bounds.intro),
    ...extra,
  });
}

/** The home page's facts, the same in every language. */
export const homeFactsSchema = group(
  {
    title: "Home page",
    description: "The lists of the home page, each in the order the page shows it.",
  },
  {
    steps: list(
      {
        title: "How it works",
        description: "The steps of working with the agency, in order.",
      },
      group(
        { title: "Step", description: "One step of the process and its icon." },
        {
          id: itemId,
          icon: choice(iconNames, {
            title: "Icon",
            description: "The icon of the step's card.",
          }),
        },
      ),
      boundsOf("homeSteps"),
    ),
    workAreas: list(
      {
        title: "Our work: areas",
        description: "The two kinds of development the Our work section presents.",
      },
      group(
        { title: "Area", description: "One kind of development, its icon and its page." },
        {
          id: itemId,
          icon: choice(iconNames, { title: "Icon", description: "The icon of the area's card." }),
          href: sitePath({
            title: "Service page",
            description: "The page the area's link opens, such as /services/app-development.",
          }),
        },
      ),
      boundsOf("homeWorkAreas"),
    ),
    workDemos: list(
      {
        title: "Dashboard demos",
        description: "The live dashboard demos, in order. Each runs on the agency's demo site.",
      },
      group(
        { title: "Demo", description: "One live dashboard demo." },
        {
          id: itemId,
          workImg: choice(["admin", "user", "student"], {
            title: "Drawing",
            description: "Which dashboard the card's drawing shows while no picture is chosen.",
          }),
          workPicture: picture({
            title: "Screenshot",
            description:
              "A real screenshot of the demo from the media library, shown in place of the drawing; none keeps the drawing.",
          }),
        },
      ),
      boundsOf("homeDemos"),
    ),
    testimonials: list(
      {
        title: "Testimonials",
        description:
          "The clients whose words the page quotes, in order. Their words are in each language.",
      },
      group(
        { title: "Client", description: "One client and the colour of its logo." },
        {
          id: itemId,
          imgSrc: group(
            {
              title: "Logo",
              description:
                "The client's logo, drawn as a monogram (in the words, in each language's script) on a coloured disc.",
            },
            {
              tone: choice(["indigo", "orange", "violet", "emerald"], {
                title: "Colour",
                description: "The colour of the monogram's disc.",
              }),
            },
          ),
          logoPicture: picture({
            title: "Logo picture",
            description:
              "The client's real logo from the media library, shown in place of the monogram; none keeps the monogram.",
          }),
        },
      ),
      boundsOf("homeTestimonials"),
    ),
    faqs: list(
      {
        title: "FAQ",
        description: "The questions and answers, in the order shown.",
      },
      group({ title: "Question", description: "One question of the FAQ." }, { id: itemId }),
      boundsOf("homeFaqs"),
    ),
    aboutHref: sitePath({
      title: "About us: Know More page",
      description: "The page the About us section's Know More button opens.",
    }),
  },
);
export type HomeFacts = z.infer<typeof homeFactsSchema>;

const label = (title: string, description: string, max = 30) =>
  text({ title, description }, { min: 2, max });

/** The words of the home page, in one language. */
export const homeWordsSchema = group(
  {
    title: "Home page in words",
    description: "Every section of the home page, in the order the page shows them.",
  },
  {
    heroWords: list(
      {
        title: "Typed words",
        description: "The words typed one after the other at the top of the page, in order.",
      },
      text(
        { title: "Word", description: "One typed word, in capitals where the language has them." },
        { min: 2, max: 30 },
      ).regex(/^[^a-z]+$/, "in capitals, as the hero types it"),
      boundsOf("homeHeroWords"),
    ),
    hero: group(
      { title: "Top of the page", description: "The hero: the typed words and their buttons." },
      {
        eyebrow: template(
          {
            title: "Eyebrow",
            description: "The line over the heading, with the studio's city and the year founded.",
            slots: ["locality", "foundedYear"],
          },
          { min: 10, max: 100 },
        ),
        lead: text(
          {
            title: "Words before the typed word",
            description: "Shown before the word being typed, such as We build your.",
          },
          { min: 2, max: 30 },
        ),
        srSentence: text(
          {
            title: "Sentence for screen readers",
            description:
              "What screen readers hear instead of the typing: one sentence that names every typed word.",
          },
          { min: 40, max: 160 },
        ),
        buttons: group(
          { title: "Buttons", description: "The hero's three buttons." },
          {
            services: label("Services button", "Jumps to the services.", 20),
            about: label("About us button", "Opens the about page."),
            internship: label("Internship button", "Opens the internship page.", 20),
          },
        ),
        highlights: list(
          { title: "Highlights", description: "The short lines under the buttons." },
          text({ title: "Highlight", description: "One short line." }, { min: 3, max: 50 }),
          { min: 2, max: 4 },
        ),
      },
    ),
    about: group(
      { title: "About us", description: "The section about the agency, with four figures." },
      {
        eyebrow: label("Eyebrow", "The small line over the section's heading."),
        title: template(
          {
            title: "Heading",
            description: "The section's heading, with the year founded.",
            slots: ["foundedYear"],
          },
          { min: 5, max: 140 },
        ),
        paragraphs: list(
          { title: "Paragraphs", description: "The section's text." },
          template(
            {
              title: "Paragraph",
              description:
                "One paragraph; the website can fill in the agency's name, the year it was founded and its city.",
              slots: [],
              optionalSlots: ["brandName", "foundedYear", "locality"],
              multiline: true,
            },
            { min: 40, max: 340 },
          ),
          { min: 1, max: 3 },
        ),
        figures: group(
          {
            title: "Figures",
            description:
              "The four figures beside the text; the website fills in each number, the words say what it counts.",
          },
          {
            founded: group(
              { title: "Year founded", description: "The year the agency was founded." },
              {
                label: template(
                  {
                    title: "Label",
                    description: "Under the year: where the agency was founded.",
                    slots: ["locality", "region"],
                  },
                  { min: 5, max: 60 },
                ),
              },
            ),
            services: group(
              { title: "Services", description: "How many services the agency offers." },
              { label: label("Label", "Under the number of services.", 40) },
            ),
            programmes: group(
              { title: "Internship programmes", description: "How many programmes it runs." },
              { label: label("Label", "Under the number of programmes.", 40) },
            ),
            steps: group(
              { title: "Process steps", description: "How many steps its process has." },
              { label: label("Label", "Under the number of steps.", 60) },
            ),
          },
        ),
        cta: group(
          { title: "Know More button", description: "Opens the page chosen for it." },
          { label: label("Button's label", "Such as Know More.", 20) },
        ),
      },
    ),
    blogSection: section(
      { title: "Blog", description: "The section of the blog's recent articles." },
      { eyebrow: 30, title: 30, intro: 140 },
      {
        allLabel: label("All articles link", "The link to the blog."),
        readLabel: label("Read link", "The link of each article's card.", 20),
      },
    ),
    processSection: group(
      { title: "How it works", description: "The section of the process steps." },
      {
        eyebrow: label("Eyebrow", "The small line over the section's heading."),
        title: template(
          {
            title: "Heading",
            description:
              "The section's heading; the website fills in how many steps there are, in words, with a capital to open a sentence.",
            slots: ["stepCount"],
          },
          { min: 5, max: 80 },
        ),
        intro: template(
          {
            title: "Introduction",
            description: "The sentence under the heading, with how many steps there are, in words.",
            slots: ["stepCount"],
          },
          { min: 20, max: 200 },
        ),
      },
    ),
    stepBadge: template(
      {
        title: "Step badge",
        description: "Shown on each step's card, with its number written with two digits (01).",
        slots: ["number"],
      },
      { min: 3, max: 20 },
    ),
    stepPrefix: template(
      {
        title: "Step, read out",
        description:
          "What screen readers hear before a step's title, with its number (1); a space follows it.",
        slots: ["number"],
      },
      { min: 3, max: 30 },
    ),
    steps: keyed(
      {
        title: "Each step's words",
        description: "The title and description of each process step.",
        keyedBy: "facts.steps",
      },
      group(
        { title: "Step's words", description: "What this language says of one step." },
        {
          title: text({ title: "Title", description: "The step's name." }, { min: 5, max: 50 }),
          description: text(
            { title: "Description", description: "What happens in the step." },
            { min: 40, max: 260 },
          ),
        },
      ),
    ),
    work: section(
      { title: "Our work", description: "The section of the two areas and the dashboard demos." },
      { eyebrow: 20, title: 70, intro: 220 },
      {
        areas: keyed(
          {
            title: "Each area's words",
            description: "The words of each kind of development.",
            keyedBy: "facts.workAreas",
          },
          group(
            { title: "Area's words", description: "What this language says of one area." },
            {
              title: text({ title: "Title", description: "The area's name." }, { min: 5, max: 40 }),
              text: text(
                { title: "Text", description: "The sentence or two under the area's name." },
                { min: 40, max: 220 },
              ),
              points: list(
                { title: "Points", description: "The list under the area's text." },
                text({ title: "Point", description: "One short point." }, { min: 5, max: 60 }),
                { min: 3, max: 5 },
              ),
              linkLabel: label("Link's label", "The link to the area's service page."),
            },
          ),
        ),
        demosTitle: text(
          { title: "Demos heading", description: "The heading over the dashboard demos." },
          { min: 5, max: 50 },
        ),
        demos: keyed(
          {
            title: "Each demo's words",
            description: "The title and description of each dashboard demo.",
            keyedBy: "facts.workDemos",
          },
          group(
            { title: "Demo's words", description: "What this language says of one demo." },
            {
              title: text({ title: "Title", description: "The demo's name." }, { min: 5, max: 30 }),
              description: text(
                { title: "Description", description: "What the demo shows." },
                { min: 30, max: 150 },
              ),
              workPictureAlt: pictureAlt({
                title: "Screenshot description",
                description:
                  "Read by screen readers in place of the chosen screenshot: what the dashboard shows. Leave empty while no picture is chosen.",
                altOf: "workPicture",
                caption: "title",
              }),
            },
          ),
        ),
        exploreLabel: label("Explore button", "The button of each demo's card.", 20),
      },
    ),
    exploreDemoLabel: template(
      {
        title: "Explore button's name",
        description:
          "Read out for a demo's Explore button, with the demo's title; the demo opens in a new tab.",
        slots: ["title"],
      },
      { min: 10, max: 70 },
    ),
    servicesSection: group(
      { title: "Services", description: "The carousel of the four services." },
      {
        eyebrow: label("Eyebrow", "The small line over the section's heading.", 20),
        title: text(
          { title: "Heading", description: "The section's heading." },
          { min: 5, max: 60 },
        ),
        intro: template(
          {
            title: "Introduction",
            description:
              "The sentence under the heading; the website fills in how many services there are, in words, with a capital to open a sentence.",
            slots: ["serviceCount"],
          },
          { min: 20, max: 180 },
        ),
        carouselLabel: label("Carousel's name", "Read out for the carousel of services.", 20),
        allLabel: label("All services link", "The link to the Services page.", 40),
      },
    ),
    showcase: section(
      { title: "What we make", description: "The two moving rows of what the agency makes." },
      { eyebrow: 30, title: 90, intro: 150 },
      {
        rows: list(
          { title: "Rows", description: "The two rows that move across the section." },
          list(
            { title: "Row", description: "The things one row names." },
            text(
              { title: "Thing", description: "One thing the agency makes." },
              { min: 2, max: 40 },
            ),
            { min: 5, max: 12 },
          ),
          boundsOf("homeMarqueeRows"),
        ),
        playLabel: label("Play button", "Starts the rows moving."),
        pauseLabel: label("Pause button", "Stops the rows moving."),
      },
    ),
    testimonialsSection: section(
      { title: "Testimonials", description: "The carousel of the clients' words." },
      { eyebrow: 30, title: 50, intro: 90 },
      { carouselLabel: label("Carousel's name", "Read out for the carousel of testimonials.", 40) },
    ),
    clientLogoLabel: template(
      {
        title: "Client logo's name",
        description: "Read out for a client's monogram logo, with the company's name.",
        slots: ["company"],
      },
      { min: 5, max: 30 },
    ),
    testimonials: keyed(
      {
        title: "Each testimonial's words",
        description: "Who said it and what they said, for each client.",
        keyedBy: "facts.testimonials",
      },
      group(
        { title: "Testimonial", description: "One client's words." },
        {
          personName: text(
            { title: "Name", description: "Who said it, as this language writes the name." },
            { min: 3, max: 30 },
          ),
          personCompany: text(
            { title: "Company", description: "Their company, as this language writes it." },
            { min: 2, max: 30 },
          ),
          personTitle: text(
            { title: "Role", description: "Their role at the company." },
            { min: 2, max: 30 },
          ),
          monogram: text(
            {
              title: "Logo's monogram",
              description:
                "The letters drawn as the company's logo: in English its initials (EF); in Hindi the first akshara of its distinctive word, whole (फ़ै for उदाहरण फ़ैब्रिक्स), never two letters, which read as a word.",
            },
            { min: 1, max: 6 },
          ),
          logoPictureAlt: pictureAlt({
            title: "Logo picture description",
            description:
              "Read by screen readers in place of the chosen logo picture: the company's name and that it is its logo. Leave empty while no picture is chosen.",
            altOf: "logoPicture",
            caption: "personCompany",
          }),
          testimonialText: paragraph(
            { title: "Words", description: "What they said, quoted." },
            { min: 80, max: 330 },
          ),
        },
      ),
    ),
    faqSection: section(
      { title: "FAQ section", description: "The heading of the questions and answers." },
      { eyebrow: 20, title: 40, intro: 160 },
      {},
    ),
    faqs: keyed(
      {
        title: "Each question's words",
        description: "The question and its answer, for each question.",
        keyedBy: "facts.faqs",
      },
      group(
        { title: "Question and answer", description: "One question of the FAQ." },
        {
          question: text(
            { title: "Question", description: "Shown; opening it shows the answer." },
            { min: 10, max: 130 },
          ).regex(/\?$/, "a question ends with ?"),
          answer: list(
            { title: "Answer", description: "The answer's paragraphs." },
            template(
              {
                title: "Paragraph",
                description:
                  "One paragraph of the answer; the website can fill in the reply time, the office hours and the starting prices of a logo, a social media post, a website and an app.",
                slots: [],
                optionalSlots: [
                  "replyTime",
                  "officeHours",
                  "logoPrice",
                  "socialPostPrice",
                  "websitePrice",
                  "appPrice",
                ],
                multiline: true,
              },
              { min: 20, max: 490 },
            ),
            { min: 1, max: 3 },
          ),
        },
      ),
    ),
  },
).refine(
  (words) =>
    words.heroWords.every((word) =>
      words.hero.srSentence.toLowerCase().includes(word.toLowerCase()),
    ),
  {
    message: "name every typed word in the sentence for screen readers",
    path: ["hero", "srSentence"],
  },
);
export type HomeWords = z.infer<typeof homeWordsSchema>;

/** What the home page shows, in one language (./index.ts). */
