/**
 * The site's shell, the words around every page (./en.json, ./hi.json): the layout (header,
 * footer, popup, floating buttons, dialogs, price labels, error page), the menus, the theme
 * switch, the announcement, the carousel's controls and the links the section blocks share; and
 * its facts (./facts.json): the announcement's batch year, the links, the languages' names.
 *
 * The join fills the slots it knows (the brand, the year founded, the address, the reply time,
 * the programme's length, the batch year) and keeps the slots only a page knows (a page's title,
 * a phone number, a status code, a slide's position) for the page to fill.
 */

import { localeInfo } from "~/base/locale";
import type { MenuEntry } from "~/base/site-routes";
import { fill, type Template } from "~/base/template";
import { defineTopic, type TopicView } from "../engine/topic";
import { programmeLength } from "../internship";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { type ShellFacts, type ShellWords, shellFactsSchema, shellWordsSchema } from "./schema";

/** Fills the slots the join knows (`values`); the others stay in the sentence for the page. */
function fillKnown<Keep extends string, Known extends string>(
  sentence: Template<Keep | Known>,
  values: Record<Known, string | number>,
): Template<Keep> {
  return fill(sentence as Template<Known>, values) as Template<Keep>;
}

/**
 * The two links of the closing call to action (Get a quote, See pricing): their words in the
 * view's language and their pages from the facts. The service pages' joins read them too.
 */
export function quoteActionsOf({ facts, words }: TopicView<ShellFacts, ShellWords>) {
  return {
    primary: { label: words.quoteActions.primary.label, to: facts.quoteActions.primaryHref },
    secondary: { label: words.quoteActions.secondary.label, to: facts.quoteActions.secondaryHref },
  };
}

export const shell = defineTopic({
  name: "shell",
  title: "Around every page",
  description:
    "The header, the footer, the menus, the contact popup, the announcement and the controls every page shares.",
  factsSchema: shellFactsSchema,
  wordsSchema: shellWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  // WhatsApp is a product's name; both languages write it in Latin letters.
  sameInBoth: ["WhatsApp"],
  join: ({ facts, words, locale, format, topics }) => {
    const site = topics.site;
    const { brandName, legalName, foundedYear } = site.facts;
    const { ui } = words;
    const other = locale === "en" ? "hi" : "en";
    const language = facts.languageNames[other];
    const footerLabels: Partial<Record<MenuEntry, string>> = words.navigation.footerLabels;
    const batchYear = facts.promo.batchYear;
    return {
      ui: {
        meta: {
          title: fillKnown<"page", "brandName">(ui.meta.title, { brandName }),
          imageAlt: fill(ui.meta.imageAlt, { brandName }),
        },
        skipLink: ui.skipLink,
        /** Read after a link's own text, hence the space before it. */
        newTabNote: ` ${ui.newTab}`,
        newTabLabel: fillKnown<"label", "newTab">(ui.newTabLabel, { newTab: ui.newTab }),
        dialogClose: ui.dialogClose,
        header: { ...ui.header, homeLabel: fill(ui.header.homeLabel, { brandName }) },
        footer: {
          tagline: fill(ui.footer.tagline, { foundedYear }),
          socialLabel: ui.footer.socialLabel,
          socialLink: fillKnown<"network", "brandName">(ui.footer.socialLink, { brandName }),
          lists: ui.footer.lists,
          contactTitle: ui.footer.contactTitle,
          address: fill(ui.footer.address, {
            locality: site.words.locality,
            region: site.words.region,
            country: site.words.country,
          }),
          copyright: fillKnown<"years", "legalName">(ui.footer.copyright, { legalName }),
          /** The first year of the copyright line; the footer writes it to the current year. */
          copyrightSince: site.facts.copyrightYear,
          madeIn: ui.footer.madeIn,
        },
        contactPopup: {
          ...ui.contactPopup,
          description: fill(ui.contactPopup.description, {
            replyTime: format.workingDays(site.facts.replyDays),
          }),
        },
        /** The link to the same page in the other language (header and mobile menu). */
        languageSwitch: {
          /** The other language's name, written in that language. */
          label: language,
          /** The label's language and the page's it opens. */
          labelLang: other,
          hrefLang: localeInfo[other].hreflang,
          ariaLabel: fill(ui.languageSwitch.ariaLabel, { language }),
        },
        floatingWidget: ui.floatingWidget,
        price: ui.price,
        feature: ui.feature,
        errorPage: ui.errorPage,
      },
      navigation: { labels: words.navigation.labels, footerLabels },
      theme: words.themeSwitch,
      promo: {
        title: words.promo.title,
        text: fill(words.promo.text, {
          programmeLength: format.durationAdjective(
            programmeLength(topics.internship.facts, "website-development"),
            { inWords: true },
          ),
          internProjects: topics.internship.words.internProjects,
        }),
        imageAlt: fill(words.promo.imageAlt, { batchYear }),
        art: { ...words.promo.art, eyebrow: fill(words.promo.art.eyebrow, { batchYear }) },
        primary: { label: words.promo.primary.label, href: facts.promo.primaryHref },
        secondary: words.promo.secondary,
        enabled: facts.promo.enabled,
        picture: facts.promo.picture,
        pictureAlt: words.promo.pictureAlt,
      },
      carousel: words.carouselCopy,
      sections: {
        quoteActions: quoteActionsOf({ facts, words }),
        contactLabels: words.contactLabels,
        exploreServices: words.exploreServices,
      },
    };
  },
});

/** What the shell's join gives the dictionary, in one language. */
export type ShellCopy = ReturnType<typeof shell.join>;

/** What the layout shows, in one language. */
export type UiCopy = ShellCopy["ui"];
export type ThemeSwitchCopy = ShellCopy["theme"];
export type PromoCopy = ShellCopy["promo"];
export type CarouselCopy = ShellCopy["carousel"];
export type SectionsCopy = ShellCopy["sections"];
