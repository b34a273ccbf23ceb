import { formatters } from "~/base/format";
import type { OwnerQuestion, Placeholder } from "../schema";
import {
  applySteps,
  internshipWhyChoose,
  internTestimonials,
  programmes as programmeWords,
  scholarshipFacts,
} from "./en";
import { programmes, scholarship, scholarshipFigures } from "./facts";

const format = formatters.en;
const figures = scholarshipFigures(format);
const [fullProgramme, jsProgramme] = programmes;
const said = <T extends { id: string }>(list: readonly T[], id: string) =>
  list.find((item) => item.id === id);

/**
 * What /internship shows that the owner must replace or confirm, listed by
 * `npm run launch-check` (docs/decisions/0008): the invented interns of ./facts.ts, and what the
 * words (./en.ts and ./hi.ts) promise beyond the brief. Replace or confirm the item, then delete
 * its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/internship",
    what: `${formatters.en.countWordCapital(internTestimonials.length)} intern testimonials: invented people, programmes, years and words`,
    value: internTestimonials.map((t) => t.name).join(", "),
    replaceWith:
      "Real former interns' words, with their written permission (initials avatars need no photo)",
  },
  {
    page: "/internship",
    what: "How to Apply: after enrolling, you call or message each student to confirm the batch",
    value: applySteps[1]?.description ?? "",
    replaceWith: "Confirm it, or say what happens after someone enrols",
  },
  {
    page: "/internship",
    what: "How to Apply: the scholarship test is taken online, on aptitude and web basics",
    value: applySteps[3]?.description ?? "",
    replaceWith: "Confirm it, or say how and on what the test is taken",
  },
  {
    page: "/internship",
    what: "Interns build 'real projects' (the programmes, Why choose us, /aboutUs, the announcement)",
    value: [
      said(internshipWhyChoose, "real-projects")?.title,
      programmeWords[fullProgramme.id].summary,
    ].join(" / "),
    replaceWith:
      "Confirm interns work on real client projects, or write 'projects like the ones our team builds for clients'",
  },
];

/** Where the brief contradicts itself about the internship, and what the page says meanwhile. */
export const questions = (): OwnerQuestion[] => [
  {
    page: "/internship",
    question: `The brief asks a ${format.price(scholarship.testFee)} registration fee in the application steps and ${format.price(fullProgramme.registrationFee)} / ${format.price(jsProgramme.registrationFee)} on the programme cards. Is ${format.price(scholarship.testFee)} the fee of an optional scholarship test, paid besides the card's registration fee?`,
    meanwhile: [said(scholarshipFacts, "test-fee")?.text, applySteps[5]?.description].join(" "),
  },
  {
    page: "/internship",
    question: `The brief's section with ${figures.weeks}, ${figures.hoursPerWeek} hours a week, a ${figures.demo} demo and a ${figures.refund} refund names no programme. Do the demo and the refund apply to both paid programmes, is the refund of the programme fee only, and are ${figures.hoursPerWeek} hours a week right for all three?`,
    meanwhile: [
      said(scholarshipFacts, "duration")?.text,
      said(scholarshipFacts, "demo")?.text,
      said(scholarshipFacts, "refund")?.text,
      said(internshipWhyChoose, "flexible")?.text,
    ].join(" "),
  },
];
