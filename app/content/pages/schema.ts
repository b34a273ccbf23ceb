/**
 * The rule of the pages' own words (./en.json and its Hindi twin): the title, description, main
 * heading and introduction of every page of the page table (app/base/site-routes.ts), one group
 * per page, and the not-found page. A figure a page's words quote (a price, the founding year,
 * the reply time, a programme's length, the brand) is a slot the join fills from the facts.
 */
import type { z } from "zod";
import type { SitePath } from "~/base/site-routes";
import type { Length } from "../engine/fields";
import { group, template, text } from "../engine/fields";

/** What the website fills in for the person in a page's sentences: brand, place, year, prices, durations. */
const slotHelp: Record<string, string> = {
  brand: "the agency's brand name",
  tagline: "the agency's tagline",
  locality: "the agency's city",
  foundedYear: "the year it was founded",
  replyTime: "the reply time it promises",
  websitePrice: "the lowest website price",
  appPrice: "the app package's price",
  logoPrice: "the logo's price",
  postPrice: "a social media post's price",
  seoPrice: "the lowest SEO plan's monthly price",
  freeDuration: "the free course's length",
  fullDuration: "the full programme's length",
  internProjects: "what interns build (the internship's words)",
};

/** A page's sentence: a template when it quotes a figure, plain words otherwise. */
function sentence<const Slot extends string>(
  meta: { title: string; description: string },
  slots: readonly Slot[],
  length: Length,
) {
  if (slots.length === 0) return text(meta, length);
  const help = `${meta.description} Filled in for you: ${slots.map((slot) => slotHelp[slot] ?? slot).join(", ")}.`;
  return template({ ...meta, description: help, slots }, length);
}

/**
 * One page's words. `slots` names the figures each of its sentences quotes (none where absent).
 */
function page<
  const Description extends string = never,
  const Heading extends string = never,
  const Intro extends string = never,
>(
  name: string,
  slots: {
    description?: readonly Description[];
    heading?: readonly Heading[];
    intro?: readonly Intro[];
  } = {},
) {
  return group(
    {
      title: name,
      description: `The head and the top of the ${name} page: its title in search results and the browser's tab, its description, its main heading and the introduction below it.`,
    },
    {
      title: text(
        {
          title: "Title",
          description:
            "The page's title in search results and the browser's tab; the brand is added after it.",
        },
        { min: 2, max: 70 },
      ),
      description: sentence(
        {
          title: "Description",
          description:
            "What search results and link previews show below the title: as shown, 70 to 160 characters.",
        },
        slots.description ?? [],
        { min: 70, max: 180 },
      ),
      heading: sentence(
        {
          title: "Main heading",
          description: "The page's main heading, the largest words at its top.",
        },
        slots.heading ?? [],
        { min: 2, max: 80 },
      ),
      intro: sentence(
        {
          title: "Introduction",
          description: "The sentence or two below the main heading.",
        },
        slots.intro ?? [],
        { min: 40, max: 260 },
      ),
    },
  );
}

const policyPage = (name: string) => page(name, { description: ["brand"] });

/** Every page of the page table, by its English path: the pages' code reads each by its path. */
const pagesShape = {
  "/": page("Home", { description: ["brand"], heading: ["tagline"] }),
  "/services": page("Services"),
  "/services/website-development": page("Website development", {
    description: ["websitePrice"],
  }),
  "/services/app-development": page("App development", {
    description: ["appPrice"],
  }),
  "/services/graphic-designing": page("Graphic designing", {
    description: ["logoPrice", "postPrice"],
  }),
  "/services/digital-marketing": page("Digital marketing", {
    description: ["seoPrice"],
  }),
  "/work": page("Our work"),
  "/pricing": page("Pricing", {
    description: ["logoPrice", "websitePrice", "appPrice"],
  }),
  "/internship": page("Internship", {
    description: ["internProjects"],
    intro: ["internProjects", "freeDuration", "fullDuration"],
  }),
  "/career": page("Careers", { description: ["brand"] }),
  "/aboutUs": page("About us", {
    description: ["brand", "locality", "foundedYear"],
    heading: ["brand"],
    intro: ["foundedYear"],
  }),
  "/contact-us": page("Contact", {
    description: ["replyTime"],
    intro: ["replyTime"],
  }),
  "/terms-and-conditions": policyPage("Terms and conditions"),
  "/Cancellation-and-Refund": policyPage("Cancellation and refund"),
  "/Shipping-and-Delivery": policyPage("Shipping and delivery"),
  "/privacy-policy": policyPage("Privacy policy"),
} satisfies Record<SitePath, z.ZodType>;

export const pagesWordsSchema = group(
  {
    title: "Pages",
    description:
      "Each page's title, description, main heading and introduction, and the not-found page.",
  },
  {
    pages: group(
      {
        title: "Every page",
        description: "One group per page of the site, in the order of the menu and the footer.",
      },
      pagesShape,
    ),
    notFound: group(
      {
        title: "Page not found",
        description: "What a visitor sees at an address the site does not have.",
      },
      {
        title: text(
          { title: "Title", description: "The page's title in the browser's tab." },
          { min: 2, max: 30 },
        ),
        heading: text(
          { title: "Main heading", description: "The large line at the top." },
          { min: 2, max: 40 },
        ),
        text: text(
          { title: "Text", description: "The sentence below the heading." },
          { min: 2, max: 70 },
        ),
        backLabel: text(
          { title: "Back button", description: "The button back to the home page." },
          { min: 2, max: 30 },
        ),
      },
    ),
  },
);
export type PagesWords = z.infer<typeof pagesWordsSchema>;

/** One page's words as the page shows them, every slot filled. */
export interface PageWords {
  /** <title>, without the brand suffix the head adds (the shell's meta.title). */
  title: string;
  /** Meta description: 70-160 characters. */
  description: string;
  heading: string;
  intro: string;
}

/** What the pages read: every page's words, and the not-found page's. */
export interface PagesCopy {
  pages: Record<SitePath, PageWords>;
  notFound: PagesWords["notFound"];
}
