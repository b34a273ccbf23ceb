import { formatters } from "~/base/format";
import type { OwnerQuestion, Placeholder } from "../schema";
import { careerRoles, careersCopy } from "./en";
import { careerRoleFacts } from "./facts";

/**
 * What /career says beyond the brief, listed by `npm run launch-check` until the owner confirms
 * it (docs/decisions/0008). Confirm or change the item (./facts.ts, ./en.ts and ./hi.ts), then
 * delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/career",
    what: "The least experience each role asks for (the brief says 'experience or relevant internships', no figures)",
    value: careerRoleFacts
      .map(
        (role) =>
          `${careerRoles[role.id].title}: ${formatters.en.durationAtLeast(role.experience)}`,
      )
      .join(", "),
    replaceWith: "Confirm each figure, or drop the figures from the eligibility sentence",
  },
  {
    page: "/career",
    what: "Why people like working here: live client work, senior review, written scopes and realistic deadlines",
    value: [careersCopy.perksIntro, ...careersCopy.perks.map((perk) => perk.text)].join(" "),
    replaceWith: "Confirm it is true of the studio, or change the list",
  },
];

/** Where the brief contradicts itself about the careers page. */
export const questions = (): OwnerQuestion[] => [
  {
    page: "/career",
    question: `The brief says ten role cards but names ${careerRoleFacts.length} roles. Keep all ${careerRoleFacts.length}, or which go?`,
    meanwhile: `All ${careerRoleFacts.length} roles are shown: ${careerRoleFacts.map((role) => careerRoles[role.id].title).join(", ")}.`,
  },
];
