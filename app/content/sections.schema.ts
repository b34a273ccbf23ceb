/**
 * Schemas of the copy that the generic section blocks (app/components/sections) take: a section
 * heading, a call to action with its two links, the contact band. Page copy objects of the
 * topic modules are built from these, and their unit tests parse them.
 */
import { z } from "zod";
import { templateSchema } from "./schema";

const text = z.string().min(2);
const internalPath = z.string().regex(/^\/[A-Za-z0-9\-/#]*$/, "an internal path starting with /");

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

/** Closing band with the call, email and chat links of site.ts. */
export const contactBandSchema = z.object({
  title: text,
  text: text,
  /** Said to screen readers before the number and the address. */
  callLabel: text,
  emailLabel: text,
});
export type ContactBandCopy = z.infer<typeof contactBandSchema>;

/** Top of a page below the site header: the eyebrow over the <h1> of pages.ts. */
export const heroCopySchema = z.object({
  eyebrow: text,
  /** Labels of the buttons that jump to the page's sections. */
  actions: z.record(z.string(), text).optional(),
});

/** The copy object of a page built from the section blocks: hero, section headings, closing band. */
export const pageCopySchema = z.object({
  hero: heroCopySchema,
  sections: z.record(z.string(), sectionCopySchema),
  cta: callToActionSchema.optional(),
  contact: contactBandSchema.optional(),
});

/** The words the section blocks share (app/content/en/sections.ts and its Hindi twin). */
export const sectionsCopySchema = z.object({
  quoteActions: callToActionSchema.pick({ primary: true, secondary: true }),
  contactLabels: contactBandSchema.pick({ callLabel: true, emailLabel: true }),
  exploreServices: z.object({ label: text, ariaLabel: templateSchema("service") }),
});
export type SectionsCopy = z.infer<typeof sectionsCopySchema>;
