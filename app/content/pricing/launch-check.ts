import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What the packages include, and where the brief leaves the SEO plans open (docs/decisions/0008):
 * the brief gives only the prices and the websites' page counts. `npm run launch-check` lists each
 * item until every field it names is published with a new value, or an owner confirms it as it
 * stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "pricing.app-includes",
    page: "/pricing",
    kind: "placeholder",
    money: true,
    what: "App Development: what the starting price includes",
    replaceWith: "Confirm all of it is included at the starting price, or change the list",
    fields: ["words.app.description", "words.app.features"],
  },
  {
    id: "pricing.custom-website-includes",
    page: "/pricing",
    kind: "placeholder",
    money: true,
    what: "Custom Website: what the starting price includes",
    replaceWith: "Confirm all of it is included at the starting price, or change the list",
    fields: ["words.websites.custom-website.description", "words.websites.custom-website.features"],
  },
  {
    id: "pricing.wordpress-website-includes",
    page: "/pricing",
    kind: "placeholder",
    money: true,
    what: "WordPress Website: what the starting price includes",
    replaceWith: "Confirm all of it is included at the starting price, or change the list",
    fields: [
      "words.websites.wordpress-website.description",
      "words.websites.wordpress-website.features",
    ],
  },
  {
    id: "pricing.e-commerce-website-includes",
    page: "/pricing",
    kind: "placeholder",
    money: true,
    what: "E-commerce Website: what the starting price includes",
    replaceWith: "Confirm all of it is included at the starting price, or change the list",
    fields: [
      "words.websites.e-commerce-website.description",
      "words.websites.e-commerce-website.features",
    ],
  },
  {
    id: "pricing.graphic-includes",
    page: "/pricing",
    kind: "placeholder",
    money: true,
    what: "Graphic design: what each starting price includes (revisions, formats, sizes)",
    replaceWith: "Confirm each description, or change it to what the price includes",
    fields: ["words.graphic.*.description"],
  },
  {
    id: "pricing.seo-plan-detail",
    page: "/pricing",
    kind: "question",
    money: true,
    what: "Your notes give the top SEO plan's figures and leave its further detail out; they mention posts a month on each of several networks, blogs and social bookmarkings without naming a plan, and support that widens with the tier. Are those counts the top plan's, which plan first includes blogs, bookmarking and GMB, and which support does each plan get?",
    replaceWith:
      "Answer it: set each plan's features, counts and support, or confirm them as they stand",
    fields: ["facts.seoPlans.*.includes", "facts.seoPlans.*.counts", "facts.seoPlans.*.support"],
  },
];
