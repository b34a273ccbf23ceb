import type { Placeholder } from "../schema";
import { reasons } from "./en";

/**
 * What /services/app-development promises beyond the brief, listed by `npm run launch-check`
 * until the owner confirms it (docs/decisions/0008). Confirm or change the item (./en.ts and
 * ./hi.ts; the home FAQ says the second too), then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/services/app-development",
    what: "Why choose us: clients try test builds of their app on their own phone during development",
    value: reasons["weekly-builds"].text,
    replaceWith: "Confirm it, or remove the reason",
  },
  {
    page: "/services/app-development",
    what: "Why choose us and the home FAQ: Play Store and App Store accounts in the client's name",
    value: reasons["your-code"].text,
    replaceWith: "Confirm the developer accounts are always created in the client's business name",
  },
];
