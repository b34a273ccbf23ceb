/**
 * zod pieces the topics' schemas share: templates, links, the placeholder entry, and the copy the
 * generic section blocks take (app/components/sections: a section heading, a call to action with
 * its two links, the contact band, a page built from them). Content modules import only the
 * *types* inferred from schemas, so zod never reaches the browser; the content tests parse every
 * topic with its schema.
 */
import { z } from "zod";
import { type SitePath, sitePages } from "~/base/site-routes";
import type { Template } from "~/base/template";

export const httpsUrl = z.url({ protocol: /^https$/ });
export const internalPath = z
  .string()
  .regex(/^\/(?!\/)[A-Za-z0-9\-/#]*$/, "an internal path starting with /");

/** An object with one `item` per id of a facts list: the words each fact needs in a language. */
export const byId = <Id extends string, T extends z.ZodType>(ids: readonly Id[], item: T) =>
  z.object(Object.fromEntries(ids.map((id) => [id, item])) as Record<Id, T>);

/**
 * A sentence with named slots filled at render time (app/base/template.ts): a string that holds
 * each of `slots` as "{slot}".
 */
export function templateSchema<Slot extends string>(...slots: Slot[]) {
  return z.custom<Template<Slot>>(
    (value) => typeof value === "string" && slots.every((slot) => value.includes(`{${slot}}`)),
    { message: `a sentence with the slots ${slots.map((slot) => `{${slot}}`).join(", ")}` },
  );
}

/** The page where the owner finds an item: a path of the page table, or "*" for every page. */
const launchCheckPage = z.union([z.enum(sitePages.map((page) => page.path)), z.literal("*")]);
export type LaunchCheckPage = SitePath | "*";

/**
 * An item that must not go live unnoticed (docs/decisions/0008): something invented, or a
 * commitment the brief does not make. Each topic lists its own in its launch-check.ts;
 * `npm run launch-check` prints them under their page and fails while any remain, and the
 * production server logs how many remain.
 */
export const placeholderSchema = z.object({
  page: launchCheckPage,
  /** What the item is, as the owner would recognise it on the site. */
  what: z.string().min(10).max(160),
  /** What it says now, read from the data above it (never retyped). */
  value: z.string().min(1),
  /** What the agency should put in its place, or what it should confirm. */
  replaceWith: z.string().min(10).max(300),
});
export type Placeholder = z.infer<typeof placeholderSchema> & { page: LaunchCheckPage };

/**
 * Where the brief contradicts itself, or leaves open what the site had to decide: a question for
 * the owner, printed by `npm run launch-check` under its page until answered.
 */
export const ownerQuestionSchema = z.object({
  page: launchCheckPage,
  /** The question, as the owner should answer it. */
  question: z.string().min(20).max(400),
  /** What the site shows meanwhile, read from the data (never retyped). */
  meanwhile: z.string().min(10),
});
export type OwnerQuestion = z.infer<typeof ownerQuestionSchema> & { page: LaunchCheckPage };

const text = z.string().min(2);

/** Eyebrow, <h2> title and introduction of a page section. */
export const sectionCopySchema = z.object({
  eyebrow: text.optional(),
  title: text,
  intro: text.optional(),
});
export type SectionCopy = z.infer<typeof sectionCopySchema>;

export const linkCopySchema = z.object({ label: text, to: internalPath });
export type LinkCopy = z.infer<typeof linkCopySchema>;

/** Closing band of a page: heading, sentence and two links (a main and a quieter one). */
export const callToActionSchema = z.object({
  title: text,
  text: text,
  primary: linkCopySchema,
  secondary: linkCopySchema,
});
export type CallToActionCopy = z.infer<typeof callToActionSchema>;

/** Closing band with the call, email and chat links of the agency's facts (app/content/site). */
export const contactBandSchema = z.object({
  title: text,
  text: text,
  /** Said to screen readers before the number and the address. */
  callLabel: text,
  emailLabel: text,
});
export type ContactBandCopy = z.infer<typeof contactBandSchema>;

/** Top of a page below the site header: the eyebrow over the page's <h1> (app/content/pages). */
export const heroCopySchema = z.object({
  eyebrow: text,
  /** Labels of the buttons that jump to the page's sections. */
  actions: z.record(z.string(), text).optional(),
});

/**
 * The copy object of a page built from the section blocks: hero, section headings, closing band.
 */
export const pageCopySchema = z.object({
  hero: heroCopySchema,
  sections: z.record(z.string(), sectionCopySchema),
  cta: callToActionSchema.optional(),
  contact: contactBandSchema.optional(),
});

/** Copy of a page built from the section blocks that closes with a call to action. */
export const servicePageCopySchema = pageCopySchema.extend({ cta: callToActionSchema });
