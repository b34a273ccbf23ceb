/**
 * Schemas of the home page (docs/requirements.md, Home): the words of each language
 * (`homeWordsSchema`: app/content/home/en.ts and its Hindi twin) and what the page shows, the
 * words joined to the facts of ./facts.ts (`homeCopySchema`, built by ./index.ts).
 * app/content/home.test.ts parses both languages' copy with them and checks the counts.
 */
import { z } from "zod";
import { iconNames } from "~/base/icon-names";
import { byId, httpsUrl, internalPath, templateSchema } from "../schema";
import { faqTopics, processSteps, testimonialClients, workAreas, workDemos } from "./facts";

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const slug = z.string().regex(/^[a-z-]+$/);
/** A button's label. */
const label = text(3, 20);

export const sectionCopySchema = z.object({
  eyebrow: text(3, 40),
  title: text(5, 90),
  intro: text(20, 260).optional(),
});
export type SectionCopy = z.infer<typeof sectionCopySchema>;

/** The words the hero types in English, in order: upper case as the brief writes them. */
export const heroWordsSchema = z.array(z.string().regex(/^[A-Z][A-Z ]+[A-Z]$/)).min(1);

export const heroSchema = z.object({
  eyebrow: text(5, 70),
  /** Words before the typed word ("We build"). */
  lead: text(2, 30),
  /** The one sentence screen readers hear instead of the typing: names all six words. */
  srSentence: text(40, 200),
  buttons: z.object({ services: label, about: label, internship: label }),
  highlights: z.array(text(3, 40)).min(2).max(4),
});

export const aboutSchema = sectionCopySchema.omit({ intro: true }).extend({
  paragraphs: z.array(text(40, 400)).min(1).max(3),
  /** The four figures beside the text: the founding year, the services, the reply time, updates. */
  facts: z.array(z.object({ value: text(1, 20), label: text(3, 50) })).length(4),
  cta: z.object({ label, href: z.literal("/aboutUs") }),
});

export const blogSectionSchema = sectionCopySchema.extend({
  allLabel: text(3, 40),
  readLabel: text(3, 40),
});

/** The services section: its heading, the carousel's name and the link to /services. */
export const servicesSectionSchema = sectionCopySchema.extend({
  carouselLabel: text(3, 40),
  allLabel: text(3, 40),
});

export const showcaseSchema = sectionCopySchema.extend({
  rows: z.array(z.array(text(2, 30)).min(5)).length(2),
  playLabel: text(3, 30),
  pauseLabel: text(3, 30),
});

export const testimonialsSectionSchema = sectionCopySchema.extend({
  carouselLabel: text(3, 40),
});

const stepWords = z.object({ title: text(5, 40), description: text(40, 200) });
const areaWords = z.object({
  title: text(5, 40),
  text: text(40, 260),
  points: z.array(text(5, 60)).min(3).max(5),
  /** The link to the area's service page. */
  linkLabel: text(5, 40),
});
const demoWords = z.object({ title: text(5, 40), description: text(30, 180) });
const testimonialWords = z.object({
  /** Who said it, as the page's language writes the name. */
  personName: text(3, 60),
  personCompany: text(2, 60),
  personTitle: text(2, 60),
  testimonialText: text(80, 420),
});
/** FAQ item: a question and its answer as paragraphs (the original's rich text). */
const faqWords = z.object({
  question: text(10, 120).endsWith("?"),
  answer: z.array(text(20, 600)).min(1).max(3),
});

/**
 * The words of the home page in one language, each keyed by the fact it belongs to (./facts.ts).
 */
export const homeWordsSchema = z.object({
  /** The hero's typed words, in the required order. */
  heroWords: z.array(text(2, 30)).min(1),
  hero: heroSchema,
  about: aboutSchema,
  blogSection: blogSectionSchema,
  processSection: sectionCopySchema,
  /**
   * A process step's visible badge ("Step 01"), given the step's number written with two digits.
   */
  stepBadge: templateSchema("number"),
  /** What screen readers hear before a step's title ("Step 1: "). */
  stepPrefix: templateSchema("number"),
  steps: byId(
    processSteps.map((step) => step.id),
    stepWords,
  ),
  work: sectionCopySchema.extend({
    areas: byId(
      workAreas.map((area) => area.id),
      areaWords,
    ),
    demosTitle: text(5, 60),
    demos: byId(
      workDemos.map((demo) => demo.id),
      demoWords,
    ),
    exploreLabel: label,
  }),
  /** Accessible name of a dashboard demo's Explore button. */
  exploreDemoLabel: templateSchema("title"),
  servicesSection: servicesSectionSchema,
  showcase: showcaseSchema,
  testimonialsSection: testimonialsSectionSchema,
  /** Accessible name of a client's monogram logo. */
  clientLogoLabel: templateSchema("company"),
  testimonials: byId(
    testimonialClients.map((client) => client.id),
    testimonialWords,
  ),
  faqSection: sectionCopySchema,
  faqs: byId(faqTopics, faqWords),
});
export type HomeWords = z.infer<typeof homeWordsSchema>;

export const stepSchema = stepWords.extend({
  id: slug,
  /** Icon key of the registry (app/base/icon-names.ts). */
  icon: z.enum(iconNames),
  /** "Step 01", shown; "Step 1: ", read before the title. */
  badge: text(2, 20),
  srPrefix: text(2, 20),
});
export type Step = z.infer<typeof stepSchema>;

export const workAreaSchema = areaWords.omit({ linkLabel: true }).extend({
  id: slug,
  icon: z.enum(iconNames),
  link: z.object({ label: text(5, 40), href: internalPath }),
});
export type WorkArea = z.infer<typeof workAreaSchema>;

/** Work demo card (docs/requirements.md): an external demo opened in a new tab. */
export const workDemoSchema = demoWords.extend({
  id: slug,
  /** Which mock screenshot app/routes/home/dashboard-art.tsx shows (public/art/dashboard-*.svg). */
  workImg: z.enum(["admin", "user", "student"]),
  goToLink: httpsUrl,
  /** Accessible name of its Explore button. */
  ariaLabel: text(10, 120),
});
export type WorkDemo = z.infer<typeof workDemoSchema>;

/** Testimonial (home; docs/requirements.md). imgSrc names the client's monogram logo. */
export const testimonialSchema = testimonialWords.extend({
  id: slug,
  imgSrc: z.object({
    monogram: z.string().regex(/^[A-Z]{1,3}$/),
    tone: z.enum(["indigo", "orange", "violet", "emerald"]),
  }),
  /** Accessible name of the monogram logo. */
  logoLabel: text(3, 80),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const faqSchema = faqWords.extend({ id: slug });
export type Faq = z.infer<typeof faqSchema>;

/** What the home page shows, in one language: the words joined to the facts. */
export const homeCopySchema = homeWordsSchema
  .pick({
    heroWords: true,
    hero: true,
    about: true,
    blogSection: true,
    processSection: true,
    servicesSection: true,
    showcase: true,
    testimonialsSection: true,
    faqSection: true,
  })
  .extend({
    steps: z.array(stepSchema),
    work: homeWordsSchema.shape.work.extend({
      areas: z.array(workAreaSchema),
      demos: z.array(workDemoSchema),
    }),
    testimonials: z.array(testimonialSchema),
    faqs: z.array(faqSchema),
  });
export type HomeCopy = z.infer<typeof homeCopySchema>;
