/**
 * /services/app-development's lists (docs/requirements.md), the same in every language: the
 * ids and icons of its eight cards and the ids of its 'Why Choose Us' reasons, in the order the
 * page shows them. Their words are in ./en.ts and ./hi.ts.
 */
export const appServiceFacts = [
  { id: "android-apps", icon: "smartphone" },
  { id: "ios-apps", icon: "tablet" },
  { id: "cross-platform-apps", icon: "layers" },
  { id: "app-ui-ux", icon: "pen" },
  { id: "admin-panels", icon: "dashboard" },
  { id: "api-integration", icon: "plug" },
  { id: "store-publishing", icon: "rocket" },
  { id: "app-maintenance", icon: "wrench" },
] as const;

export const appReasonIds = [
  "one-team",
  "fixed-quote",
  "weekly-builds",
  "your-code",
  "support",
] as const;
