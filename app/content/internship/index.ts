/**
 * /internship (also served at /paid-internship): the programmes, the scholarship test's terms, the
 * How to Apply steps and the interns' testimonials. The facts (./facts.json) are the same in every
 * language; the words (./en.json, ./hi.json) hold a named slot for every figure they quote, filled
 * here by the language's formatter, so the texts can never contradict the cards. The dictionary
 * holds it all as `internship`; each programme carries its fees in rupees beside the formatted
 * ones, for the Course JSON-LD (app/lib/pages/structured-data/internship.server.ts).
 */
import { type Duration, type Formatter, isoDuration } from "~/base/format";
import { fill, type Template } from "~/base/template";
import type { TopicViews } from "../engine/topic";
import { defineTopic, wordsOf } from "../engine/topic";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import {
  asDuration,
  type InternshipCopy,
  type InternshipFacts,
  type InternshipWords,
  internshipFactsSchema,
  internshipWordsSchema,
  type Programme,
  type ProgrammeId,
  scholarshipFactIds,
  whyChooseIds,
} from "./schema";

type ProgrammeFacts = InternshipFacts["programmes"][number];

/**
 * The programme of `id` (the schema keeps each of the three once): the complete, the JavaScript
 * and the free one, whatever the cards' order. The topics that quote a programme read it so.
 */
export function programmeOf(facts: InternshipFacts, id: ProgrammeId): ProgrammeFacts {
  const programme = facts.programmes.find((item) => item.id === id);
  if (!programme) throw new Error(`no programme ${id}`);
  return programme;
}

/** The length of the programme of `id`, as the formatters take it ({ months: 3 }). */
export function programmeLength(facts: InternshipFacts, id: ProgrammeId): Duration {
  return asDuration(programmeOf(facts, id).duration);
}

/** "10 frontend projects", "1 mock interview". */
function counted(forms: { one: Template<"count">; other: Template<"count"> }, n: number) {
  return fill(n === 1 ? forms.one : forms.other, { count: n });
}

function programmeCard(
  programme: ProgrammeFacts,
  words: InternshipWords,
  format: Formatter,
): Programme {
  const card = words.programmeCardCopy;
  const { name, summary: said } = wordsOf(words.programmes, programme.id);
  const summary = fill(said, { internProjects: words.internProjects });
  const free = programme.fee === 0 && programme.registrationFee === 0;
  const optional = (forms: InternshipWords["programmeCardCopy"]["backendProjects"], n: number) => ({
    label: n > 0 ? counted(forms, n) : forms.none,
    included: n > 0,
  });
  const duration = asDuration(programme.duration);
  return {
    id: programme.id,
    name,
    summary,
    duration: format.duration(duration),
    fee: programme.fee === 0 ? card.free : format.price(programme.fee),
    registrationFee:
      programme.registrationFee === 0 ? card.none : format.price(programme.registrationFee),
    features: [
      { label: counted(card.frontendProjects, programme.frontendProjects), included: true },
      optional(card.backendProjects, programme.backendProjects),
      optional(card.mockInterviews, programme.mockInterviews),
      // Only where the brief promises one; never a claim either way elsewhere.
      ...(programme.certificate ? [{ label: card.certificate, included: true }] : []),
    ],
    popular: programme.popular,
    enrolLabel: fill(free ? card.enrolLabelFree : card.enrolLabel, {
      enrol: card.enrol,
      programme: name,
    }),
    feeAmount: programme.fee,
    registrationFeeAmount: programme.registrationFee,
    isoDuration: isoDuration(duration),
    certificate: programme.certificate,
  };
}

