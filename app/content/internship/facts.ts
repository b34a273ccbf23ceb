/**
 * The facts of /internship (also served at /paid-internship), the same in every language: the
 * programmes' durations, fees, projects, mock interviews and certificate, the scholarship test's
 * figures, and the invented interns of the testimonials (docs/requirements.md). The words around
 * them are in ./en.ts and ./hi.ts; ./index.ts joins the two. The policies quote these fees and
 * terms from here too. The topic's test holds these facts to their schema (./schema.ts).
 *
 * docs/requirements.md settles the fees: ₹499 is the non-refundable registration fee of the
 * optional scholarship test; each programme's own registration fee is the one on its card. Only
 * the three-month programme promises mock interviews and a certificate.
 */
import type { Formatter } from "~/base/format";

export const programmes = [
  {
    id: "website-development",
    duration: { months: 3 },
    registrationFee: 599,
    fee: 19999,
    frontendProjects: 10,
    backendProjects: 5,
    mockInterviews: 2,
    certificate: true,
    popular: true,
  },
  {
    id: "website-design-javascript",
    duration: { days: 45 },
    registrationFee: 249,
    fee: 3999,
    frontendProjects: 4,
    backendProjects: 0,
    mockInterviews: 0,
    certificate: false,
    popular: false,
  },
  {
    id: "website-design",
    duration: { days: 30 },
    registrationFee: 0,
    fee: 0,
    frontendProjects: 2,
    backendProjects: 0,
    mockInterviews: 0,
    certificate: false,
    popular: false,
  },
] as const;
export type ProgrammeId = (typeof programmes)[number]["id"];

export const scholarship = {
  durationWeeks: 12,
  hoursPerWeek: { min: 10, max: 15 },
  testFee: 499,
  testQuestions: 60,
  demoDays: 3,
  refundPercent: 90,
  refundWindowDays: 4,
} as const;

/** The scholarship's figures as one language writes them, for the sentences that quote them. */
export function scholarshipFigures(format: Formatter) {
  return {
    weeks: format.duration({ weeks: scholarship.durationWeeks }),
    hoursPerWeek: format.range(scholarship.hoursPerWeek),
    testFee: format.price(scholarship.testFee),
    demo: format.durationAdjective({ days: scholarship.demoDays }),
    refundWindow: format.duration({ days: scholarship.refundWindowDays }),
    refund: format.percent(scholarship.refundPercent),
  };
}

/** The seven How to Apply steps, in order, with the icon each draws; their words are in ./en.ts. */
export const applySteps = [
  { id: 1, icon: "list" },
  { id: 2, icon: "click" },
  { id: 3, icon: "ticket" },
  { id: 4, icon: "clipboard" },
  { id: 5, icon: "percent" },
  { id: 6, icon: "badge" },
  { id: 7, icon: "rocket" },
] as const;

/**
 * PLACEHOLDERS: invented interns, listed in ./launch-check.ts: the colour of each one's avatar,
 * the programme and the year. Their names (each language writes them in its own script, and the
 * avatar shows their initials) and what each one says are in ./en.ts and ./hi.ts.
 */
export const internTestimonials = [
  {
    id: 1,
    image: { hue: "indigo" },
    programme: "website-development",
    year: 2024,
  },
  {
    id: 2,
    image: { hue: "teal" },
    programme: "website-design-javascript",
    year: 2024,
  },
  {
    id: 3,
    image: { hue: "orange" },
    programme: "website-design",
    year: 2023,
  },
  {
    id: 4,
    image: { hue: "violet" },
    programme: "website-development",
    year: 2023,
  },
  {
    id: 5,
    image: { hue: "rose" },
    programme: "website-development",
    year: 2024,
  },
  {
    id: 6,
    image: { hue: "sky" },
    programme: "website-design-javascript",
    year: 2023,
  },
] as const;
