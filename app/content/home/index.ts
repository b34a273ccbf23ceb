/**
 * The home page (docs/requirements.md, Home): its facts (./facts.json: the process steps, the
 * work areas, the dashboard demos, the clients of the testimonials, the FAQ's questions) and
 * its words (./en.json, ./hi.json), joined here, on the server, into what the page shows: each
 * step's badge, each demo's address and button name, each client logo's name, and every figure
 * the words quote (the year, the place, the counts, the reply time, the hours, the prices).
 */
import { fill } from "~/base/template";
import { defineTopic, withWords, wordsOf } from "../engine/topic";
import { fromPriceAmounts } from "../pricing";
import { homeEditorSections } from "./editor-sections";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { homeFactsSchema, homeWordsSchema } from "./schema";

export const home = defineTopic({
  name: "home",
  title: "Home page",
  description:
    "Every section of the home page: hero, about, process, work, services, testimonials and FAQ.",
  factsSchema: homeFactsSchema,
  wordsSchema: homeWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  editorSections: homeEditorSections,
  // The Hindi glossary (docs/hindi-glossary.md) writes SEO in Latin letters, as Indian readers do.
  sameInBoth: ["SEO"],
  join: ({ facts, words, format, topics }) => {
    const site = topics.site;
    const { brandName, foundedYear } = site.facts;
    const { locality, region } = site.words;
    const serviceCount = topics.services.facts.services.length;
    const stepCount = facts.steps.length;
    const { about, work } = words;
    const fromPrices = fromPriceAmounts(topics.pricing.facts);
    const answerSlots = {
      replyTime: format.workingDays(site.facts.replyDays),
      officeHours: format.officeHours(site.facts.hours),
      logoPrice: format.price(fromPrices.logo),
      socialPostPrice: format.price(fromPrices.socialPost),
      websitePrice: format.price(fromPrices.website),
      appPrice: format.price(fromPrices.app),
    };
    return {
      home: {
        heroWords: words.heroWords,
        hero: { ...words.hero, eyebrow: fill(words.hero.eyebrow, { locality, foundedYear }) },
        about: {
          eyebrow: about.eyebrow,
          title: fill(about.title, { foundedYear }),
          paragraphs: about.paragraphs.map((text) =>
            fill(text, { brandName, foundedYear, locality }),
          ),
          /** The four figures beside the text, each from the facts it counts. */
          facts: [
            {
              value: String(foundedYear),
              label: fill(about.figures.founded.label, { locality, region }),
            },
            { value: format.number(serviceCount), label: about.figures.services.label },
            {
              value: format.number(topics.internship.facts.programmes.length),
              label: about.figures.programmes.label,
            },
            { value: format.number(stepCount), label: about.figures.steps.label },
          ],
          cta: { label: about.cta.label, href: facts.aboutHref },
        },
        blogSection: words.blogSection,
        processSection: {
          ...words.processSection,
          title: fill(words.processSection.title, {
            stepCount: format.countWordCapital(stepCount),
          }),
          intro: fill(words.processSection.intro, { stepCount: format.countWord(stepCount) }),
        },
        steps: withWords(facts.steps, words.steps).map((step, index) => ({
          ...step,
          badge: fill(words.stepBadge, { number: String(index + 1).padStart(2, "0") }),
          /** Read before the step's title, hence the space after it. */
          srPrefix: `${fill(words.stepPrefix, { number: index + 1 })} `,
        })),
        work: {
          ...work,
          areas: facts.workAreas.map((area) => {
            const { title, text, points, linkLabel } = wordsOf(work.areas, area.id);
            return {
              id: area.id,
              icon: area.icon,
              title,
              text,
              points,
              link: { label: linkLabel, href: area.href },
            };
          }),
          demos: withWords(facts.workDemos, work.demos).map((demo) => ({
            ...demo,
            goToLink: `${site.facts.demoUrl}/${demo.id}`,
            ariaLabel: fill(words.exploreDemoLabel, { title: demo.title }),
          })),
        },
        servicesSection: {
          ...words.servicesSection,
          intro: fill(words.servicesSection.intro, {
            serviceCount: format.countWordCapital(serviceCount),
          }),
        },
        showcase: words.showcase,
        testimonialsSection: words.testimonialsSection,
        testimonials: facts.testimonials.map((client) => {
          const { monogram, ...said } = wordsOf(words.testimonials, client.id);
          return {
            id: client.id,
            ...said,
            imgSrc: { monogram, tone: client.imgSrc.tone },
            logoPicture: client.logoPicture,
            logoLabel: fill(words.clientLogoLabel, { company: said.personCompany }),
          };
        }),
        faqSection: words.faqSection,
        faqs: withWords(facts.faqs, words.faqs).map((faq) => ({
          ...faq,
          answer: faq.answer.map((text) => fill(text, answerSlots)),
        })),
      },
    };
  },
});

/** What the home page shows, in one language. */
export type HomeCopy = ReturnType<typeof home.join>["home"];

/** A dashboard demo's card. */
export type WorkDemo = HomeCopy["work"]["demos"][number];
