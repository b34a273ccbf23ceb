/**
 * How many items each list of the site's topics may hold: the one place to read or change it.
 *
 * The brief describes the site on one day (twelve roles, ten FAQ questions, eleven website
 * demos…); it is not a limit on the business. A list staff would change takes items added,
 * removed and reordered within `min`–`max`, the bounds its layout can carry (a careers page with
 * no open role says so and keeps its form; a carousel shows 1 to 20). The brief's count, where it
 * names one, is `brief`: `npm run launch-check` mentions a list whose count differs from it, as
 * advice, never as an error (`listCountAdvice`).
 *
 * A few lists are structural (`fixed`): their items are tied to ids the code or other topics name
 * (the four services, each with its page; the pricing tables; the three programmes other pages
 * quote) or to a drawing that has exactly that many places. Their size is `min` = `max`, and
 * `why` says what ties them.
 */

import type { TopicDocument } from "./document";
import type { PathSegment } from "./paths";
import { valueAt } from "./paths";

export interface ListBounds {
  /** The topic and the list's path in its document ("facts.roles", "en.heroWords"). */
  topic: string;
  path: string;
  /** What staff call it. */
  name: string;
  min: number;
  max: number;
  /** The count the brief names, if it names one: launch-check advice, not a rule. */
  brief?: number;
  /** Set on a structural list: what fixes its size. */
  fixed?: string;
}

const grows = (
  topic: string,
  path: string,
  name: string,
  min: number,
  max: number,
  brief: number,
): ListBounds => ({ topic, path, name, min, max, brief });

const fixed = (topic: string, path: string, name: string, size: number, why: string) =>
  ({ topic, path, name, min: size, max: size, fixed: why }) satisfies ListBounds;

/** Every list whose size the brief or the layout used to fix, by a name the schemas use. */
export const listBounds = {
  // Lists that grow and shrink.
  careersRoles: grows("careers", "facts.roles", "job openings", 0, 40, 12),
  homeFaqs: grows("home", "facts.faqs", "FAQ questions", 3, 30, 10),
  homeSteps: grows("home", "facts.steps", "How it works steps", 2, 10, 6),
  homeDemos: grows("home", "facts.workDemos", "dashboard demos", 1, 6, 3),
  homeTestimonials: grows("home", "facts.testimonials", "home testimonials", 1, 20, 3),
  homeHeroWords: grows("home", "en.heroWords", "typed words", 1, 10, 6),
  workProjects: grows("work", "facts.projects", "website demos", 1, 20, 11),
  workApps: grows("work", "facts.apps", "notable apps", 1, 6, 2),
  graphicCards: grows("graphic", "facts.cards", "graphic design service cards", 1, 8, 4),
  graphicPosts: grows("graphic", "facts.posts", "social media posts", 1, 20, 11),
  graphicScreens: grows("graphic", "facts.screens", "UI/UX samples", 1, 20, 6),
  internTestimonials: grows(
    "internship",
    "facts.internTestimonials",
    "intern testimonials",
    1,
    20,
    6,
  ),
  appServices: grows("appServices", "facts.appServices", "app development cards", 1, 24, 8),
  webServices: grows("webServices", "facts.webServices", "website development cards", 1, 24, 12),
  digitalServices: grows(
    "digitalServices",
    "facts.digitalServices",
    "digital marketing cards",
    1,
    24,
    6,
  ),
  aboutProgrammes: grows("about", "facts.programmes", "teams and programmes", 1, 6, 3),
  // Structural lists.
  services: fixed(
    "services",
    "facts.services",
    "services",
    4,
    "each of the four services has its own page, menu entry and route (serviceIds)",
  ),
  homeWorkAreas: fixed(
    "home",
    "facts.workAreas",
    "Our work areas",
    2,
    "one card for each development page: apps and websites",
  ),
  homeMarqueeRows: fixed(
    "home",
    "en.showcase.rows",
    "What we make rows",
    2,
    "the section draws two rows moving in opposite directions",
  ),
  graphicBoards: fixed(
    "graphic",
    "facts.boards",
    "school flex boards",
    2,
    "the flex board sample is drawn as a pair, side by side",
  ),
  careerArtInitials: fixed(
    "art",
    "en.careerHeroArt.rowInitials",
    "careers illustration initials",
    3,
    "the illustration draws three rows of avatars",
  ),
  internshipProgrammes: fixed(
    "internship",
    "facts.programmes",
    "internship programmes",
    3,
    "other pages and sentences quote each programme by its id (programmeIds)",
  ),
  internshipApplySteps: fixed(
    "internship",
    "facts.applySteps",
    "How to Apply steps",
    7,
    "each step's words quote its own figures, by its id (applyStepIds)",
  ),
  graphicPrices: fixed(
    "pricing",
    "facts.graphicPrices",
    "graphic design prices",
    5,
    "one price per graphic price id (graphicPriceIds); the pricing table and FAQ quote them",
  ),
  websitePackages: fixed(
    "pricing",
    "facts.websitePackages",
    "website packages",
    3,
    "one package per id (websitePackageIds); other pages quote them",
  ),
  seoPlans: fixed(
    "pricing",
    "facts.seoPlans",
    "SEO plans",
    4,
    "one plan per id (seoPlanIds), the brief's four SEO plans",
  ),
} as const satisfies Record<string, ListBounds>;

export type ListName = keyof typeof listBounds;

/** The size rule `list()` takes (app/content/engine/fields.ts). */
export function boundsOf(name: ListName): { min: number; max: number } {
  const { min, max } = listBounds[name];
  return { min, max };
}

/** One line of advice: a list whose count differs from the brief's. */
export interface ListCountAdvice {
  topic: string;
  path: string;
  name: string;
  brief: number;
  count: number;
  text: string;
}

/**
 * The lists whose count in `documents` differs from the count the brief names: a note for the
 * owner (the brief may have been right, or the business moved on), never an error.
 */
export function listCountAdvice(documents: Record<string, TopicDocument>): ListCountAdvice[] {
  const advice: ListCountAdvice[] = [];
  for (const bounds of Object.values(listBounds) as ListBounds[]) {
    if (bounds.brief === undefined) continue;
    const document = documents[bounds.topic];
    if (!document) continue;
    const [root, ...rest] = bounds.path.split(".") as [keyof TopicDocument, ...PathSegment[]];
    const list = valueAt(document[root], rest);
    if (!Array.isArray(list) || list.length === bounds.brief) continue;
    advice.push({
      topic: bounds.topic,
      path: bounds.path,
      name: bounds.name,
      brief: bounds.brief,
      count: list.length,
      text: `${bounds.topic} ${bounds.path}: the brief names ${bounds.brief} ${bounds.name}; the site shows ${list.length}. Fine if the business changed; check it is meant.`,
    });
  }
  return advice;
}
