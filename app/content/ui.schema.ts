/**
 * zod schema of the site-wide interface copy (app/content/en/ui.ts and its Hindi twin): the
 * words of the layout around every page. Sentences around a runtime value are templates
 * (app/base/template.ts).
 */
import { z } from "zod";
import { templateSchema } from "./schema";

const text = z.string().min(1);

export const uiCopySchema = z.object({
  meta: z.object({
    /** A page's <title> and og:title: its own title, then the brand. */
    title: templateSchema("page"),
    /** The share image's alt text. */
    imageAlt: text,
  }),
  skipLink: text,
  /** Visually hidden, after an external link's text; it starts with a space. */
  newTabNote: text,
  /** Accessible name of a link that only shows an icon, with the new-tab note. */
  newTabLabel: templateSchema("label"),
  dialogClose: text,
  header: z.object({
    homeLabel: text,
    navLabel: text,
    menuLabel: text,
    callUs: text,
    callUsOn: templateSchema("number"),
  }),
  footer: z.object({
    tagline: text,
    socialLabel: text,
    socialLink: templateSchema("network"),
    lists: z.object({ services: text, quickLinks: text, policies: text }),
    contactTitle: text,
    address: text,
    /** "© {years} …": the footer writes "2025" or "2025–<this year>" from copyrightSince. */
    copyright: templateSchema("years"),
    /** The first year of the copyright line (the brief gives 2025). */
    copyrightSince: z.number().int().min(2000),
    madeIn: text,
  }),
  contactPopup: z.object({
    title: text,
    description: text,
    asideLabel: text,
    asideTitle: text,
    call: text,
    email: text,
    chat: text,
    /** Shown in place of the form when its words could not be fetched (offline). */
    formUnavailable: text,
  }),
  /** The link to the same page in the other language (header and mobile menu). */
  languageSwitch: z.object({
    /** The other language's name, written in that language ("हिंदी" on English pages). */
    label: text,
    /** The BCP 47 tag of the label's language and of the page it opens. */
    labelLang: z.enum(["en", "hi"]),
    hrefLang: z.enum(["en-IN", "hi-IN"]),
    /** The link's accessible name, in the current page's language, containing the label. */
    ariaLabel: text,
  }),
  floatingWidget: z.object({ toTop: text, announcement: text, message: text }),
  /** How a price is said: "Starting at ₹1,234", "₹12,345 / month" (app/components/ui/price.tsx). */
  price: z.object({ startingAt: text, perMonth: text }),
  /** Said to screen readers before a plan feature, which is also shown by icon and styling. */
  feature: z.object({ included: text, notIncluded: text }),
  errorPage: z.object({
    title: templateSchema("status"),
    eyebrow: templateSchema("status"),
    heading: text,
    text,
    backLabel: text,
  }),
});
export type UiCopy = z.infer<typeof uiCopySchema>;
