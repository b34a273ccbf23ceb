/**
 * The agency's work: the website demos and the notable apps, on /work and on the website and
 * app development pages, and the copy of /work.
 */
import { defineLegacyTopic, withWords } from "../topic";
import * as en from "./en";
import { notableAppFacts, websiteProjectFacts } from "./facts";
import * as hi from "./hi";
import { type AppsCopy, type ProjectsCopy, workWordsSchema } from "./schema";

export const work = defineLegacyTopic({
  schema: workWordsSchema,
  en,
  hi,
  join: (words): { projects: ProjectsCopy; apps: AppsCopy } => ({
    projects: {
      websiteProjects: withWords(websiteProjectFacts, words.projects),
      projectCardCopy: words.projectCardCopy,
      workPage: words.workPage,
    },
    apps: {
      notableApps: notableAppFacts.map((app) => ({
        ...app,
        ...words.apps[app.id],
        platforms: [...app.platforms],
      })),
      notableAppCopy: words.notableAppCopy,
    },
  }),
  // Platform names.
  sameInBoth: Object.values(en.notableAppCopy.platforms),
});
