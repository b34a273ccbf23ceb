/**
 * Schemas of the site's shell, the words around every page (./en.ts and its Hindi twin): the
 * layout's interface copy (header, footer, popup, floating buttons, dialogs, price labels, the
 * error page), the menus' labels, the theme switch, the announcement, the carousel's controls
 * and the links the section blocks share. Sentences around a runtime value are templates
 * (app/base/template.ts).
 */
import { z } from "zod";
import { type MenuEntry, menus } from "~/base/site-routes";
import { byId, callToActionSchema, contactBandSchema, templateSchema } from "../schema";

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

export const themeCopySchema = z.object({
  themeSwitch: z.object({
    /** The group's name, read by screen readers. */
    label: text,
    /**
     * The name of each choice of app/lib/browser/theme.ts (`themePreferences`). The switch looks each
     * one up here, so a choice without a name does not compile.
     */
    options: z.object({ system: text, light: text, dark: text }),
  }),
});
export type ThemeCopy = z.infer<typeof themeCopySchema>;
export type ThemeSwitchCopy = ThemeCopy["themeSwitch"];

export const promoCopySchema = z.object({
  promo: z.object({
    title: text,
    text,
    imageAlt: text,
    /** The words drawn into the artwork, top to bottom (the alt text says them). */
    art: z.object({ eyebrow: text, heading: text, lines: z.array(text).min(1) }),
    primary: z.object({ label: text, href: z.string().startsWith("/") }),
    secondary: z.object({ label: text }),
  }),
});
export type PromoCopy = z.infer<typeof promoCopySchema>["promo"];

export const carouselCopySchema = z.object({
  carouselCopy: z.object({
    /** aria-roledescription of the region and of each slide (APG carousel pattern). */
    roleCarousel: text,
    roleSlide: text,
    /** Accessible name of slide `position` (1-based) out of `count`. */
    slideOf: templateSchema("position", "count"),
    previous: text,
    next: text,
    goTo: templateSchema("position"),
    play: text,
    pause: text,
  }),
});
export type CarouselCopy = z.infer<typeof carouselCopySchema>["carouselCopy"];

const label = z.string().min(2);
const entries = [...new Set(Object.values(menus).flat())].filter(
  (entry) => !entry.startsWith("/services/"),
) as Exclude<MenuEntry, `/services/${string}`>[];

export const navigationCopySchema = z.object({
  /** The label of each menu entry; the service pages are named by their service's title. */
  labels: byId(entries, label),
  /** Where the footer names a page otherwise than the main menu. */
  footerLabels: z.record(z.string(), label),
});

/**
 * The words the section blocks share (the closing call to action's links, the contact band's
 * labels, Explore Services).
 */
export const sectionsCopySchema = z.object({
  quoteActions: callToActionSchema.pick({ primary: true, secondary: true }),
  contactLabels: contactBandSchema.pick({ callLabel: true, emailLabel: true }),
  exploreServices: z.object({ label: label, ariaLabel: templateSchema("service") }),
});
export type SectionsCopy = z.infer<typeof sectionsCopySchema>;

/** Everything ./en.ts and its Hindi twin export. */
export const shellWordsSchema = z
  .object({ ui: uiCopySchema, navigation: navigationCopySchema })
  .extend(themeCopySchema.shape)
  .extend(promoCopySchema.shape)
  .extend(carouselCopySchema.shape)
  .extend(sectionsCopySchema.shape);
export type ShellWords = z.infer<typeof shellWordsSchema>;
