/**
 * /internship (also served at /paid-internship): programmes, reasons, testimonials, the
 * application steps and the scholarship-test facts (docs/requirements.md).
 *
 * docs/requirements.md settles the fees: ₹499 is the non-refundable registration fee of the optional
 * scholarship test; each programme's own registration fee is the one on its card. The step and
 * fact texts below are built from the same numbers, so they can never contradict the cards.
 * Only the three-month programme promises mock interviews and a certificate (docs/requirements.md);
 * the policies quote these fees and terms from here too.
 */
import type { Reason } from "./app-services.schema";
import { formatInr } from "./format";
import type { ApplyStep, InternTestimonial, Programme, Scholarship } from "./internship.schema";
import type { Placeholder } from "./schema";

export const programmes = [
  {
    id: "website-development",
    name: "Website Development",
    summary:
      "Our complete programme: frontend and backend development on real projects, with mock interviews to get you job-ready.",
    duration: "3 months",
    durationIso: "P3M",
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
    name: "Website Design + JavaScript",
    summary:
      "HTML, CSS and JavaScript from the ground up, applied in four frontend projects you can show in your portfolio.",
    duration: "45 days",
    durationIso: "P45D",
    registrationFee: 249,
    fee: 3999,
    frontendProjects: 4,
    backendProjects: 0,
    mockInterviews: 0,
    certificate: false,
  },
  {
    id: "website-design",
    name: "Website Design",
    summary:
      "A free introduction to designing and building web pages with HTML and CSS, with two guided projects.",
    duration: "30 days",
    durationIso: "P30D",
    registrationFee: 0,
    fee: 0,
    frontendProjects: 2,
    backendProjects: 0,
    mockInterviews: 0,
    certificate: false,
  },
] as const satisfies readonly Programme[];

export const scholarship = {
  durationWeeks: 12,
  hoursPerWeek: "10–15",
  testFee: 499,
  testQuestions: 60,
  demoDays: 3,
  refundPercent: 90,
  refundWindowDays: 4,
} as const satisfies Scholarship;

const [fullProgramme, jsProgramme, freeProgramme] = programmes;
const paidRegistration = `${formatInr(fullProgramme.registrationFee)} or ${formatInr(jsProgramme.registrationFee)}`;
const paidFees = `${formatInr(fullProgramme.fee)} or ${formatInr(jsProgramme.fee)}`;

/** The scholarship-test and programme facts, worded from the numbers above. */
export const scholarshipFacts = [
  {
    id: "duration",
    value: `${scholarship.durationWeeks} weeks`,
    label: `${scholarship.hoursPerWeek} hours a week`,
    text: `The ${fullProgramme.name} programme runs for ${scholarship.durationWeeks} weeks (${fullProgramme.duration}). Plan for ${scholarship.hoursPerWeek} hours of classes and project work each week.`,
  },
  {
    id: "test-fee",
    value: formatInr(scholarship.testFee),
    label: "Scholarship test registration",
    text: `Registering for the optional scholarship test costs ${formatInr(scholarship.testFee)} and is non-refundable. It is separate from the programme registration fee on each card (${paidRegistration}).`,
  },
  {
    id: "discount",
    value: `${scholarship.testQuestions} questions`,
    label: "Score-based discount",
    text: `Your score in the ${scholarship.testQuestions}-question test sets the discount on the programme fee (${paidFees}). The higher the score, the bigger the discount.`,
  },
  {
    id: "demo",
    value: `${scholarship.demoDays}-day demo`,
    label: "Try before you commit",
    text: `Every paid programme starts with a ${scholarship.demoDays}-day demo period, so you see how classes, mentors and projects work before you continue.`,
  },
  {
    id: "refund",
    value: `${scholarship.refundPercent}% refund`,
    label: `Within ${scholarship.refundWindowDays} days of the start date`,
    text: `Changed your mind? Ask within ${scholarship.refundWindowDays} days of your start date and we refund ${scholarship.refundPercent}% of the programme fee you paid. The scholarship test fee is not refunded.`,
  },
] as const;

