import { fill } from "~/base/template";
import { site } from "../site/facts";
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import { faqTopics, processSteps, testimonialClients, workAreas, workDemos } from "./facts";
import * as hi from "./hi";
import type { HomeCopy, HomeWords } from "./schema";
import { homeWordsSchema } from "./schema";

/**
 * What the home page shows in one language: the words joined to the facts above, with each
 * step's badge, each demo's and each client logo's accessible name filled in here, on the server.
 */
function homeCopy(words: HomeWords): HomeCopy {
  return {
    heroWords: words.heroWords,
    hero: words.hero,
    about: words.about,
    blogSection: words.blogSection,
    processSection: words.processSection,
    steps: processSteps.map((step, index) => ({
      ...step,
      ...words.steps[step.id],
      badge: fill(words.stepBadge, { number: String(index + 1).padStart(2, "0") }),
      srPrefix: fill(words.stepPrefix, { number: index + 1 }),
    })),
    work: {
      ...words.work,
      areas: workAreas.map((area) => {
        const { title, text, points, linkLabel } = words.work.areas[area.id];
        return {
          id: area.id,
          icon: area.icon,
          title,
          text,
          points,
          link: { label: linkLabel, href: area.href },
        };
      }),
      demos: workDemos.map((demo) => {
        const { title, description } = words.work.demos[demo.id];
        return {
          ...demo,
          title,
          description,
          goToLink: `${site.demoUrl}/${demo.id}`,
          ariaLabel: fill(words.exploreDemoLabel, { title }),
        };
      }),
    },
    servicesSection: words.servicesSection,
    showcase: words.showcase,
    testimonialsSection: words.testimonialsSection,
    testimonials: testimonialClients.map((client) => {
      const said = words.testimonials[client.id];
      return {
        id: client.id,
        ...said,
        imgSrc: client.imgSrc,
        logoLabel: fill(words.clientLogoLabel, { company: said.personCompany }),
      };
    }),
    faqSection: words.faqSection,
    faqs: faqTopics.map((id) => ({ id, ...words.faqs[id] })),
  };
}

export const home = defineLegacyTopic({
  schema: homeWordsSchema,
  en,
  hi,
  join: (words) => ({ home: homeCopy(words) }),
  // The Hindi glossary (docs/hindi-glossary.md) writes SEO in Latin letters, as Indian readers do.
  sameInBoth: ["SEO"],
});
