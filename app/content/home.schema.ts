/**
 * zod schemas of the home page's content (docs/requirements.md). app/content/home.ts
 * imports only the inferred types; app/content/home.test.ts parses it and checks the counts.
 */
import { z } from "zod";
import { httpsUrl, internalPath } from "./schema";

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const sectionCopySchema = z.object({
  eyebrow: text(3, 40),
  title: text(5, 90),
  intro: text(20, 260).optional(),
});
export type SectionCopy = z.infer<typeof sectionCopySchema>;

/** The words the hero types, in order; upper case as the brief writes them. */
export const heroWordsSchema = z.array(z.string().regex(/^[A-Z][A-Z ]+[A-Z]$/)).length(6);

export const heroSchema = z.object({
  eyebrow: text(5, 70),
  /** Words before the typed word ("We build"). */
  lead: text(2, 30),
  /** The one sentence screen readers hear instead of the typing: names all six words. */
  srSentence: text(40, 200),
  buttons: z.object({ services: text(3, 20), about: text(3, 20), internship: text(3, 20) }),
  highlights: z.array(text(3, 40)).min(2).max(4),
});

export const aboutSchema = sectionCopySchema.extend({
  paragraphs: z.array(text(40, 400)).min(1).max(3),
  facts: z.array(z.object({ value: text(1, 20), label: text(3, 50) })).length(4),
  cta: z.object({ label: z.literal("Know More"), href: z.literal("/aboutUs") }),
});

export const stepSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text(5, 40),
  description: text(40, 200),
  /** Icon drawn by components/home/process-steps.tsx. */
  icon: z.enum(["clipboard", "code", "puzzle", "shield", "rocket", "refresh"]),
});
export type Step = z.infer<typeof stepSchema>;

/** Work demo card (docs/requirements.md): an external demo opened in a new tab. */
export const workDemoSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text(5, 40),
  description: text(30, 180),
  /** Which mock screenshot components/art/home-dashboards.tsx shows (public/art/dashboard-*.svg). */
  workImg: z.enum(["admin", "user", "student"]),
  goToLink: httpsUrl,
});
export type WorkDemo = z.infer<typeof workDemoSchema>;

export const workAreaSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text(5, 40),
  text: text(40, 260),
  points: z.array(text(5, 60)).min(3).max(5),
  link: z.object({ label: text(5, 40), href: internalPath }),
});
export type WorkArea = z.infer<typeof workAreaSchema>;

export const workSchema = sectionCopySchema.extend({
  areas: z.array(workAreaSchema).length(2),
  demosTitle: text(5, 60),
  demos: z.array(workDemoSchema).length(3),
  exploreLabel: z.literal("Explore"),
});

export const showcaseSchema = sectionCopySchema.extend({
  rows: z.array(z.array(text(2, 30)).min(5)).length(2),
  playLabel: text(3, 30),
  pauseLabel: text(3, 30),
});

/** The services section: its heading, the carousel's name and the link to /services. */
export const servicesSectionSchema = sectionCopySchema.extend({
  carouselLabel: text(3, 40),
  allLabel: text(3, 40),
});

export const testimonialsSectionSchema = sectionCopySchema.extend({
  carouselLabel: text(3, 40),
});

/** Testimonial (home; docs/requirements.md). imgSrc names the client's monogram logo. */
export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  personName: text(3, 60),
  personCompany: text(2, 60),
  personTitle: text(2, 60),
  testimonialText: text(80, 420),
  imgSrc: z.object({
    monogram: z.string().regex(/^[A-Z]{1,3}$/),
    tone: z.enum(["indigo", "orange", "violet", "emerald"]),
  }),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** FAQ item: a question and its answer as paragraphs (the original's rich text). */
export const faqSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  question: text(10, 120).endsWith("?"),
  answer: z.array(text(20, 600)).min(1).max(3),
});
export type Faq = z.infer<typeof faqSchema>;