export const internshipWhyChoose = [
  {
    id: "real-projects",
    title: "Real projects, not just lessons",
    text: "You build the same kind of websites and dashboards our team ships to clients, and finish with a portfolio to show.",
  },
  {
    id: "mentors",
    title: "Mentors who work in the industry",
    text: "Our developers review your code, answer questions and show you how work is done in a real agency.",
  },
  {
    id: "interviews",
    title: "Mock interviews and feedback",
    text: `The ${fullProgramme.name} programme includes ${fullProgramme.mockInterviews} mock interviews with honest feedback, so the real ones feel familiar.`,
  },
  {
    id: "certificate",
    title: "Certificate of completion",
    text: `Complete the ${fullProgramme.name} programme's projects and receive a certificate from the agency that you can add to your CV and LinkedIn.`,
  },
  {
    id: "flexible",
    title: "Fits around college",
    text: `About ${scholarship.hoursPerWeek} hours a week, so you can learn alongside your studies or a job.`,
  },
  {
    id: "fair-fees",
    title: "Fair fees, with a scholarship",
    text: `Start free with ${freeProgramme.name}, or take the scholarship test to lower the fee of a paid programme.`,
  },
] as const satisfies readonly Reason[];

/** PLACEHOLDERS: invented people and words, listed in `placeholders` below. */
export const internTestimonials = [
  {
    id: 1,
    image: { initials: "PS", hue: "indigo" },
    alt: "Initials avatar of Priya Sharma",
    title: "Priya Sharma",
    role: "Website Development, 2024",
    pragraph:
      "I had only done tutorials before. Here I built real frontend and backend projects, and the mock interviews showed me exactly what to work on.",
  },
  {
    id: 2,
    image: { initials: "RV", hue: "teal" },
    alt: "Initials avatar of Rahul Verma",
    title: "Rahul Verma",
    role: "Website Design + JavaScript, 2024",
    pragraph:
      "The mentors reviewed every line of my JavaScript and explained why, not just what. Forty-five days felt short because I was enjoying it so much.",
  },
  {
    id: 3,
    image: { initials: "AK", hue: "orange" },
    alt: "Initials avatar of Ananya Kapoor",
    title: "Ananya Kapoor",
    role: "Website Design, 2023",
    pragraph:
      "I started with the free course to see if web design was for me. Two projects later I was sure, and I moved on to the full programme.",
  },
  {
    id: 4,
    image: { initials: "MA", hue: "violet" },
    alt: "Initials avatar of Mohd Arif",
    title: "Mohd Arif",
    role: "Website Development, 2023",
    pragraph:
      "Taking the scholarship test was worth it. The backend projects with real databases taught me more than any course I had tried before.",
  },
  {
    id: 5,
    image: { initials: "SG", hue: "rose" },
    alt: "Initials avatar of Sneha Gupta",
    title: "Sneha Gupta",
    role: "Website Development, 2024",
    pragraph:
      "Working on client-style projects taught me deadlines, Git and teamwork. My portfolio now has dashboards I am proud to show.",
  },
  {
    id: 6,
    image: { initials: "VS", hue: "sky" },
    alt: "Initials avatar of Vikas Singh",
    title: "Vikas Singh",
    role: "Website Design + JavaScript, 2023",
    pragraph:
      "Clear classes, quick doubt-solving on chat and honest feedback on my projects. I recommend it to every friend starting out in web development.",
  },
] as const satisfies readonly InternTestimonial[];

