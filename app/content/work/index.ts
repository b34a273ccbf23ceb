/**
 * The agency's work: the website demos and the notable apps (./facts.json), their words and the
 * copy of /work (./en.json, ./hi.json). The dictionary holds them as `projects` (the demos, with
 * each demo's link below the demo site of the agency's facts, and /work's copy) and `apps`; /work,
 * /services/website-development and /services/app-development show them.
 */
import { fill } from "~/base/template";
import { defineTopic, wordsOf } from "../engine/topic";
import { quoteActionsOf } from "../shell";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { type AppsCopy, type ProjectsCopy, workFactsSchema, workWordsSchema } from "./schema";

export const work = defineTopic({
  name: "work",
  title: "Our work",
  description:
    "The website demos and notable apps of the Our Work, Website development and App development pages, and the words of the Our Work page.",
  factsSchema: workFactsSchema,
  wordsSchema: workWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  // The platforms' names.
  sameInBoth: ["Android", "iOS"],
  join: ({ facts, words, format, topics }): { projects: ProjectsCopy; apps: AppsCopy } => {
    const { hero, sections, cta } = words.workPage;
    return {
      projects: {
        // Each demo is a path below the agency's demo site.
        websiteProjects: facts.projects.map(({ id, webImage, webPicture, demo }) => ({
          id,
          webImage,
          webPicture,
          webLink: `${topics.site.facts.demoUrl}/${demo}`,
          ...wordsOf(words.projects, id),
        })),
        projectCardCopy: words.projectCardCopy,
        workPage: {
          // The hero's buttons jump to the three sections and carry their eyebrows.
          hero: {
            ...hero,
            actions: {
              graphic: sections.graphic.eyebrow,
              websites: sections.websites.eyebrow,
              apps: sections.apps.eyebrow,
            },
          },
          sections: {
            ...sections,
            apps: {
              ...sections.apps,
              title: fill(sections.apps.title, {
                count: format.countWordCapital(facts.apps.length),
              }),
            },
          },
          cta: { ...cta, ...quoteActionsOf(topics.shell) },
        },
      },
      apps: {
        notableApps: facts.apps.map((app) => ({
          ...app,
          ...wordsOf(words.apps, app.id),
          platforms: [...app.platforms],
        })),
        notableAppCopy: words.notableAppCopy,
      },
    };
  },
});
