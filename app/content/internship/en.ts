/**
 * The words of /internship (also served at /paid-internship). The figures they quote (fees,
 * durations, counts, the scholarship test's terms) are the facts of ./facts.ts, written out
 * by the English formatter, so the texts can never contradict the cards; ./index.ts
 * joins these words to the programme cards.
 */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { siteWordsEn as siteWords } from "../site/facts";
import { programmes as programmeFacts, scholarship, scholarshipFigures } from "./facts";
import type { InternshipWords } from "./schema";

const format = formatters.en;
const [fullFacts, jsFacts, freeFacts] = programmeFacts;

export const programmes: InternshipWords["programmes"] = {
  "website-development": {
    name: "Website Development",
    summary:
      "Our complete programme: frontend and backend development on real projects, with mock interviews to get you job-ready.",
  },
  "website-design-javascript": {
    name: "Website Design + JavaScript",
    summary:
      "HTML, CSS and JavaScript from the ground up, applied in four frontend projects you can show in your portfolio.",
  },
  "website-design": {
    name: "Website Design",
    summary:
      "A free introduction to designing and building web pages with HTML and CSS, with two guided projects.",
  },
};

const full = programmes[fullFacts.id];
const free = programmes[freeFacts.id];
const paidRegistration = `${format.price(fullFacts.registrationFee)} or ${format.price(jsFacts.registrationFee)}`;
const paidFees = `${format.price(fullFacts.fee)} or ${format.price(jsFacts.fee)}`;
const { weeks, hoursPerWeek, testFee, demo, refundWindow, refund } = scholarshipFigures(format);

/** The scholarship-test and programme facts, worded from the figures. */
export const scholarshipFacts: InternshipWords["scholarshipFacts"] = [
  {
    id: "duration",
    value: weeks,
    label: `${hoursPerWeek} hours a week`,
    text: `The ${full.name} programme runs for ${weeks} (${format.duration(fullFacts.duration)}). Plan for ${hoursPerWeek} hours of classes and project work each week.`,
  },
  {
    id: "test-fee",
    value: testFee,
    label: "Scholarship test registration",
    text: `Registering for the optional scholarship test costs ${testFee} and is non-refundable. It is separate from the programme registration fee on each card (${paidRegistration}).`,
  },
  {
    id: "discount",
    value: `${scholarship.testQuestions} questions`,
    label: "Score-based discount",
    text: `Your score in the ${scholarship.testQuestions}-question test sets the discount on the programme fee (${paidFees}). The higher the score, the bigger the discount.`,
  },
  {
    id: "demo",
    value: `${demo} demo`,
    label: "Try before you commit",
    text: `Every paid programme starts with a ${demo} demo period, so you see how classes, mentors and projects work before you continue.`,
  },
  {
    id: "refund",
    value: `${refund} refund`,
    label: `Within ${refundWindow} of the start date`,
    text: `Changed your mind? Ask within ${refundWindow} of your start date and we refund ${refund} of the programme fee you paid. The scholarship test fee is not refunded.`,
  },
];

export const internshipWhyChoose: InternshipWords["internshipWhyChoose"] = [
  {
    id: "real-projects",
    title: "Real projects, not just lessons",
    text: "You build the same kind of websites and dashboards our team ships to clients, and finish with a portfolio to show.",
  },
  {
    id: "mentors",
    title: "Backend projects too",
    text: `The ${full.name} programme adds ${format.number(fullFacts.backendProjects)} backend projects to its ${format.number(fullFacts.frontendProjects)} frontend ones.`,
  },
  {
    id: "interviews",
    title: "Mock interviews and feedback",
    text: `The ${full.name} programme includes ${fullFacts.mockInterviews} mock interviews with honest feedback, so the real ones feel familiar.`,
  },
  {
    id: "certificate",
    title: "Certificate of completion",
    text: `Complete the ${full.name} programme's projects and receive a certificate from the agency that you can add to your CV and LinkedIn.`,
  },
  {
    id: "flexible",
    title: "Fits around college",
    text: `About ${hoursPerWeek} hours a week, so you can learn alongside your studies or a job.`,
  },
  {
    id: "fair-fees",
    title: "Fair fees, with a scholarship",
    text: `Start free with ${free.name}, or take the scholarship test to lower the fee of a paid programme.`,
  },
];

/**
 * PLACEHOLDERS: the invented interns' words, listed with the interns in ./facts.ts's
 * `placeholders`.
 */
