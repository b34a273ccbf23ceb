/**
 * The rule of /services/digital-marketing: its facts (./facts.json: the six cards' ids and icons,
 * in the order the page shows them, and the page its Compare SEO plans button opens) and its
 * words (./en.json and its Hindi twin).
 */
import { group, list, sitePath, template, text } from "../engine/fields";
import { boundsOf } from "../engine/list-bounds";
import {
  offeringFacts,
  offeringWords,
  pageCallToAction,
  pageSection,
} from "../web-services/schema";

/** The facts of /services/digital-marketing, the same in every language. */
export const digitalServicesFactsSchema = group(
  {
    title: "Digital marketing",
    description: "The cards of the Digital marketing page and where it sends visitors.",
  },
  {
    digitalServices: offeringFacts(
      {
        title: "Cards",
        description: "The page's cards, in the order it shows them.",
      },
      boundsOf("digitalServices"),
    ),
    socialNetworks: list(
      {
        title: "Social networks for clients",
        description:
          "The networks the agency posts on for its clients, in the order pages name them: the website fills them in on the social media card here, a social media post's price on the Pricing page and the post designer's role on the Careers page. The SEO plans count posts on each of so many networks (set in the Pricing topic).",
      },
      text(
        { title: "Network", description: "A network's name, as its owner writes it." },
        { min: 1, max: 30 },
      ),
      { min: 1, max: 8 },
    ),
    comparePlansHref: sitePath({
      title: "Compare SEO plans: page",
      description: "The page (and its section) the Compare SEO plans button opens.",
    }),
  },
);

/** The words of /services/digital-marketing, in one language. */
export const digitalServicesWordsSchema = group(
  {
    title: "Digital marketing in words",
    description:
      "The cards, the sections and the SEO plans' summary of the Digital marketing page.",
  },
  {
    cards: offeringWords(
      {
        title: "Each card's words",
        description: "The title and description of each card, card by card.",
        keyedBy: "facts.digitalServices",
      },
      template(
        {
          title: "Description",
          description:
            "The card's sentence or two under its title; the website can fill in the networks the agency posts on for clients (the list Social networks for clients, joined with and).",
          slots: [],
          optionalSlots: ["networks"],
        },
        { min: 40, max: 240 },
      ),
    ),
    digitalMarketingPage: group(
      {
        title: "Digital marketing page",
        description: "The page's two sections, the SEO plans' summary and its closing band.",
      },
      {
        sections: group(
          { title: "Sections", description: "The page's two sections." },
          {
            services: group(
              { title: "Cards section", description: "The section of the six cards." },
              {
                eyebrow: text(
                  { title: "Eyebrow", description: "The small line over the section's heading." },
                  { min: 2, max: 30 },
                ),
                title: text(
                  { title: "Heading", description: "The section's heading." },
                  { min: 5, max: 40 },
                ),
                intro: template(
                  {
                    title: "Introduction",
                    description:
                      "The sentence under the heading, with how many services it shows (in words).",
                    slots: ["serviceCount"],
                  },
                  { min: 20, max: 190 },
                ),
              },
            ),
            seoPlans: pageSection(
              {
                title: "SEO plans section",
                description:
                  "The section of the monthly SEO plans, with their prices from the Pricing page.",
              },
              { eyebrow: 20, title: 60, intro: 140 },
            ),
          },
        ),
        planCounts: template(
          {
            title: "A plan's counts",
            description:
              "One line under each SEO plan with its keywords, backlinks and landing pages (the website fills in the plan's figures); keep each number and its word on one line with no-break spaces.",
            slots: ["keywords", "backlinks", "landingPages"],
          },
          { min: 20, max: 120 },
        ),
        comparePlans: group(
          {
            title: "Compare SEO plans button",
            description:
              "Under the SEO plans; it opens the page chosen in Compare SEO plans: page.",
          },
          {
            label: text(
              { title: "Button's label", description: "Such as Compare SEO plans." },
              { min: 2, max: 40 },
            ),
          },
        ),
        cta: pageCallToAction({ title: 70, text: 160 }),
      },
    ),
  },
);

/** What /services/digital-marketing shows, in one language (./index.ts). */
