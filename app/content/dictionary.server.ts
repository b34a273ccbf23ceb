/**
 * The copy of the whole site, per language: the one place that picks a language. Route loaders
 * (app/lib/pages/page.server.ts, app/lib/pages/site-copy.server.ts) and the server read it;
 * components never do, they receive their copy as props, from the root's site copy
 * (app/lib/pages/site-copy.ts) or, for the contact popup's form (an island hydrated when the
 * popup opens), from the prerendered /islands/popup-form.json (app/routes/island-props.ts), so a
 * page's HTML and JavaScript carry its own language only (docs/decisions/0014-copy-per-language.md).
 *
 * The dictionary is the list of topics below: each topic (a folder of app/content, ./topic.ts)
 * joins its words to its facts once per language, and its entries are the dictionary's. A new topic
 * is one more line here.
 */
import { type Locale, locales } from "~/base/locale";
import { about } from "./about";
import { appServices } from "./app-services";
import { art } from "./art";
import { blog } from "./blog";
import { careers } from "./careers";
import { contact } from "./contact";
import { digitalServices } from "./digital-services";
import { forms } from "./forms";
import { graphic } from "./graphic";
import { home } from "./home";
import { internship } from "./internship";
import { pages } from "./pages";
import { policies } from "./policies";
import { pricing } from "./pricing";
import { services } from "./services";
import { shell } from "./shell";
import { site } from "./site";
import { structuredData } from "./structured-data";
import type { Topic } from "./topic";
import { webServices } from "./web-services";
import { work } from "./work";

/** Every topic, by name (the content tests read each one's words and schema from here). */
export const topics = {
  site,
  shell,
  pages,
  art,
  structuredData,
  forms,
  home,
  blog,
  services,
  webServices,
  appServices,
  graphic,
  digitalServices,
  work,
  pricing,
  internship,
  careers,
  about,
  contact,
  policies,
} satisfies Record<string, Topic<unknown, object>>;

type Entries<T> = T extends Topic<unknown, infer Copy> ? Copy : never;
type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** Every entry of every topic, in one language. */
export type Dictionary = Intersection<Entries<(typeof topics)[keyof typeof topics]>>;

const dictionaries = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.assign({}, ...Object.values(topics).map((topic) => topic.copy[locale])),
  ]),
) as Record<Locale, Dictionary>;

/** Every topic of the content layer in `locale`. */
export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
