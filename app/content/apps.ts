/**
 * The two notable apps (docs/requirements.md), the same in every language: their ids, the
 * platforms they run on and the phone screen drawn for each (app/components/art/work-phone-mock.tsx),
 * in the order /services/app-development and /work show them. Their names and descriptions are
 * in en/apps.ts (PLACEHOLDERS, listed there) and hi/apps.ts.
 */
export const notableAppFacts = [
  { id: "ludo-game", platforms: ["android", "ios", "web-admin"], screen: "ludo" },
  { id: "school-app", platforms: ["android", "ios", "web-admin"], screen: "campus" },
] as const;

export type NotableAppId = (typeof notableAppFacts)[number]["id"];
