/**
 * The rule of /services/app-development: its facts (./facts.json: the eight cards' ids and icons
 * and the Why Choose Us reasons' ids, in the order the page shows them) and its words (./en.json
 * and its Hindi twin).
 */
import { group, itemId, keyed, list, template, text } from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";
import {
  offeringDescription,
  offeringFacts,
  offeringWords,
  pageCallToAction,
  pageSection,
} from "../web-services/schema";

/** The facts of /services/app-development, the same in every language. */
export const appServicesFactsSchema = group(
  {
    title: "App development",
    description: "The cards and the Why Choose Us list of the App development page.",
  },
  {
    appServices: offeringFacts(
      {
        title: "Cards",
        description: "The page's cards, in the order it shows them.",
      },
      boundsOf("appServices"),
    ),
    reasons: list(
      {
        title: "Why Choose Us",
        description: "The reasons the page lists, in order.",
      },
      group({ title: "Reason", description: "One reason to choose the agency." }, { id: itemId }),
      { min: 4, max: 8 },
    ),
  },
);

/** The words of /services/app-development, in one language. */
export const appServicesWordsSchema = group(
  {
    title: "App development in words",
    description: "The cards, the reasons and the sections of the App development page.",
  },
  {
    cards: offeringWords(
      {
        title: "Each card's words",
        description: "The title and description of each card, card by card.",
        keyedBy: "facts.appServices",
      },
      offeringDescription,
    ),
    reasons: keyed(
      {
        title: "Each reason's words",
        description: "The title and text of each reason of the Why Choose Us list.",
        keyedBy: "facts.reasons",
      },
      group(
        { title: "Reason's words", description: "What this language says of one reason." },
        {
          title: text(
            { title: "Title", description: "The reason in a few words." },
            { min: 3, max: 40 },
          ),
          text: text(
            { title: "Text", description: "The sentence or two under the reason's title." },
            { min: 30, max: 200 },
          ),
        },
      ),
    ),
    appDevelopmentPage: group(
      {
        title: "App development page",
        description: "The page's three sections and its closing band.",
      },
      {
        sections: group(
          { title: "Sections", description: "The page's three sections." },
          {
            services: pageSection(
              {
                title: "Cards section",
                description: "The section of the eight cards.",
              },
              { eyebrow: 30, title: 40, intro: 160 },
            ),
            projects: group(
              {
                title: "Notable apps section",
                description: "The section of the agency's notable apps.",
              },
              {
                eyebrow: text(
                  { title: "Eyebrow", description: "The small line over the section's heading." },
                  { min: 2, max: 20 },
                ),
                title: text(
                  { title: "Heading", description: "The section's heading." },
                  { min: 5, max: 20 },
                ),
                intro: template(
                  {
                    title: "Introduction",
                    description:
                      "The sentence under the heading, with how many notable apps it shows (in words).",
                    slots: ["appCount"],
                  },
                  { min: 20, max: 140 },
                ),
              },
            ),
            whyChooseUs: pageSection(
              {
                title: "Why Choose Us section",
                description: "The section of the reasons to choose the agency.",
              },
              { eyebrow: 30, title: 70 },
            ),
          },
        ),
        cta: pageCallToAction({ title: 30, text: 120 }),
      },
    ),
  },
);

/** What /services/app-development shows, in one language (./index.ts). */

/** A reason as the Why Choose Us lists show it (app/components/sections/reason-list.tsx). */
export interface Reason {
  id: string;
  title: string;
  text: string;
}
