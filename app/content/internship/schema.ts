/**
 * The rule of /internship's facts (./facts.json: the programmes, the scholarship test's figures,
 * the How to Apply steps' order and icons, the invented interns) and of its words (./en.json and
 * its Hindi twin), and what the page shows, the words joined to the facts (`InternshipCopy`,
 * built by ./index.ts). docs/requirements.md fixes the counts: three programmes, six
 * testimonials, seven How to Apply steps, five scholarship facts.
 */
import type { z } from "zod";
import type { Duration } from "~/base/format";
import { iconNames } from "~/base/icon-names";
import type { Template } from "~/base/template";
import type { PictureChoice } from "../engine/fields";
import {
  avatarLetters,
  choice,
  count,
  flag,
  group,
  itemId,
  keyed,
  list,
  paragraph,
  picture,
  pictureAlt,
  prefix,
  rupees,
  template,
  text,
} from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";

/** The three programmes; the words name the complete, the JavaScript and the free one by these. */
export const programmeIds = [
  "website-development",
  "website-design-javascript",
  "website-design",
] as const;
export type ProgrammeId = (typeof programmeIds)[number];

/** The seven How to Apply steps; each one's words quote its own figures. */
export const applyStepIds = [
  "choose-programme",
  "enrol",
  "register-for-test",
  "take-test",
  "get-discount",
  "pay-and-join",
  "start-learning",
] as const;

/** The five scholarship fact cards, in the order the page shows them. */
export const scholarshipFactIds = ["duration", "test-fee", "discount", "demo", "refund"] as const;

/** The six reasons of Why choose us, in the order the page shows them. */
export const whyChooseIds = [
  "real-projects",
  "mentors",
  "interviews",
  "certificate",
  "flexible",
  "fair-fees",
] as const;

export const internHues = ["indigo", "violet", "teal", "orange", "rose", "sky"] as const;

export const durationUnits = ["days", "weeks", "months", "years"] as const;

/** A length of time in one unit, as staff type it: 3 months, 6 weeks. */
export function durationField(meta: { title: string; description: string }) {
  return group(meta, {
    count: count(
      { title: "Number", description: "How many days, weeks, months or years." },
      { min: 1, max: 400 },
    ),
    unit: choice(durationUnits, {
      title: "Unit",
      description: "Days, weeks, months or years.",
    }),
  });
}
export type DurationFact = z.infer<ReturnType<typeof durationField>>;

/** A duration fact as the formatters take it: { count: 3, unit: "months" } → { months: 3 }. */
export function asDuration(length: DurationFact): Duration {
  return { [length.unit]: length.count } as Duration;
}

const programmeFacts = group(
  {
    title: "Programme",
    description:
      "One programme card of the Internship page, and what search engines read about it.",
  },
  {
    id: choice(programmeIds, {
      title: "Programme",
      description:
        "Which of the three programmes this is; the page's sentences name the complete, the JavaScript and the free one.",
    }),
    duration: durationField({
      title: "Duration",
      description: "The programme's length, on its card and in the sentences that quote it.",
    }),
    registrationFee: rupees(
      {
        title: "Registration fee, in rupees",
        description: "Shown on the card and quoted by How to Apply; 0 shows the word for none.",
      },
      { free: true },
    ),
    fee: rupees(
      {
        title: "Programme fee, in rupees",
        description:
          "Before any scholarship discount; shown on the card and to search engines; 0 shows the word for free.",
      },
      { free: true },
    ),
    frontendProjects: count(
      { title: "Frontend projects", description: "How many, on the card (at least one)." },
      { min: 1, max: 50 },
    ),
    backendProjects: count(
      {
        title: "Backend projects",
        description: "How many, on the card; 0 shows the feature struck through.",
      },
      { min: 0, max: 50 },
    ),
    mockInterviews: count(
      {
        title: "Mock interviews",
        description: "How many, on the card; 0 shows the feature struck through.",
      },
      { min: 0, max: 20 },
    ),
    certificate: flag({
      title: "Certificate of completion",
      description:
        "Whether the card (and what search engines read) promises a certificate; the agency promises one only with the complete programme.",
    }),
    popular: flag({
      title: "Highlighted",
      description: "Marks the card with the Most complete badge.",
    }),
  },
);