export const internTestimonials: InternshipWords["internTestimonials"] = [
  {
    id: 1,
    name: "Priya Sharma",
    text: "I had only done tutorials before. Here I built real frontend and backend projects, and the mock interviews showed me exactly what to work on.",
  },
  {
    id: 2,
    name: "Rahul Verma",
    text: `The mentors reviewed every line of my JavaScript and explained why, not just what. ${format.duration(jsFacts.duration)} felt short because I was enjoying it so much.`,
  },
  {
    id: 3,
    name: "Ananya Kapoor",
    text: "I started with the free course to see if web design was for me. Two projects later I was sure, and I moved on to the full programme.",
  },
  {
    id: 4,
    name: "Mohd Arif",
    text: "Taking the scholarship test was worth it. The backend projects with real databases taught me more than any course I had tried before.",
  },
  {
    id: 5,
    name: "Sneha Gupta",
    text: "Working on client-style projects taught me deadlines, Git and teamwork. My portfolio now has dashboards I am proud to show.",
  },
  {
    id: 6,
    name: "Vikas Singh",
    text: "Clear classes, quick doubt-solving on chat and honest feedback on my projects. I recommend it to every friend starting out in web development.",
  },
];

export const testimonialAlt: InternshipWords["testimonialAlt"] = template(
  "Initials avatar of {name}",
);

export const applySteps: InternshipWords["applySteps"] = [
  {
    title: "Choose your programme",
    description: `Compare the ${format.countWord(programmeFacts.length)} programmes above. ${free.name} is free; the other two have the registration fee and programme fee shown on their cards.`,
  },
  {
    title: "Click Enroll Now",
    description:
      "Fill in your details on our enrolment page. We call or message you to confirm your batch.",
  },
  {
    title: "Register for the scholarship test",
    description: `Optional, for the paid programmes: the test registration fee is ${testFee} and is non-refundable.`,
  },
  {
    title: `Take the ${scholarship.testQuestions}-question test`,
    description: "An online test of aptitude and web basics.",
  },
  {
    title: "Get your discount",
    description:
      "Your score sets the discount on the programme fee. We send you your score and your discounted fee.",
  },
  {
    title: "Pay and get your joining letter",
    description: `Pay the programme registration fee (${paidRegistration}) and the discounted programme fee, and receive your joining letter.`,
  },
  {
    title: "Start learning",
    description: `Begin with a ${demo} demo period. Ask within ${refundWindow} of your start date for a ${refund} refund of the programme fee.`,
  },
];

export const internshipPage: InternshipWords["internshipPage"] = {
  heroEyebrow: "Internship",
  heroActions: { programmes: "See programmes", apply: "How to apply" },
  programmes: {
    eyebrow: "Programmes",
    title: "Choose your programme",
    intro: `${format.countWordCapital(programmeFacts.length)} ways to learn with us, from a free ${format.durationAdjective(freeFacts.duration)} start to a complete ${format.durationAdjective(fullFacts.duration, { inWords: true })} programme.`,
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
    title: `${format.countWordCapital(applySteps.length)} steps to your first class`,
  },
  contact: {
    title: "Questions before you enrol?",
    intro: "Call, email or message us — we are happy to help you pick the right programme.",
    hours: `${siteWords.officeHours}.`,
    enrol: "Enroll Now",
    call: "Call ",
    email: "Email ",
  },
};

export const testimonialCarouselCopy: InternshipWords["testimonialCarouselCopy"] = {
  previous: "Previous testimonials",
  next: "Next testimonials",
  page: "Page ",
};

export const programmeCardCopy: InternshipWords["programmeCardCopy"] = {
  popular: "Most complete",
  duration: "Duration: ",
  fee: "Programme fee",
  free: "Free",
  registrationFee: "Registration fee",
  none: "None",
  frontendProjects: {
    one: template("{count} frontend project"),
    other: template("{count} frontend projects"),
  },
  backendProjects: {
    one: template("{count} backend project"),
    other: template("{count} backend projects"),
    none: "Backend projects",
  },
  mockInterviews: {
    one: template("{count} mock interview"),
    other: template("{count} mock interviews"),
    none: "Mock interviews",
  },
  certificate: "Certificate of completion",
  enrol: "Enroll Now",
  enrolLabel: template("Enroll Now: {programme} (opens in a new tab)"),
  enrolLabelFree: template("Enroll Now: {programme}, free (opens in a new tab)"),
};

export const stepLabel: InternshipWords["stepLabel"] = template("Step {number}");
