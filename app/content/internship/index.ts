/**
 * Joins the internship words of one language (./en.ts, ./hi.ts) to the facts
 * of ./facts.ts: what /internship shows. The cards' figures are written out here, once, by
 * that language's formatter; the browser receives them as text.
 */

import type { Formatter } from "~/base/format";
import { initialsOf } from "~/base/initials";
import { fill, type Template } from "~/base/template";
import { site } from "../site/facts";
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import { applySteps, internTestimonials, programmes } from "./facts";
import * as hi from "./hi";
import type { InternshipCopy, InternshipWords, Programme } from "./schema";
import { internshipWordsSchema } from "./schema";

/** "10 frontend projects", "1 mock interview". */
function counted(forms: { one: Template<"count">; other: Template<"count"> }, count: number) {
  return fill(count === 1 ? forms.one : forms.other, { count });
}

function programmeCard(
  programme: (typeof programmes)[number],
  words: InternshipWords,
  format: Formatter,
): Programme {
  const card = words.programmeCardCopy;
  const { name, summary } = words.programmes[programme.id];
  const free = programme.fee === 0 && programme.registrationFee === 0;
  const optional = (
    forms: InternshipWords["programmeCardCopy"]["backendProjects"],
    count: number,
  ) => ({ label: count > 0 ? counted(forms, count) : forms.none, included: count > 0 });
  return {
    id: programme.id,
    name,
    summary,
    duration: format.duration(programme.duration),
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
    enrolLabel: fill(free ? card.enrolLabelFree : card.enrolLabel, { programme: name }),
  };
}

function internshipCopy(words: InternshipWords, format: Formatter): InternshipCopy {
  const card = words.programmeCardCopy;
  return {
    programmes: programmes.map((programme) => programmeCard(programme, words, format)),
    scholarshipFacts: words.scholarshipFacts,
    internshipWhyChoose: words.internshipWhyChoose,
    internTestimonials: internTestimonials.map((intern) => {
      const said = words.internTestimonials.find((t) => t.id === intern.id);
      if (!said) throw new Error(`no words for intern testimonial ${intern.id}`);
      return {
        id: intern.id,
        image: { initials: initialsOf(said.name), hue: intern.image.hue },
        alt: fill(words.testimonialAlt, { name: said.name }),
        title: said.name,
        role: `${words.programmes[intern.programme].name}, ${intern.year}`,
        text: said.text,
      };
    }),
    applySteps: applySteps.map((step, i) => {
      const said = words.applySteps[i];
      if (!said) throw new Error(`no words for apply step ${step.id}`);
      return { ...step, ...said };
    }),
    internshipPage: words.internshipPage,
    testimonialCarouselCopy: words.testimonialCarouselCopy,
    programmeCardCopy: {
      popular: card.popular,
      duration: card.duration,
      fee: card.fee,
      registrationFee: card.registrationFee,
      enrol: card.enrol,
    },
    stepLabel: words.stepLabel,
    enrolUrl: site.internshipEnrolUrl,
  };
}

export const internship = defineLegacyTopic({
  schema: internshipWordsSchema,
  en,
  hi,
  join: (words, format) => ({ internship: internshipCopy(words, format) }),
});