const stepFacts = group(
  { title: "Step", description: "One How to Apply step: which one, and its icon." },
  {
    id: choice(applyStepIds, {
      title: "Step",
      description: "Which step this is; its words are the step's of the same name.",
    }),
    icon: choice(iconNames, {
      title: "Icon",
      description: "The icon drawn beside the step.",
    }),
  },
);

const internFacts = group(
  {
    title: "Intern",
    description: "An intern of the testimonials: the avatar's colour, the programme and the year.",
  },
  {
    id: itemId,
    image: group(
      { title: "Avatar", description: "The initials avatar; its letters are in the words." },
      {
        hue: choice(internHues, {
          title: "Avatar colour",
          description: "The colour behind the intern's initials.",
        }),
      },
    ),
    photo: picture({
      title: "Photo",
      description:
        "The intern's photo from the media library (with their permission), shown in place of the initials; none keeps the initials.",
    }),
    programme: choice(programmeIds, {
      title: "Programme",
      description: "The programme they took, named under their name.",
    }),
    year: count(
      { title: "Year", description: "The year they took it, shown under their name." },
      { min: 2000, max: 2100 },
    ),
  },
);

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

/** The facts of /internship, the same in every language. */
export const internshipFactsSchema = group(
  {
    title: "Internship settings",
    description: "Fees, durations, counts and the scholarship test's terms of the Internship page.",
  },
  {
    programmes: list(
      {
        title: "Programmes",
        description: "The three programme cards, in the order the page shows them.",
      },
      programmeFacts,
      boundsOf("internshipProgrammes"),
    ).refine((items) => unique(items.map((item) => item.id)), {
      message: "each programme once",
      path: [],
    }),
    scholarship: group(
      {
        title: "Scholarship test and programme terms",
        description:
          "The figures of the fees section, How to Apply and the policies: weeks, hours, the test and the refund.",
      },
      {
        durationWeeks: count(
          {
            title: "Weeks of the complete programme",
            description: "The large figure of the first card in the fees section.",
          },
          { min: 1, max: 104 },
        ),
        hoursPerWeek: group(
          {
            title: "Hours a week",
            description: "The range of hours of classes and project work each week.",
          },
          {
            min: count(
              { title: "At least", description: "Fewest hours a week." },
              { min: 1, max: 60 },
            ),
            max: count(
              { title: "At most", description: "Most hours a week." },
              { min: 1, max: 60 },
            ),
          },
        ).refine((range) => range.min < range.max, {
          message: "the least hours must be below the most",
          path: ["max"],
        }),
        testFee: rupees({
          title: "Scholarship test fee, in rupees",
          description: "Non-refundable; quoted by the fee card, How to Apply and the policies.",
        }),
        testQuestions: count(
          {
            title: "Questions in the test",
            description: "Quoted by the discount card and step 4.",
          },
          { min: 1, max: 500 },
        ),
        demoDays: count(
          {
            title: "Demo period, in days",
            description: "How long every paid programme's demo lasts.",
          },
          { min: 1, max: 60 },
        ),
        refundPercent: count(
          {
            title: "Refund, in percent",
            description: "The share of the programme fee refunded within the refund window.",
          },
          { min: 1, max: 100 },
        ),
        refundWindowDays: count(
          {
            title: "Refund window, in days",
            description: "How many days after the start date a refund may be asked.",
          },
          { min: 1, max: 60 },
        ),
      },
    ),
    applySteps: list(
      {
        title: "How to Apply steps",
        description: "The seven steps, in the order the page numbers them, with their icons.",
      },
      stepFacts,
      boundsOf("internshipApplySteps"),
    ).refine((items) => unique(items.map((item) => item.id)), {
      message: "each step once",
      path: [],
    }),
    internTestimonials: list(
      {
        title: "Intern testimonials",
        description: "The six interns of the testimonials carousel, in its order.",
      },
      internFacts,
      boundsOf("internTestimonials"),
    ).refine((items) => unique(items.map((item) => item.id)), {
      message: "each intern once",
      path: [],
    }),
    pagePicture: picture({
      title: "Page picture",
      description:
        'The picture beside "Why choose us" (interns at work, a class, a certificate day) from the media library, shown in place of the drawing; none keeps the drawing.',
    }),
  },
);
export type InternshipFacts = z.infer<typeof internshipFactsSchema>;

