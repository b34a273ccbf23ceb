/** The two notable apps (specification §2, §3): shown on /services/app-development and /work. */
import type { NotableApp } from "./apps.schema";

export const notableApps = [
  {
    id: "ludo-arena",
    name: "Ludo Arena",
    category: "Multiplayer board game",
    description:
      "A real-time ludo game for two to four players, online with friends or against the computer, with private rooms, chat and a web panel to run tournaments.",
    platforms: ["Android", "iOS", "Web admin panel"],
    features: [
      "Real-time online play",
      "Private rooms with invite codes",
      "Tournaments and leaderboards",
      "Admin panel for players and reports",
    ],
    screen: "ludo",
    imageAlt:
      "Phone showing the Ludo Arena board with red, green, yellow and blue home bases and a dice button",
  },
  {
    id: "campus-connect",
    name: "Campus Connect",
    category: "School and institute app",
    description:
      "One app for a school or coaching institute: attendance, homework, fee reminders, results and notices for parents and students, managed from a web admin panel.",
    platforms: ["Android", "iOS", "Web admin panel"],
    features: [
      "Attendance and homework",
      "Fee reminders and receipts",
      "Results and report cards",
      "Notices sent to every parent",
    ],
    screen: "campus",
    imageAlt:
      "Phone showing the Campus Connect home screen with attendance, homework and fee tiles and a notice list",
  },
] as const satisfies readonly NotableApp[];
