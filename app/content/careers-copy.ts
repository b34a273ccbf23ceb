/**
 * Joins the careers words of one language (en/careers.ts, hi/careers.ts) to the roles' facts
 * of ./careers.ts: what /career shows. Each role's least experience is written out here by that
 * language's formatter.
 */

import type { Formatter } from "~/base/format";
import { fill } from "~/base/template";
import { careerRoleFacts } from "./careers";
import type { CareersCopy, CareersWords } from "./careers.schema";
import { site } from "./site";

export function careersCopy(words: CareersWords, format: Formatter): CareersCopy {
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