// ---------------------------------------------------------------------------------------------
// The words

const label = (title: string, description: string, max: number) =>
  text({ title, description }, { min: 2, max });

/** What each slot of the fees section, Why choose us and How to Apply stands for. */
const slotMeanings = {
  fullProgramme: "the complete programme's name",
  freeProgramme: "the free programme's name",
  fullDuration: "the complete programme's length",
  fullRegistrationFee: "the complete programme's registration fee",
  jsRegistrationFee: "the JavaScript programme's registration fee",
  fullFee: "the complete programme's fee",
  jsFee: "the JavaScript programme's fee",
  frontendProjects: "the complete programme's number of frontend projects",
  backendProjects: "the complete programme's number of backend projects",
  mockInterviews: "the complete programme's number of mock interviews",
  programmeCount: "the number of programmes, in words",
  enrol: "the programme cards' Enroll Now button",
  weeks: "the complete programme's length in weeks",
  hoursPerWeek: "the range of hours a week",
  testFee: "the scholarship test fee",
  testQuestions: "the number of questions in the test",
  demo: "the demo period's length, as an adjective",
  refundWindow: "the days within which a refund may be asked",
  refund: "the share of the fee refunded",
  internProjects: "what interns build (the field Interns' projects)",
} as const;
type FigureSlot = keyof typeof slotMeanings;

/** A field's help followed by what the website fills in for the person (each slot's meaning). */
function explained(description: string, slots: readonly FigureSlot[]): string {
  if (slots.length === 0) return description;
  return `${description} Filled in for you: ${slots.map((slot) => slotMeanings[slot]).join("; ")}.`;
}

/** A sentence of the fees section, Why choose us or How to Apply, quoting `slots`. */
const figureSentence = <const Slot extends FigureSlot>(
  title: string,
  description: string,
  slots: readonly Slot[],
  length: { min: number; max: number },
) => template({ title, description: explained(description, slots), slots }, length);

/** A fact card's three lines, each filling its own slots. */
function factCard<
  const Value extends FigureSlot,
  const Label extends FigureSlot,
  const Text extends FigureSlot,
>(
  what: string,
  slots: { value: readonly Value[]; label: readonly Label[]; text: readonly Text[] },
  max: { value: number; label: number; text: number },
) {
  return group(
    {
      title: what,
      description: "A card of the fees section: a large figure, a label, a sentence.",
    },
    {
      value: figureSentence("Figure", "The card's large figure.", slots.value, {
        min: 2,
        max: max.value,
      }),
      label: figureSentence("Label", "The bold line under the figure.", slots.label, {
        min: 2,
        max: max.label,
      }),
      text: figureSentence("Sentence", "The sentence under the label.", slots.text, {
        min: 30,
        max: max.text,
      }),
    },
  );
}

const reason = <const Slot extends FigureSlot>(what: string, slots: readonly Slot[], max: number) =>
  group(
    { title: what, description: "A reason of Why choose us: a bold title and a sentence." },
    {
      title: label("Title", "The reason's bold title.", 48),
      text: figureSentence("Sentence", "The sentence under the title.", slots, { min: 30, max }),
    },
  );

