/**
 * /aboutUs: the studio's story, figures, mission, vision, values, team and programmes. The
 * figures and the facts the words quote come from the agency's facts (app/content/site), the
 * internship's programmes, the services, the home page's process steps and the policies'
 * renewal notice, each read through the join's `topics`.
 */
import { fill } from "~/base/template";
import { defineTopic, withWords } from "../engine/topic";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { type AboutContent, type AboutWords, aboutFactsSchema, aboutWordsSchema } from "./schema";

export const about = defineTopic({
  name: "about",
  title: "About page",
  description:
    "The studio's story, figures, mission, vision, values, team and programmes on the About us page.",
  factsSchema: aboutFactsSchema,
  wordsSchema: aboutWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  join: ({ facts, words, format, topics }): { about: AboutContent } => {
    const site = topics.site;
    const founded = {
      brandName: site.facts.brandName,
      foundedYear: site.facts.foundedYear,
      locality: site.words.locality,
    };
    const internProjects = topics.internship.words.internProjects;
    const person = (said: AboutWords["managingDirector"]) => ({
      ...said,
      bio: fill(said.bio, founded),
    });
    const { figures, ...page } = words;
    const renewalNotice = format.duration({
      days: topics.policies.facts.clientTerms.renewalNoticeDays,
    });
    return {
      about: {
        ...page,
        story: words.story.map((paragraph) => fill(paragraph, { ...founded, internProjects })),
        facts: [
          {
            value: String(site.facts.foundedYear),
            label: fill(figures.founded.label, founded),
          },
          {
            value: format.number(topics.services.facts.services.length),
            label: figures.services.label,
          },
          {
            value: format.number(topics.internship.facts.programmes.length),
            label: figures.programmes.label,
          },
          { value: format.number(topics.home.facts.steps.length), label: figures.steps.label },
        ],
        values: words.values.map((value) => ({
          title: value.title,
          text: fill(value.text, { renewalNotice }),
        })),
        managingDirector: person(words.managingDirector),
        seniorStaff: words.seniorStaff.map(person),
        programmes: withWords(facts.programmes, words.programmes).map((programme) => ({
          ...programme,
          text: fill(programme.text, { internProjects }),
        })),
        ctaPrimary: { ...words.ctaPrimary, href: facts.ctaPrimary.href },
        ctaSecondary: { ...words.ctaSecondary, href: facts.ctaSecondary.href },
        heroPicture: facts.heroPicture,
        directorPhoto: facts.directorPhoto,
      },
    };
  },
});