/** Every figure the sentences quote, written by the language's formatter. */
function figuresOf(facts: InternshipFacts, words: InternshipWords, format: Formatter) {
  const full = programmeOf(facts, "website-development");
  const js = programmeOf(facts, "website-design-javascript");
  const free = programmeOf(facts, "website-design");
  const scholarship = facts.scholarship;
  return {
    fullProgramme: wordsOf(words.programmes, full.id).name,
    freeProgramme: wordsOf(words.programmes, free.id).name,
    fullDuration: format.duration(asDuration(full.duration)),
    fullRegistrationFee: format.price(full.registrationFee),
    jsRegistrationFee: format.price(js.registrationFee),
    fullFee: format.price(full.fee),
    jsFee: format.price(js.fee),
    frontendProjects: format.number(full.frontendProjects),
    backendProjects: format.number(full.backendProjects),
    mockInterviews: format.number(full.mockInterviews),
    programmeCount: format.countWord(facts.programmes.length),
    enrol: words.programmeCardCopy.enrol,
    weeks: format.duration({ weeks: scholarship.durationWeeks }),
    hoursPerWeek: format.range(scholarship.hoursPerWeek),
    testFee: format.price(scholarship.testFee),
    testQuestions: format.number(scholarship.testQuestions),
    demo: format.durationAdjective({ days: scholarship.demoDays }),
    refundWindow: format.duration({ days: scholarship.refundWindowDays }),
    refund: format.percent(scholarship.refundPercent),
    internProjects: words.internProjects,
  };
}

export function internshipCopy(
  facts: InternshipFacts,
  words: InternshipWords,
  format: Formatter,
  site: TopicViews["site"],
): InternshipCopy {
  const card = words.programmeCardCopy;
  const figures = figuresOf(facts, words, format);
  const page = words.internshipPage;
  const full = programmeOf(facts, "website-development");
  const free = programmeOf(facts, "website-design");
  return {
    programmes: facts.programmes.map((programme) => programmeCard(programme, words, format)),
    scholarshipFacts: scholarshipFactIds.map((id) => {
      const fact = words.scholarshipFacts[id];
      return {
        id,
        value: fill(fact.value, figures),
        label: fill(fact.label, figures),
        text: fill(fact.text, figures),
      };
    }),
    internshipWhyChoose: whyChooseIds.map((id) => {
      const reason = words.internshipWhyChoose[id];
      return {
        id,
        title: reason.title,
        text: fill(reason.text, figures),
      };
    }),
    internTestimonials: facts.internTestimonials.map((intern, i) => {
      const said = wordsOf(words.internTestimonials, intern.id);
      const programme = programmeOf(facts, intern.programme);
      return {
        id: i + 1,
        image: { initials: said.initials, hue: intern.image.hue },
        alt: fill(words.testimonialAlt, { name: said.name }),
        photo: intern.photo,
        photoAlt: said.photoAlt,
        title: said.name,
        role: `${wordsOf(words.programmes, programme.id).name}, ${intern.year}`,
        text: fill(said.text, { duration: format.duration(asDuration(programme.duration)) }),
      };
    }),
    applySteps: facts.applySteps.map((step, i) => {
      const said = words.applySteps[step.id];
      return {
        id: i + 1,
        icon: step.icon,
        title: fill(said.title, figures),
        description: fill(said.description, figures),
      };
    }),
    pagePicture: facts.pagePicture,
    internshipPage: {
      ...page,
      programmes: {
        ...page.programmes,
        intro: fill(page.programmes.intro, {
          programmeCount: format.countWordCapital(facts.programmes.length),
          freeDuration: format.durationAdjective(asDuration(free.duration)),
          fullDuration: format.durationAdjective(asDuration(full.duration), { inWords: true }),
        }),
      },
      apply: {
        ...page.apply,
        title: fill(page.apply.title, {
          stepCount: format.countWordCapital(facts.applySteps.length),
        }),
      },
      contact: {
        ...page.contact,
        hours: fill(page.contact.hours, { officeHours: format.officeHours(site.facts.hours) }),
        // The closing band's button is the cards' Enroll Now.
        enrol: card.enrol,
      },
    },
    testimonialCarouselCopy: words.testimonialCarouselCopy,
    programmeCardCopy: {
      popular: card.popular,
      duration: card.duration,
      fee: card.fee,
      registrationFee: card.registrationFee,
      enrol: card.enrol,
    },
    stepLabel: words.stepLabel,
    enrolUrl: site.facts.internshipEnrolUrl,
  };
}

export const internship = defineTopic({
  name: "internship",
  title: "Internship",
  description:
    "The programmes, fees, scholarship test, How to Apply steps and intern testimonials of the Internship page; the policies and other pages quote its fees and terms.",
  factsSchema: internshipFactsSchema,
  wordsSchema: internshipWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  join: ({ facts, words, format, topics }) => ({
    internship: internshipCopy(facts, words, format, topics.site),
  }),
});
