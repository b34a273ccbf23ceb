import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What /services/digital-marketing says beyond the brief (docs/decisions/0008), listed by
 * `npm run launch-check` until every field an item names is published with a new value, or an
 * owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "digitalServices.social-networks",
    page: "/services/digital-marketing",
    kind: "placeholder",
    what: "The social networks the agency posts on for clients: Instagram, Facebook, LinkedIn and X, on the social media card, with the social media post's price on the prices page and in the post designer's role on the careers page (you said four networks and named none)",
    replaceWith:
      "The networks the agency really posts on for clients (as many as the SEO plans count), or confirm these four",
    fields: ["facts.socialNetworks"],
  },
  {
    id: "digitalServices.monthly-reports",
    page: "/services/digital-marketing",
    kind: "placeholder",
    what: "A report every month for every digital marketing service: the cards section's introduction and the Analytics & Reporting card (you said only that the higher SEO plans add reports; the prices page lists SEO progress reports)",
    replaceWith:
      "Confirm a monthly report for SEO, social media, pay-per-click, content and email work, or drop “monthly” and “every month” here, on the services page's card, in this page's description and introduction, and in the Digital Marketing Specialist role on the careers page",
    fields: [
      "words.digitalMarketingPage.sections.services.intro",
      "words.cards.analytics.description",
    ],
  },
];
