/**
 * Schemas of /internship (docs/requirements.md): the facts of ./facts.ts, the words of each
 * language (`internshipWordsSchema`: app/content/internship/en.ts and its Hindi twin) and what
 * the page shows, the words joined to the facts (`InternshipCopy`, built by ./index.ts).
 */
import { z } from "zod";
import { iconNames } from "~/base/icon-names";
import { reasonSchema } from "../app-services/schema";
import { byId, templateSchema } from "../schema";
import { applySteps, internTestimonials, type ProgrammeId, programmes } from "./facts";

const slug = z.string().regex(/^[a-z0-9-]+$/);
const rupees = z.number().int().min(0);
const count = z.number().int().min(0);
const text = z.string().min(2);

/** A length of time in one unit (app/base/format.ts `Duration`). */
export const durationSchema = z.union([
  z.object({ days: z.number().int().positive() }).strict(),
  z.object({ weeks: z.number().int().positive() }).strict(),
  z.object({ months: z.number().int().positive() }).strict(),
  z.object({ years: z.number().int().positive() }).strict(),
]);

export const programmeFactsSchema = z.object({
  id: slug,
  duration: durationSchema,
  /** Programme registration fee; 0 for the free programme. */
  registrationFee: rupees,
  /** Programme fee before any scholarship discount; 0 when free. */
  fee: rupees,
  frontendProjects: count,
  backendProjects: count,
  mockInterviews: count,
  certificate: z.boolean(),
  popular: z.boolean(),
});

