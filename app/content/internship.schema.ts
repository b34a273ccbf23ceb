/** Schemas of /internship (docs/requirements.md). */
import { z } from "zod";
import { reasonSchema } from "./app-services.schema";

const slug = z.string().regex(/^[a-z0-9-]+$/);
const rupees = z.number().int().min(0);

export const programmeSchema = z.object({
  id: slug,
  name: z.string().min(3).max(40),
  summary: z.string().min(30).max(180),
  /** As shown on the card, e.g. "3 months". */
  duration: z.string().min(3).max(20),
  /** ISO 8601 duration for the Course JSON-LD, e.g. "P3M". */
  durationIso: z.string().regex(/^P\d+[DWM]$/),
  /** Programme registration fee; 0 for the free programme. */
  registrationFee: rupees,
  /** Programme fee before any scholarship discount; 0 when free. */
  fee: rupees,
  frontendProjects: z.number().int().min(0),
  backendProjects: z.number().int().min(0),
  mockInterviews: z.number().int().min(0),
  certificate: z.boolean(),
  popular: z.boolean().default(false),
});
export type Programme = z.input<typeof programmeSchema>;

/** Testimonial (internship) as in docs/requirements.md: id, image, alt, title, pragraph. */
export const internTestimonialSchema = z.object({
  id: z.number().int().positive(),
  /** Drawn as an initials avatar: the initials and a colour. */
  image: z.object({
    initials: z.string().regex(/^[A-Z]{1,2}$/),
    hue: z.enum(["indigo", "violet", "teal", "orange", "rose", "sky"]),
  }),
  alt: z.string().min(10),
  /** The person's name (the required field name). */
  title: z.string().min(3).max(40),
  /** Programme and year, shown under the name. */
  role: z.string().min(5).max(60),
  /** The testimonial text (the required spelling of the field). */
  pragraph: z.string().min(60).max(320),
});
export type InternTestimonial = z.infer<typeof internTestimonialSchema>;

/** Apply step (docs/requirements.md): id, icon, title, description. */
export const applyStepSchema = z.object({
  id: z.number().int().positive(),
  icon: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(5).max(48),
  description: z.string().min(30).max(240),
});
export type ApplyStep = z.infer<typeof applyStepSchema>;

export const scholarshipSchema = z.object({
  durationWeeks: z.number().int().positive(),
  hoursPerWeek: z.string().min(3),
  testFee: rupees,
  testQuestions: z.number().int().positive(),
  demoDays: z.number().int().positive(),
  refundPercent: z.number().int().min(1).max(100),
  refundWindowDays: z.number().int().positive(),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;

export { reasonSchema };
