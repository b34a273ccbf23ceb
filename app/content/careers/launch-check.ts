import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What /career says beyond the brief, and where the brief contradicts itself
 * (docs/decisions/0008). `npm run launch-check` lists each until every field it names is
 * published with a new value, or an owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "careers.experience",
    page: "/career",
    kind: "placeholder",
    what: "The least experience each role asks for (the figures are made up: you gave none)",
    replaceWith: "Confirm each figure, or drop the figures from the eligibility sentence",
    fields: ["facts.roles.*.experience"],
  },
  {
    id: "careers.perks",
    page: "/career",
    kind: "placeholder",
    what: "Why people like working here: live client work, senior review, written scopes and realistic deadlines",
    replaceWith: "Confirm it is true of the studio, or change the list",
    fields: ["words.careersCopy.perksIntro", "words.careersCopy.perks"],
  },
  {
    id: "careers.role-count",
    page: "/career",
    kind: "question",
    what: "Your notes asked for ten role cards but named twelve roles. Keep all twelve, or which go?",
    replaceWith: "Confirm the roles as the page shows them, or name the roles to drop",
    fields: ["facts.roles"],
  },
  {
    id: "careers.tools",
    page: "/career",
    kind: "placeholder",
    what: "Tools you should know: the tools listed on each of the twelve role cards (made up: you named no tools)",
    replaceWith: "The tools the agency really uses in each role, or confirm these lists",
    fields: ["words.careerRoles.*.tools"],
  },
];