const step = <const TitleSlot extends FigureSlot, const DescriptionSlot extends FigureSlot>(
  what: string,
  slots: { title: readonly TitleSlot[]; description: readonly DescriptionSlot[] },
) =>
  group(
    { title: what, description: "A How to Apply step: its title and what it says." },
    {
      title: figureSentence("Title", "The step's title.", slots.title, { min: 5, max: 48 }),
      description: figureSentence(
        "What it says",
        "The sentence under the title.",
        slots.description,
        {
          min: 30,
          max: 240,
        },
      ),
    },
  );

/** A feature counted on a programme card: "10 frontend projects", "1 frontend project". */
const counted = (what: string) => ({
  one: template(
    {
      title: `${what}: one`,
      description: "The card's line when the count is 1; the website fills in the number.",
      slots: ["count"],
    },
    { min: 3, max: 40 },
  ),
  other: template(
    {
      title: `${what}: several`,
      description: "The card's line for any other count; the website fills in the number.",
      slots: ["count"],
    },
    { min: 3, max: 40 },
  ),
});

export const internshipWordsSchema = group(
  {
    title: "Internship words",
    description: "Everything the Internship page says, in one language.",
  },
  {
    programmes: keyed(
      {
        title: "Programmes",
        description:
          "Each programme's name and summary, on its card and in what search engines read.",
        keyedBy: "facts.programmes",
      },
      group(
        { title: "Programme", description: "A programme's words." },
        {
          name: label(
            "Name",
            "The card's title; sentences, testimonials and the policies name it too.",
            40,
          ),
          summary: template(
            {
              title: "Summary",
              description:
                "The card's sentence under the name. The website can fill in what interns build (the field Interns' projects).",
              slots: [],
              optionalSlots: ["internProjects"],
              multiline: true,
            },
            { min: 30, max: 210 },
          ),
        },
      ),
    ),
    internProjects: text(
      {
        title: "Interns' projects",
        description:
          "What interns build, filled in wherever a page says it: the programme card, Why choose us, the page's description and introduction, the About us page and the announcement. If interns work on real client projects, say so here, and every page follows (at most 30 characters: the page's description quotes it).",
      },
      { min: 5, max: 30 },
    ),
    scholarshipFacts: group(
      {
        title: "Fees and scholarship test cards",
        description: "The five cards of the fees section, in this order.",
      },
      {
        duration: factCard(
          "Duration card",
          {
            value: ["weeks"],
            label: ["hoursPerWeek"],
            text: ["fullProgramme", "weeks", "fullDuration", "hoursPerWeek"],
          },
          { value: 20, label: 40, text: 200 },
        ),
        "test-fee": factCard(
          "Test fee card",
          {
            value: ["testFee"],
            label: [],
            text: ["testFee", "fullRegistrationFee", "jsRegistrationFee"],
          },
          { value: 20, label: 40, text: 290 },
        ),
        discount: factCard(
          "Discount card",
          { value: ["testQuestions"], label: [], text: ["testQuestions", "fullFee", "jsFee"] },
          { value: 40, label: 30, text: 240 },
        ),
        demo: factCard(
          "Demo card",
          { value: ["demo"], label: [], text: ["demo"] },
          { value: 30, label: 40, text: 200 },
        ),
        refund: factCard(
          "Refund card",
          { value: ["refund"], label: ["refundWindow"], text: ["refundWindow", "refund"] },
          { value: 30, label: 70, text: 270 },
        ),
      },
    ),
    internshipWhyChoose: group(
      {
        title: "Why choose us",
        description: "The six reasons, in this order.",
      },
      {
        "real-projects": reason("Projects", ["internProjects"], 230),
        mentors: reason(
          "Backend projects",
          ["fullProgramme", "backendProjects", "frontendProjects"],
          200,
        ),
        interviews: reason("Mock interviews", ["fullProgramme", "mockInterviews"], 200),
        certificate: reason("Certificate", ["fullProgramme"], 200),
        flexible: reason("Fits around college", ["hoursPerWeek"], 200),
        "fair-fees": reason("Fair fees", ["freeProgramme"], 200),
      },
    ),
    internTestimonials: keyed(
      {
        title: "Intern testimonials",
        description: "What each intern says, one for each intern shown.",
        keyedBy: "facts.internTestimonials",
      },
      group(
        { title: "Testimonial", description: "An intern's name and words." },
        {
          name: label("Name", "The intern's name in this language's script.", 40),
          initials: avatarLetters("the intern's"),
          photoAlt: pictureAlt({
            title: "Photo description",
            description:
              "Read by screen readers in place of the chosen photo: who it shows, and how. Leave empty while no photo is chosen.",
            altOf: "photo",
            caption: "name",
          }),
          text: template(
            {
              title: "What they say",
              description:
                "The quote. The website can fill in the length of the intern's programme.",
              slots: [],
              optionalSlots: ["duration"],
              multiline: true,
            },
            { min: 60, max: 320 },
          ),
        },
      ),
    ),
    testimonialAlt: template(
      {
        title: "Avatar description",
        description:
          "What screen readers say for an intern's avatar; the website fills in the intern's name.",
        slots: ["name"],
      },
      { min: 5, max: 60 },
    ),
    applySteps: group(
      {
        title: "How to Apply",
        description: "The words of each step, in the order the page shows them.",
      },
      {
        "choose-programme": step("Choose your programme", {
          title: [],
          description: ["programmeCount", "freeProgramme"],
        }),
        enrol: step("Click Enroll Now", { title: ["enrol"], description: [] }),
        "register-for-test": step("Register for the test", {
          title: [],
          description: ["testFee"],
        }),
        "take-test": step("Take the test", { title: ["testQuestions"], description: [] }),
        "get-discount": step("Get your discount", { title: [], description: [] }),
        "pay-and-join": step("Pay and join", {
          title: [],
          description: ["fullRegistrationFee", "jsRegistrationFee"],
        }),
        "start-learning": step("Start learning", {
          title: [],
          description: ["demo", "refundWindow", "refund"],
        }),
      },
    ),
    internshipPage: group(
      {
        title: "Page sections",
        description:
          "The section words of the Internship page, in page order (the heading and intro are the page list's).",
      },
      {
        heroEyebrow: label("Eyebrow", "The small word above the page's heading.", 20),
        heroActions: group(
          { title: "Hero buttons", description: "The buttons under the heading." },
          {
            programmes: label("Programmes button", "Scrolls to the programmes.", 30),
            apply: label("How to apply button", "Scrolls to How to Apply.", 30),
          },
        ),
        programmes: group(
          { title: "Programmes section", description: "Above the programme cards." },
          {
            eyebrow: label("Eyebrow", "The small word above the title.", 20),
            title: label("Title", "The section's title.", 40),
            intro: template(
              {
                title: "Introduction",
                description:
                  'Under the title; the website fills in the number of programmes in words, and the free and the complete programme\'s lengths as they describe a noun ("2-week", "six-month").',
                slots: ["programmeCount", "freeDuration", "fullDuration"],
              },
              { min: 30, max: 180 },
            ),
          },
        ),
        fees: group(
          {
            title: "Fees section",
            description: "Above the cards with the fees and the test's terms.",
          },
          {
            eyebrow: label("Eyebrow", "The small words above the title.", 40),
            title: label("Title", "The section's title.", 50),
            intro: paragraph(
              { title: "Introduction", description: "Under the title." },
              { min: 30, max: 210 },
            ),
          },
        ),
        whyChoose: group(
          { title: "Why choose us section", description: "Beside the illustration." },
          {
            artLabel: label(
              "Illustration description",
              "What screen readers say for the illustration.",
              130,
            ),
            pagePictureAlt: pictureAlt({
              title: "Page picture description",
              description:
                "Read by screen readers in place of the chosen page picture: who and what it shows. Leave empty while no picture is chosen.",
              altOf: "pagePicture",
              caption: "title",
            }),
            eyebrow: label("Eyebrow", "The small words above the title.", 30),
            title: label("Title", "The section's title.", 60),
          },
        ),
        testimonials: group(
          { title: "Testimonials section", description: "Above the carousel." },
          {
            eyebrow: label("Eyebrow", "The small words above the title.", 30),
            title: label("Title", "The section's title.", 40),
            intro: label("Introduction", "Under the title.", 70),
            label: label("Carousel name", "What screen readers call the carousel.", 30),
          },
        ),
        apply: group(
          { title: "How to Apply section", description: "Above the steps." },
          {
            eyebrow: label("Eyebrow", "The small words above the title.", 30),
            title: template(
              {
                title: "Title",
                description:
                  "The section's title; the website fills in the number of steps in words.",
                slots: ["stepCount"],
              },
              { min: 5, max: 60 },
            ),
          },
        ),
        contact: group(
          {
            title: "Closing band",
            description: "Questions before you enrol: the last band, with the Enroll Now button.",
          },
          {
            title: label("Title", "The band's title.", 40),
            intro: paragraph(
              { title: "Sentence", description: "Under the title, before the office hours." },
              { min: 20, max: 120 },
            ),
            hours: template(
              {
                title: "Office hours sentence",
                description: "After the sentence; the website fills in the agency's office hours.",
                slots: ["officeHours"],
              },
              { min: 13, max: 40 },
            ),
            call: prefix(
              {
                title: "Before the phone number",
                description: "Said to screen readers before the number; ends with a space.",
              },
              { min: 2, max: 20 },
            ),
            email: prefix(
              {
                title: "Before the email address",
                description: "Said to screen readers before the address; ends with a space.",
              },
              { min: 2, max: 20 },
            ),
          },
        ),
      },
    ),
    testimonialCarouselCopy: group(
      { title: "Carousel buttons", description: "The testimonial carousel's controls." },
      {
        previous: label("Previous", "The button that shows the previous testimonials.", 30),
        next: label("Next", "The button that shows the next testimonials.", 30),
        page: prefix(
          {
            title: "Before the page number",
            description: 'Said to screen readers before "2 / 3"; ends with a space.',
          },
          { min: 2, max: 20 },
        ),
      },
    ),
    programmeCardCopy: group(
      { title: "Programme cards", description: "The words around each card's figures." },
      {
        popular: label("Highlight badge", "On the highlighted card.", 20),
        duration: prefix(
          {
            title: "Before the duration",
            description: "Said to screen readers before the duration; ends with a space.",
          },
          { min: 2, max: 20 },
        ),
        fee: label("Programme fee label", "Beside the programme fee.", 30),
        free: label("Free", "Shown as the programme fee when it is 0.", 20),
        registrationFee: label("Registration fee label", "Beside the registration fee.", 30),
        none: label("None", "Shown as the registration fee when it is 0.", 20),
        frontendProjects: group(
          { title: "Frontend projects", description: "The card's line of frontend projects." },
          counted("Frontend projects"),
        ),
        backendProjects: group(
          { title: "Backend projects", description: "The card's line of backend projects." },
          {
            ...counted("Backend projects"),
            none: label("Backend projects: none", "Struck through when there are none.", 30),
          },
        ),
        mockInterviews: group(
          { title: "Mock interviews", description: "The card's line of mock interviews." },
          {
            ...counted("Mock interviews"),
            none: label("Mock interviews: none", "Struck through when there are none.", 30),
          },
        ),
        certificate: label(
          "Certificate",
          "The card's line for a programme with a certificate; also a reason's title.",
          50,
        ),
        enrol: label(
          "Enroll Now button",
          "Every Enroll Now button: the cards' and the closing band's; step 2 quotes it.",
          20,
        ),
        enrolLabel: template(
          {
            title: "Enroll Now, for screen readers",
            description:
              "The full name of a paid card's button; the website fills in the button's words and the programme.",
            slots: ["enrol", "programme"],
          },
          { min: 10, max: 80 },
        ),
        enrolLabelFree: template(
          {
            title: "Enroll Now, free, for screen readers",
            description:
              "The full name of the free card's button; the website fills in the button's words and the programme.",
            slots: ["enrol", "programme"],
          },
          { min: 10, max: 80 },
        ),
      },
    ),
    stepLabel: template(
      {
        title: "Step badge",
        description: "The badge on each How to Apply step; the website fills in its number.",
        slots: ["number"],
      },
      { min: 3, max: 20 },
    ),
  },
);
export type InternshipWords = z.infer<typeof internshipWordsSchema>;

