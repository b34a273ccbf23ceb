/** zod schemas of the careers page content (app/content/careers.ts). */
import { z } from "zod";

/** Icons a role card may show; resolved to lucide components in app/components/career. */
export const roleIconNames = [
  "layout",
  "server",
  "atom",
  "pen-tool",
  "palette",
  "smartphone",
  "code",
  "clipboard-list",
  "image",
  "messages",
  "trending-up",
  "target",
] as const;

export const careerRoleSchema = z.object({
  /** Slug, unique. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The role's name exactly as the brief lists it; also the `role` search param. */
  title: z.string().min(3).max(60),
  icon: z.enum(roleIconNames),
  description: z.string().min(60).max(260),
  /** Experience part of the eligibility: always names the internship route in. */
  experience: z
    .string()
    .min(20)
    .refine((text) => /internship/i.test(text), "mention relevant internships"),
  /** Tools the applicant should know. */
  tools: z.array(z.string().min(1)).min(2).max(8),
});
export type CareerRole = z.infer<typeof careerRoleSchema>;

export const careersCopySchema = z.object({
  heroEyebrow: z.string(),
  heroPrimaryAction: z.string(),
  heroSecondaryAction: z.string(),
  perksTitle: z.string(),
  perksIntro: z.string(),
  perks: z
    .array(z.object({ title: z.string().min(3), text: z.string().min(20) }))
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
  /** The required notice, verbatim. */
  notice: z.literal(
    "Currently, No Open Positions Available. Please fill out the form below with your details, and we'll reach out to you when a suitable opportunity arises.",
  ),
});
export type CareersCopy = z.infer<typeof careersCopySchema>;