export const applySteps = [
  {
    id: 1,
    icon: "list",
    title: "Choose your programme",
    description: `Compare the three programmes above. ${freeProgramme.name} is free; the other two have the registration fee and programme fee shown on their cards.`,
  },
  {
    id: 2,
    icon: "pointer",
    title: "Click Enroll Now",
    description:
      "Fill in your details on our enrolment page. We call or message you within one working day to confirm your batch.",
  },
  {
    id: 3,
    icon: "ticket",
    title: "Register for the scholarship test",
    description: `Optional, for the paid programmes: the test registration fee is ${formatInr(scholarship.testFee)} and is non-refundable.`,
  },
  {
    id: 4,
    icon: "clipboard",
    title: `Take the ${scholarship.testQuestions}-question test`,
    description:
      "An online test of aptitude and web basics. No prior coding experience is needed to attempt it.",
  },
  {
    id: 5,
    icon: "percent",
    title: "Get your discount",
    description:
      "Your score sets the discount on the programme fee. We send you your score and your discounted fee.",
  },
  {
    id: 6,
    icon: "badge",
    title: "Pay and get your joining letter",
    description: `Pay the programme registration fee (${paidRegistration}) and the discounted programme fee, and receive your joining letter.`,
  },
  {
    id: 7,
    icon: "rocket",
    title: "Start learning",
    description: `Begin with a ${scholarship.demoDays}-day demo period. Ask within ${scholarship.refundWindowDays} days of your start date for a ${scholarship.refundPercent}% refund of the programme fee.`,
  },
] as const satisfies readonly ApplyStep[];

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Six intern testimonials: invented people, programmes, years and words",
    value: internTestimonials.map((t) => t.title).join(", "),
    replaceWith:
      "Real former interns' words, with their written permission (initials avatars need no photo)",
  },
];

const countWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
/** "Seven" for 7: counts in headings are derived from the lists they count. */
const countWord = (n: number) => countWords[n] ?? String(n);
const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The section copy of /internship, in page order (the heading and intro live in pages.ts). */
export const internshipPage = {
  heroEyebrow: "Internship",
  heroActions: { programmes: "See programmes", apply: "How to apply" },
  programmes: {
    eyebrow: "Programmes",
    title: "Choose your programme",
    intro: `${capitalised(countWord(programmes.length))} ways to learn with us, from a free ${Number.parseInt(freeProgramme.duration, 10)}-day start to a complete ${countWord(Number.parseInt(fullProgramme.duration, 10))}-month programme.`,
  },
  fees: {
    eyebrow: "Fees and scholarship test",
    title: "Know exactly what you pay",
    intro:
      "The registration and programme fees are the ones on each card. The scholarship test is optional and can lower your programme fee.",
  },
  whyChoose: {
    artLabel:
      "Illustration of a laptop showing code, a certificate with a ribbon and a graduation cap",
    eyebrow: "Why choose us",
    title: "Learn the way real teams work",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What our interns say",
    intro: "Students and graduates who learned with us.",
    label: "Intern testimonials",
  },
  apply: {
    eyebrow: "How to apply",
    title: `${capitalised(countWord(applySteps.length))} steps to your first class`,
  },
  contact: {
    title: "Questions before you enrol?",
    intro: "Call, email or message us — we are happy to help you pick the right programme.",
    /** The office hours as a sentence of their own. */
    hours: (officeHours: string) => `${officeHours}.`,
    enrol: "Enroll Now",
    /** Visually hidden words before the phone number and the address. */
    call: "Call ",
    email: "Email ",
  },
} as const;

/** The internship testimonial carousel's controls (app/components/internship/testimonial-carousel.tsx). */
export const testimonialCarouselCopy = {
  previous: "Previous testimonials",
  next: "Next testimonials",
  /** Visually hidden before "2 / 3". */
  page: "Page ",
} as const;

/** The words of a programme card (app/components/internship/programme-card.tsx). */
export const programmeCardCopy = {
  popular: "Most complete",
  duration: "Duration: ",
  fee: "Programme fee",
  free: "Free",
  registrationFee: "Registration fee",
  none: "None",
  frontendProjects: (n: number) => plural(n, "frontend project"),
  backendProjects: (n: number) => (n > 0 ? plural(n, "backend project") : "Backend projects"),
  mockInterviews: (n: number) => (n > 0 ? plural(n, "mock interview") : "Mock interviews"),
  certificate: "Certificate of completion",
  enrol: "Enroll Now",
  enrolLabel: (name: string, free: boolean) =>
    `Enroll Now: ${name}${free ? ", free" : ""} (opens in a new tab)`,
} as const;

/** The badge on each How to Apply step. */
export const stepLabel = (id: number) => `Step ${id}`;