// ---------------------------------------------------------------------------------------------
// What the page shows (the join's entry, the same as before the words became data)

/** A How to Apply step as the page shows it: its number, icon and words. */
export interface ApplyStep {
  id: number;
  icon: (typeof iconNames)[number];
  title: string;
  description: string;
}

/** A scholarship fact card: a figure, its label and a sentence. */
export interface ScholarshipFact {
  id: (typeof scholarshipFactIds)[number];
  value: string;
  label: string;
  text: string;
}

/** A reason of Why choose us. */
export interface Reason {
  id: string;
  title: string;
  text: string;
}

/** A programme as its card shows it, the figures written out in the page's language. */
export interface Programme {
  id: string;
  name: string;
  summary: string;
  /** e.g. "3 months". */
  duration: string;
  /** e.g. "₹12,345", or the word for free. */
  fee: string;
  /** e.g. "₹123", or the word for none. */
  registrationFee: string;
  /** Projects, mock interviews and (only where promised) the certificate. */
  features: { label: string; included: boolean }[];
  popular: boolean;
  /** The Enroll Now link's accessible name. */
  enrolLabel: string;
  /**
   * For the Course JSON-LD (app/lib/pages/structured-data/internship.server.ts), beside the
   * formatted figures: the fees in rupees (0 when none), the length in ISO 8601 ("P3M") and
   * whether a certificate is awarded.
   */
  feeAmount: number;
  registrationFeeAmount: number;
  isoDuration: string;
  certificate: boolean;
}