export const scholarshipSchema = z.object({
  durationWeeks: z.number().int().positive(),
  hoursPerWeek: z
    .object({ min: z.number().int().positive(), max: z.number().int().positive() })
    .refine((range) => range.min < range.max, "min below max"),
  testFee: rupees,
  testQuestions: z.number().int().positive(),
  demoDays: z.number().int().positive(),
  refundPercent: z.number().int().min(1).max(100),
  refundWindowDays: z.number().int().positive(),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;

export const internHues = ["indigo", "violet", "teal", "orange", "rose", "sky"] as const;

/** An intern of the testimonials: who they are, drawn as an initials avatar. */
export const internTestimonialFactsSchema = z.object({
  id: z.number().int().positive(),
  /** The colour of the initials avatar (the initials come from the name, in the page's script). */
  image: z.object({ hue: z.enum(internHues) }),
  /** The programme they took and the year, shown under the name. */
  programme: slug,
  year: z.number().int().min(2000),
});
export type InternTestimonialFacts = z.infer<typeof internTestimonialFactsSchema>;

/** Apply step (docs/requirements.md): id, icon, title, description. */
export const applyStepSchema = z.object({
  id: z.number().int().positive(),
  /** Icon key of the registry (app/base/icon-names.ts). */
  icon: z.enum(iconNames),
  title: z.string().min(5).max(48),
  description: z.string().min(30).max(240),
});
export type ApplyStep = z.infer<typeof applyStepSchema>;

/** A scholarship fact card: a figure, its label and a sentence. */
export const scholarshipFactSchema = z.object({
  id: z.enum(["duration", "test-fee", "discount", "demo", "refund"]),
  value: text,
  label: text,
  text: z.string().min(30),
});
export type ScholarshipFact = z.infer<typeof scholarshipFactSchema>;

/** A feature counted on a programme card: "10 frontend projects", or its name when none. */
const countedFeature = z.object({
  one: templateSchema("count"),
  other: templateSchema("count"),
});

const programmeWords = z.object({
  name: z.string().min(3).max(40),
  summary: z.string().min(30).max(180),
});

export const internshipWordsSchema = z.object({
  /** Each programme's name and summary, by the id of ./facts.ts. */
  programmes: byId(
    programmes.map((programme): ProgrammeId => programme.id),
    programmeWords,
  ),
  scholarshipFacts: z.array(scholarshipFactSchema).length(5),
  internshipWhyChoose: z.array(reasonSchema).min(4),
  /** What each intern of ./facts.ts says, by id. */
  internTestimonials: z
    .array(
      z.object({
        id: z.number().int().positive(),
        /** Their name, as the page's language writes it. */
        name: z.string().min(3).max(40),
        text: z.string().min(60).max(320),
      }),
    )
    .length(internTestimonials.length),
  /** The avatar's accessible name. */
  testimonialAlt: templateSchema("name"),
  /** The words of each How to Apply step, in the order of ./facts.ts. */
  applySteps: z
    .array(applyStepSchema.pick({ title: true, description: true }))
    .length(applySteps.length),
  /** The section copy of /internship, in page order (the heading and intro are in pages.ts). */
  internshipPage: z.object({
    heroEyebrow: text,
    heroActions: z.object({ programmes: text, apply: text }),
    programmes: z.object({ eyebrow: text, title: text, intro: text }),
    fees: z.object({ eyebrow: text, title: text, intro: text }),
    whyChoose: z.object({ artLabel: text, eyebrow: text, title: text }),
    testimonials: z.object({ eyebrow: text, title: text, intro: text, label: text }),
    apply: z.object({ eyebrow: text, title: text }),
    contact: z.object({
      title: text,
      intro: text,
      /** The office hours as a sentence of their own. */
      hours: text,
      enrol: text,
      /** Visually hidden words before the phone number and the address. */
      call: text,
      email: text,
    }),
  }),
  /**
   * The testimonial carousel's controls (the carousel of app/components/sections/testimonials.tsx).
   */
  testimonialCarouselCopy: z.object({
    previous: text,
    next: text,
    /** Visually hidden before "2 / 3". */
    page: text,
  }),
  /**
   * The words of a programme card (the pricing-plans block,
   * app/components/sections/pricing-plans.tsx).
   */
  programmeCardCopy: z.object({
    popular: text,
    /** Visually hidden before the duration. */
    duration: text,
    fee: text,
    free: text,
    registrationFee: text,
    none: text,
    frontendProjects: countedFeature,
    /** Named without a count (and marked not included) where a programme has none. */
    backendProjects: countedFeature.extend({ none: text }),
    mockInterviews: countedFeature.extend({ none: text }),
    certificate: text,
    enrol: text,
    /** The Enroll Now link's accessible name, for a paid and for the free programme. */
    enrolLabel: templateSchema("programme"),
    enrolLabelFree: templateSchema("programme"),
  }),
  /** The badge on each How to Apply step. */
  stepLabel: templateSchema("number"),
});
export type InternshipWords = z.infer<typeof internshipWordsSchema>;

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
}

/** A testimonial as the carousel shows it (docs/requirements.md: id, image, alt, title, text). */
export interface InternTestimonial {
  id: number;
  /** The initials avatar: the name's initials, in the page's script, on the intern's colour. */
  image: { initials: string; hue: InternTestimonialFacts["image"]["hue"] };
  alt: string;
  /** The person's name (the required field name). */
  title: string;
  /** Programme and year, shown under the name. */
  role: string;
  text: string;
}

/** What /internship shows, in one language. */
export interface InternshipCopy {
  programmes: Programme[];
  scholarshipFacts: ScholarshipFact[];
  internshipWhyChoose: InternshipWords["internshipWhyChoose"];
  internTestimonials: InternTestimonial[];
  applySteps: ApplyStep[];
  internshipPage: InternshipWords["internshipPage"];
  testimonialCarouselCopy: InternshipWords["testimonialCarouselCopy"];
  /** The words a card shows around its figures. */
  programmeCardCopy: Pick<
    InternshipWords["programmeCardCopy"],
    "popular" | "duration" | "fee" | "registrationFee" | "enrol"
  >;
  stepLabel: InternshipWords["stepLabel"];
  /** Where every Enroll Now goes (app/content/site/facts.ts). */
  enrolUrl: string;
}
