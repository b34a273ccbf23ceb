/**
 * The agency's work: the website demos and the notable apps, on /work and on the website and
 * app development pages, and the copy of /work.
 */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { workWordsSchema } from "./schema";

export const work = defineTopic({
  schema: workWordsSchema,
  en,
  hi,
  join: (words) => ({
    projects: {
      websiteProjects: words.websiteProjects,
      projectCardCopy: words.projectCardCopy,
      workPage: words.workPage,
    },
    apps: { notableApps: words.notableApps, notableAppCopy: words.notableAppCopy },
  }),
  // Platform names.
  sameInBoth: Object.values(en.notableAppCopy.platforms),
});