/** A testimonial as the carousel shows it (docs/requirements.md: id, image, alt, title, text). */
export interface InternTestimonial {
  id: number;
  /** The initials avatar: the letters the words give, on the intern's colour. */
  image: { initials: string; hue: (typeof internHues)[number] };
  alt: string;
  /** The intern's photo chosen from the media library; none shows the initials. */
  photo: PictureChoice;
  photoAlt: string;
  /** The person's name (the required field name). */
  title: string;
  /** Programme and year, shown under the name. */
  role: string;
  text: string;
}

type PageWords = InternshipWords["internshipPage"];

/** What /internship shows, in one language. */
export interface InternshipCopy {
  programmes: Programme[];
  scholarshipFacts: ScholarshipFact[];
  internshipWhyChoose: Reason[];
  internTestimonials: InternTestimonial[];
  applySteps: ApplyStep[];
  /** The picture beside "Why choose us" chosen from the media library; none shows the drawing. */
  pagePicture: PictureChoice;
  internshipPage: Omit<PageWords, "programmes" | "apply" | "contact"> & {
    programmes: Omit<PageWords["programmes"], "intro"> & { intro: string };
    apply: { eyebrow: string; title: string };
    contact: Omit<PageWords["contact"], "hours"> & { hours: string; enrol: string };
  };
  testimonialCarouselCopy: InternshipWords["testimonialCarouselCopy"];
  /** The words a card shows around its figures. */
  programmeCardCopy: Pick<
    InternshipWords["programmeCardCopy"],
    "popular" | "duration" | "fee" | "registrationFee" | "enrol"
  >;
  stepLabel: Template<"number">;
  /** Where every Enroll Now goes (the agency's facts, app/content/site). */
  enrolUrl: string;
}
