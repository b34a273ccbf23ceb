/**
 * Joins the careers words of one language (./en.ts, ./hi.ts) to the roles' facts
 * of ./facts.ts: what /career shows. Each role's least experience is written out here by that
 * language's formatter.
 */

import type { Formatter } from "~/base/format";
import { fill } from "~/base/template";
import { site } from "../site/facts";
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import { careerRoleFacts } from "./facts";
import * as hi from "./hi";
import type { CareersCopy, CareersWords } from "./schema";
import { careersWordsSchema } from "./schema";

function careersCopy(words: CareersWords, format: Formatter): CareersCopy {
  return {
    careerRoles: careerRoleFacts.map((role) => {
      const { title, description, tools } = words.careerRoles[role.id];
      return {
        id: role.id,
        title,
        icon: role.icon,
        description,
        experience: fill(words.experience, { duration: format.durationAtLeast(role.experience) }),
        tools: [...tools],
        applySuffix: fill(words.applyAsSuffix, { role: title }),
      };
    }),
    careersCopy: words.careersCopy,
    careersEmail: site.emails.careers,
  };
}

export const careers = defineLegacyTopic({
  schema: careersWordsSchema,
  en,
  hi,
  join: (words, format) => ({ careers: careersCopy(words, format) }),
  // The tools a role asks for are product names.
  sameInBoth: Object.values(en.careerRoles).flatMap((role) => role.tools),
});
