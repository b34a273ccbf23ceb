import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * What /services/app-development promises beyond the brief, listed by `npm run launch-check`
 * until every field it names is published with a new value, or an owner confirms it as it
 * stands (docs/decisions/0008).
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "appServices.test-builds",
    page: "/services/app-development",
    kind: "placeholder",
    what: "Why choose us: clients try test builds of their app on their own phone during development",
    replaceWith: "Confirm it, or remove the reason",
    fields: ["words.reasons.weekly-builds.text"],
  },
  {
    id: "appServices.store-accounts",
    page: "/services/app-development",
    kind: "placeholder",
    what: "Why choose us and the home FAQ: Play Store and App Store accounts in the client's name",
    replaceWith: "Confirm the developer accounts are always created in the client's business name",
    fields: ["words.reasons.your-code.text"],
  },
];
