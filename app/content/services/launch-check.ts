import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What the service cards of / and /services say beyond the brief (docs/decisions/0008), listed by
 * `npm run launch-check` until every field an item names is published with a new value, or an
 * owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "services.monthly-reports",
    page: "/services",
    kind: "placeholder",
    what: "Digital marketing “measured with clear monthly reports” on its service card (/ and /services)",
    replaceWith:
      "Confirm a monthly report for every marketing service, or drop “monthly” (see the same item of /services/digital-marketing)",
    fields: ["words.cards.digital-marketing.summary"],
  },
  {
    id: "services.card-pictures",
    page: "/",
    kind: "placeholder",
    what: "Service cards of the home page: picture not chosen yet (each shows its icon)",
    replaceWith:
      "A picture of each service's work, chosen from the media library in the editor, with its description in English and Hindi (or keep the icons and confirm)",
    fields: ["facts.services.*.cardPicture"],
  },
];
