/**
 * zod schema of the site-wide interface copy (app/content/ui.ts). A translation is another
 * object that parses with it; sentences that embed a value are functions.
 */
import { z } from "zod";

const text = z.string().min(1);
/** A sentence built around a runtime value (a status code, a number, a year). */
const sentence = <Args extends unknown[]>() =>
  z.custom<(...args: Args) => string>((value) => typeof value === "function");

export const uiCopySchema = z.object({
  meta: z.object({ title: sentence<[page: string]>(), imageAlt: text }),
  skipLink: text,
  newTabNote: text,
  newTabLabel: sentence<[label: string]>(),
  dialogClose: text,
  logo: z.object({ first: text, second: text }),
  header: z.object({
    homeLabel: text,
    navLabel: text,
    menuLabel: text,
    callUs: text,
    callUsOn: sentence<[display: string]>(),
  }),
  footer: z.object({
    tagline: text,
    socialLabel: text,
    socialLink: sentence<[network: string]>(),
    lists: z.object({ services: text, quickLinks: text, policies: text }),
    contactTitle: text,
    address: text,
    copyright: sentence<[year: number]>(),
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
  errorPage: z.object({
    title: sentence<[status: number]>(),
    eyebrow: sentence<[status: number]>(),
    heading: text,
    text,
    backLabel: text,
  }),
  adminErrorPage: z.object({
    title: sentence<[status: number]>(),
    heading: sentence<[status: number]>(),
    backLabel: text,
  }),
});
export type UiCopy = z.infer<typeof uiCopySchema>;
