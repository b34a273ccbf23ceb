/**
 * The words of the two notable apps (docs/requirements.md) on /services/app-development and
 * /work; their platforms and screens are in ../apps.ts. PLACEHOLDERS until the agency names two
 * apps it built: the names are descriptive, not brands, so no real product is passed off as
 * ours. Listed in `placeholders` below.
 */
import { type NotableAppId, notableAppFacts } from "../apps";
import type { AppsCopy, NotableAppWords } from "../apps.schema";
import type { Placeholder } from "../schema";

const apps: Record<NotableAppId, NotableAppWords> = {
  "ludo-game": {
    name: "Online Ludo Game",
    category: "Multiplayer board game",
    description:
      "A real-time ludo game for two to four players, online with friends or against the computer, with private rooms, chat and a web panel to run tournaments.",
    features: [
      "Real-time online play",
      "Private rooms with invite codes",
      "Tournaments and leaderboards",
      "Admin panel for players and reports",
    ],
    imageAlt:
      "Phone showing a ludo board with red, green, yellow and blue home bases and a dice button",
  },
  "school-app": {
    name: "School and Institute App",
    category: "Education",
    description:
      "One app for a school or coaching institute: attendance, homework, fee reminders, results and notices for parents and students, managed from a web admin panel.",
    features: [
      "Attendance and homework",
      "Fee reminders and receipts",
      "Results and report cards",
      "Notices sent to every parent",
    ],
    imageAlt:
      "Phone showing a school app's home screen with attendance, homework and fee tiles and a notice list",
  },
};

export const notableApps: AppsCopy["notableApps"] = notableAppFacts.map((app) => ({
  id: app.id,
  ...apps[app.id],
  platforms: [...app.platforms],
  screen: app.screen,
}));

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Two notable apps shown as the agency's work (invented apps and features)",
    value: notableApps.map((app) => app.name).join(", "),
    replaceWith:
      "Two apps the agency built and may show, with their real platforms and features (the phone artwork can stay)",
  },
];

/** Labels of a notable app card. */
export const notableAppCopy: AppsCopy["notableAppCopy"] = {
  platformsLabel: "Platforms",
  platforms: { android: "Android", ios: "iOS", "web-admin": "Web admin panel" },
};
