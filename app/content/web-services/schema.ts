/**
 * The rule of /services/website-development: its facts (./facts.json: the twelve cards' ids and
 * icons, in the order the page shows them) and its words (./en.json and its Hindi twin: each
 * card's title and description, the page's sections and closing band). The service pages share
 * the card and section fields below (app-services, digital-services).
 */
import type { z } from "zod";
import { iconNames } from "~/base/icon-names";
import {
  choice,
  type FieldMeta,
  group,
  itemId,
  keyed,
  list,
  sectionHeading,
  sectionIntro,
  template,
  text,
} from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";

/** A service page's list of cards: each card's id and icon, in the order the page shows them. */
export function offeringFacts(meta: FieldMeta, size: { min: number; max: number }) {
  return list(
    meta,
    group(
      { title: "Card", description: "One card: the thing it offers and its icon." },
      {
        id: itemId,
        icon: choice(iconNames, { title: "Icon", description: "The icon over the card's title." }),
      },
    ),
    size,
  );
}

/** A card's title, the same rule on every service page. */
export const offeringTitle = text(
  { title: "Title", description: "The card's heading: what is offered." },
  { min: 3, max: 50 },
);

/** A card's description, the same rule on every service page. */
export const offeringDescription = text(
  { title: "Description", description: "The card's sentence or two under its title." },
  { min: 40, max: 240 },
);

/** The words of each card of a service page, card by card. */
export function offeringWords<Description extends z.ZodType>(
  meta: FieldMeta & { keyedBy: string },
  description: Description,
) {
  return keyed(
    meta,
    group(
      { title: "Card's words", description: "What this language says on one card." },
      { title: offeringTitle, description },
    ),
  );
}

/** A section of a service page: its eyebrow, heading and introduction, with their bounds. */
export function pageSection(
  meta: FieldMeta,
  bounds: { eyebrow: number; title: number; intro?: number },
) {
  const heading = sectionHeading(
    bounds,
    "The small line over the section's heading; a button of the page's top may carry it too.",
  );
  return bounds.intro === undefined
    ? group(meta, heading)
    : group(meta, { ...heading, intro: sectionIntro(bounds.intro) });
}

/** The closing band of a service page; its two buttons are the shell's. */
export function pageCallToAction(bounds: { title: number; text: number }) {
  return group(
    {
      title: "Closing call to action",
      description:
        "The band at the foot of the page; its two buttons are the shell's Get a quote and See pricing.",
    },
    {
      title: text(
        { title: "Heading", description: "The band's heading." },
        { min: 5, max: bounds.title },
      ),
      text: text(
        { title: "Text", description: "The sentence under the band's heading." },
        { min: 20, max: bounds.text },
      ),
    },
  );
}

/** The facts of /services/website-development, the same in every language. */
export const webServicesFactsSchema = group(
  { title: "Website development", description: "The cards of the Website development page." },
  {
    webServices: offeringFacts(
      {
        title: "Cards",
        description: "The page's cards, in the order it shows them.",
      },
      boundsOf("webServices"),
    ),
  },
);

/** The words of /services/website-development, in one language. */
export const webServicesWordsSchema = group(
  {
    title: "Website development in words",
    description: "The cards and the sections of the Website development page.",
  },
  {
    cards: offeringWords(
      {
        title: "Each card's words",
        description: "The title and description of each card, card by card.",
        keyedBy: "facts.webServices",
      },
      template(
        {
          title: "Description",
          description:
            "The card's sentence or two under its title; the website can fill in how long before a domain's renewal the client is reminded.",
          slots: [],
          optionalSlots: ["renewalNotice"],
        },
        { min: 40, max: 240 },
      ),
    ),
    websiteDevelopmentPage: group(
      {
        title: "Website development page",
        description:
          "The page's two sections and its closing band; the buttons at its top carry the sections' eyebrows.",
      },
      {
        sections: group(
          { title: "Sections", description: "The page's two sections." },
          {
            services: pageSection(
              {
                title: "Cards section",
                description: "The section of the twelve cards.",
              },
              { eyebrow: 20, title: 70, intro: 160 },
            ),
            projects: pageSection(
              {
                title: "Projects section",
                description: "The section of the website projects and their live demos.",
              },
              { eyebrow: 20, title: 60, intro: 110 },
            ),
          },
        ),
        cta: pageCallToAction({ title: 50, text: 80 }),
      },
    ),
  },
);

/** What /services/website-development shows, in one language (./index.ts). */
