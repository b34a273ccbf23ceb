import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What the pages' descriptions and introductions say beyond the brief (docs/decisions/0008),
 * listed by `npm run launch-check` until every field an item names is published with a new value,
 * or an owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "pages.monthly-reports",
    page: "/services/digital-marketing",
    kind: "placeholder",
    what: "Digital marketing “with monthly reports” in the page's description (search results) and “measured with clear monthly reports” in its introduction",
    replaceWith:
      "Confirm a monthly report for every marketing service, or drop “monthly” (see the same item of the page's cards)",
    fields: [
      "words.pages./services/digital-marketing.description",
      "words.pages./services/digital-marketing.intro",
    ],
  },
];
