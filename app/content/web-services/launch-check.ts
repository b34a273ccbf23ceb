import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What /services/website-development says the agency works with, until the agency confirms it
 * (docs/decisions/0008). `npm run launch-check` lists it until its field is published with a
 * new value, or an owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "webServices.email-providers",
    page: "/services/website-development",
    kind: "placeholder",
    what: "Technologies the site says the agency works with (business email)",
    replaceWith:
      "Confirm each name on the Email Configuration card, or remove the ones you do not work with",
    fields: ["words.cards.email-configuration.description"],
  },
];
