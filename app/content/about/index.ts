/** /aboutUs: the studio's story, mission, vision, team and programmes. */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { aboutContentSchema } from "./schema";

export const about = defineTopic({
  schema: aboutContentSchema,
  en: en.about,
  hi: hi.about,
  join: (words) => ({ about: words }),
  // People's names.
  sameInBoth: [en.about.managingDirector, ...en.about.seniorStaff].map((person) => person.name),
});
