/** Schemas of /aboutUs: its words (./en.ts and its Hindi twin) and what the page shows. */
import { z } from "zod";
import { iconNames } from "~/base/icon-names";
import { byId } from "../schema";
import { site } from "../site/facts";
import { aboutProgrammes } from "./facts";

const programmeWordsSchema = z.object({ title: z.string().min(5), text: z.string().min(40) });

const personSchema = z.object({
  name: z.string().min(3),
  role: z.string().min(3),
  bio: z.string().min(30).max(240),
});

export const aboutContentSchema = z.object({
  heroEyebrow: z.string(),
  storyEyebrow: z.string(),
  storyTitle: z.string(),
  /** Company description: must say when the company was established. */
  story: z
    .array(z.string().min(40))
    .min(2)
    .max(4)
    .refine(
      (paras) => paras.some((p) => p.includes(String(site.foundedYear))),
      "say when it was established (site.foundedYear)",
    ),
  facts: z.array(z.object({ value: z.string().min(1), label: z.string().min(3) })).length(4),
  purposeTitle: z.string(),
  mission: z.object({ title: z.string(), text: z.string().min(40) }),
  vision: z.object({ title: z.string(), text: z.string().min(40) }),
  valuesTitle: z.string(),
  values: z
    .array(z.object({ title: z.string().min(3), text: z.string().min(20) }))
    .min(3)
    .max(4),
  teamEyebrow: z.string(),
  teamTitle: z.string(),
  teamIntro: z.string(),
  managingDirector: personSchema,
  seniorStaffTitle: z.string(),
  seniorStaff: z.array(personSchema).min(3).max(6),
  programmesTitle: z.string(),
  programmesIntro: z.string(),
  programmes: z.array(
    programmeWordsSchema.extend({
      id: z.string().regex(/^[a-z-]+$/),
      icon: z.enum(iconNames),
    }),
  ),
  ctaTitle: z.string(),
  ctaText: z.string(),
  ctaPrimary: z.object({ label: z.string(), href: z.string().startsWith("/") }),
  ctaSecondary: z.object({ label: z.string(), href: z.string().startsWith("/") }),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

/** The words of ./en.ts and its Hindi twin: the teams' and programmes' by the ids of ./facts.ts. */
export const aboutWordsSchema = aboutContentSchema.extend({
  programmes: byId(
    aboutProgrammes.map((programme) => programme.id),
    programmeWordsSchema,
  ),
});
export type AboutWords = z.infer<typeof aboutWordsSchema>;
