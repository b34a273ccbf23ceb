/**
 * zod schemas of /career: the roles' facts (./facts.ts), the words of each language
 * (`careersWordsSchema`: app/content/careers/en.ts and its Hindi twin) and what the page shows,
 * the words joined to the facts (`CareersCopy`, built by ./index.ts).
 */
import { z } from "zod";
import { iconNames } from "~/base/icon-names";
import { byId, templateSchema } from "../schema";
import { careerRoleFacts } from "./facts";

/** A length of time in one unit (app/base/format.ts `Duration`). */
const durationSchema = z.union([
  z.object({ days: z.number().int().positive() }).strict(),
  z.object({ weeks: z.number().int().positive() }).strict(),
  z.object({ months: z.number().int().positive() }).strict(),
  z.object({ years: z.number().int().positive() }).strict(),
]);

const roleId = z.string().regex(/^[a-z0-9-]+$/);

/** A role, the same in every language: its id (also the `role` search param), icon, experience. */
export const careerRoleFactsSchema = z.object({
  id: roleId,
  icon: z.enum(iconNames),
  /** The least professional experience asked for (a relevant internship also qualifies). */
  experience: durationSchema,
});

/** A role card as the page shows it. */
export const careerRoleSchema = z.object({
  id: roleId,
  /** The role's name as the brief lists it (translated on /hi/career). */
  title: z.string().min(3).max(60),
  icon: z.enum(iconNames),
  description: z.string().min(60).max(260),
  /** Experience part of the eligibility: always names the internship route in. */
  experience: z.string().min(20),
  /** Tools the applicant should know. */
  tools: z.array(z.string().min(1)).min(2).max(8),
  /** Visually hidden after the Apply button's text, naming the role. */
  applySuffix: z.string().min(3),
});
export type CareerRole = z.infer<typeof careerRoleSchema>;

/** The page's words around the roles and the form. */
export const careersPageCopySchema = z.object({
  heroEyebrow: z.string(),
  heroPrimaryAction: z.string(),
  heroSecondaryAction: z.string(),
  perksTitle: z.string(),
  perksIntro: z.string(),
  perks: z
    .array(
      z.object({ icon: z.enum(iconNames), title: z.string().min(3), text: z.string().min(20) }),
    )
    .min(3)
    .max(4),
  rolesEyebrow: z.string(),
  rolesTitle: z.string(),
  rolesIntro: z.string(),
  eligibilityLabel: z.string(),
  toolsLabel: z.string(),
  applyLabel: z.string(),
  formEyebrow: z.string(),
  formTitle: z.string(),
  applyingFor: z.string().min(3),
  formIntro: z.string(),
  includeTitle: z.string(),
  include: z.array(z.string().min(5)).min(2).max(5),
  emailPrompt: z.string(),
  /** The notice above the form (the English one is the brief's, verbatim: careers.test.ts). */
  notice: z.string().min(60),
});
export type CareersPageCopy = z.infer<typeof careersPageCopySchema>;

const roleWords = z.object({
  title: z.string().min(3).max(60),
  description: z.string().min(60).max(260),
  tools: z.array(z.string().min(1)).min(2).max(8),
});

export const careersWordsSchema = z.object({
  /** Each role's words, by the id of ./facts.ts. */
  careerRoles: byId(
    careerRoleFacts.map((role) => role.id),
    roleWords,
  ),
  /** The eligibility sentence: the least experience ("1+ year"), or an internship. */
  experience: templateSchema("duration"),
  /** Visually hidden after a role's Apply button text: "Apply as Frontend Developer". */
  applyAsSuffix: templateSchema("role"),
  careersCopy: careersPageCopySchema,
});
export type CareersWords = z.infer<typeof careersWordsSchema>;

/** What /career shows, in one language. */
export interface CareersCopy {
  careerRoles: CareerRole[];
  careersCopy: CareersPageCopy;
  /** Where applications can be emailed (app/content/site/facts.ts). */
  careersEmail: string;
}
