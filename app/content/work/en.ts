/**
 * The words of the agency's work in English: each website demo's title, screenshot description
 * and summary, each notable app's name, category, description and features, and the copy of
 * /work. Their ids, artwork and links are facts (./facts.ts).
 */
import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { quoteActions } from "../shell/en";
import { notableAppFacts } from "./facts";
import type { WorkWords } from "./schema";

export const projects: WorkWords["projects"] = {
  "admin-dashboard": {
    webTitle: "Admin Dashboard",
    webImageAlt:
      "Admin dashboard with a sidebar menu, four statistic tiles and a revenue bar chart",
    webDescription:
      "A control panel for business owners: sales, users and orders at a glance, with admin and sub-admin roles and permissions.",
  },
  "user-dashboard": {
    webTitle: "User Dashboard",
    webImageAlt: "User dashboard with profile summary tiles, recent activity and a usage chart",
    webDescription:
      "The customer's side of a web app: profile, orders, notifications and usage charts in one clean, responsive screen.",
  },
  "student-dashboard": {
    webTitle: "Student Dashboard",
    webImageAlt: "Student dashboard with course progress tiles, attendance and a marks chart",
    webDescription:
      "Courses, attendance, assignments and results for students of a school or coaching institute, with a progress chart.",
  },
  "business-website": {
    webTitle: "Business Website",
    webImageAlt:
      "Business website home page with a bold headline, call-to-action button and service cards",
    webDescription: "A company website with services, testimonials and an enquiry form.",
  },
  "educational-website": {
    webTitle: "Educational Website",
    webImageAlt:
      "Educational institute website with an admissions banner, course list and a campus photo block",
    webDescription:
      "An institute site with courses, faculty, admissions and a notice board that staff update themselves.",
  },
  "portfolio-website": {
    webTitle: "Portfolio Website",
    webImageAlt:
      "Personal portfolio website with a round profile photo, a short bio and a grid of project thumbnails",
    webDescription:
      "A personal portfolio for a designer or developer: introduction, skills, selected projects and contact links.",
  },
  "blog-website": {
    webTitle: "Blog Website",
    webImageAlt: "Blog website with a featured article image, article list and a category sidebar",
    webDescription: "A fast, readable blog with categories, search and SEO-friendly article pages.",
  },
  "text-utility": {
    webTitle: "Text Utility App",
    webImageAlt:
      "Text utility web app with a large text box, word and character counters and action buttons",
    webDescription:
      "A handy web tool to convert case, count words and characters, remove extra spaces and copy the result in one click.",
  },
  "nonprofit-website": {
    webTitle: "Nonprofit Website",
    webImageAlt: "Nonprofit website with a mission headline, donate button and impact figures",
    webDescription:
      "A website for an NGO or trust with its mission, causes, volunteer sign-up and a clear donate button.",
  },
  "flip-card-portfolio": {
    webTitle: "Flip-card Portfolio",
    webImageAlt:
      "Portfolio built from cards, one of them turned over to show project details on its back",
    webDescription:
      "A playful portfolio whose project cards flip over on hover or tap to reveal details, built with pure CSS 3D transforms.",
  },
  "solar-system": {
    webTitle: "Solar System",
    webImageAlt:
      "Animated solar system on a dark sky, with planets on circular orbits around the sun",
    webDescription:
      "An animated model of the solar system with planets orbiting the sun, drawn and animated with HTML and CSS only.",
  },
};

/** The link of a website project card to its live demo. */
export const projectCardCopy: WorkWords["projectCardCopy"] = {
  view: "View Project",
  viewLabel: template("View Project: {title} (opens in a new tab)"),
};

/** The eyebrows of the three sections, which the hero's buttons that jump to them carry too. */
const eyebrows = {
  graphic: "Graphic Designs",
  websites: "Website Project",
  apps: "Application Project",
};

/** /work: hero, the three portfolio sections and the closing call to action. */
export const workPage: WorkWords["workPage"] = {
  hero: { eyebrow: "Portfolio", actions: eyebrows },
  sections: {
    graphic: {
      eyebrow: eyebrows.graphic,
      title: "Posts, screens and brand designs",
      intro: "A selection of social media posts and UI/UX screens from our design desk.",
    },
    websites: {
      eyebrow: eyebrows.websites,
      title: "Websites, dashboards and web apps",
      intro:
        "Informational sites for businesses, institutes and nonprofits, role-based dashboards and a few playful experiments. Every card opens a live demo in a new tab.",
    },
    apps: {
      eyebrow: eyebrows.apps,
      title: `${formatters.en.countWordCapital(notableAppFacts.length)} notable apps`,
      intro: "Android and iOS apps with the admin panels that run them.",
    },
  },
  cta: {
    title: "Like what you see?",
    text: "Tell us about your project and we will show you similar work and a price.",
    ...quoteActions,
  },
};

export const apps: WorkWords["apps"] = {
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

/** Labels of a notable app card. */
export const notableAppCopy: WorkWords["notableAppCopy"] = {
  platformsLabel: "Platforms",
  platforms: { android: "Android", ios: "iOS", "web-admin": "Web admin panel" },
};
