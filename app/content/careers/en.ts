/**
 * The words of /career: each role's title, description and tools (by the ids of ./facts.ts,
 * which holds the roles' order, icons and the experience each asks for), the notice above the
 * form and the copy around it.
 */
import { template } from "~/base/template";
import type { CareersWords } from "./schema";

export const careerRoles: CareersWords["careerRoles"] = {
  "frontend-developer": {
    title: "Frontend Developer",
    description:
      "Turn designs into fast, accessible, responsive pages for client websites and dashboards, and keep them quick on a mid-range phone over 4G.",
    tools: ["HTML", "CSS", "JavaScript", "Tailwind CSS", "Git"],
  },
  "backend-developer": {
    title: "Backend Developer",
    description:
      "Build the APIs, databases and admin panels behind our websites and apps: role-based access, integrations, and code that keeps running after launch.",
    tools: ["Node.js", "Express", "MySQL or PostgreSQL", "REST APIs", "Git"],
  },
  "react-developer": {
    title: "React Developer",
    description:
      "Build single-page apps, dashboards and CRM screens in React with TypeScript, from component design to forms, state and data fetching.",
    tools: ["React", "TypeScript", "React Router", "Tailwind CSS", "Git"],
  },
  "ui-ux-designer": {
    title: "UI/UX Designer",
    description:
      "Plan user flows, wireframes and polished interfaces for websites, apps and games, and hand developers designs they can build without guessing.",
    tools: ["Figma", "Adobe XD", "Prototyping", "Design systems"],
  },
  "graphic-designer": {
    title: "Graphic Designer",
    description:
      "Design logos, brand kits, posters, flex boards and print material that make small businesses look as good as they are.",
    tools: ["Adobe Photoshop", "Adobe Illustrator", "CorelDRAW", "Canva"],
  },
  "react-native-developer": {
    title: "React Native Developer",
    description:
      "Ship cross-platform Android and iOS apps from one codebase, connect them to our APIs and take them through Play Store and App Store release.",
    tools: ["React Native", "TypeScript", "Expo", "Android Studio", "Xcode"],
  },
  "php-developer": {
    title: "PHP Developer",
    description:
      "Build and maintain PHP websites, WordPress themes and plugins, and Laravel back ends for client projects that need them.",
    tools: ["PHP", "Laravel", "WordPress", "MySQL", "Git"],
  },
  "project-manager": {
    title: "Project Manager",
    description:
      "Be the client's single point of contact: write clear scopes, plan milestones, keep clients updated and keep every project on schedule.",
    tools: ["Jira or Trello", "Google Workspace", "Slack", "Basic HTML and web knowledge"],
  },
  "social-media-post-designer": {
    title: "Social Media Post Designer",
    description:
      "Design scroll-stopping posts, carousels, reels covers and stories for our clients' Instagram, Facebook and LinkedIn pages, on brand and on schedule.",
    tools: ["Canva", "Adobe Photoshop", "Adobe Illustrator", "Figma"],
  },
  "social-media-handler": {
    title: "Social Media Handler",
    description:
      "Plan monthly content calendars, publish and schedule posts, reply to comments and messages, and report what worked to each client.",
    tools: ["Meta Business Suite", "Instagram", "LinkedIn", "Buffer or Hootsuite"],
  },
  "digital-marketing-specialist": {
    title: "Digital Marketing Specialist",
    description:
      "Run SEO, content and email campaigns for our clients: keyword research, on-page fixes, backlinks, Google Business Profile and monthly reports.",
    tools: ["Google Analytics 4", "Google Search Console", "SEMrush or Ahrefs", "Mailchimp"],
  },
  "meta-and-google-ads-runner": {
    title: "Meta and Google Ads Runner",
    description:
      "Set up, run and optimise paid campaigns on Meta and Google with sensible budgets, clean tracking and clear reports on cost per lead.",
    tools: ["Meta Ads Manager", "Google Ads", "Google Tag Manager", "Google Analytics 4"],
  },
};

/** The eligibility sentence, after the least experience a role asks for ("1+ year"). */
export const experience: CareersWords["experience"] = template(
  "{duration} of professional experience, or a relevant internship with work you can show us.",
);

/** Visually hidden after a role's Apply button text: "Apply as Frontend Developer". */
export const applyAsSuffix: CareersWords["applyAsSuffix"] = template(" as {role}");

export const careersCopy: CareersWords["careersCopy"] = {
  heroEyebrow: "Careers",
  heroPrimaryAction: "See the roles",
  heroSecondaryAction: "Send your details",
  perksTitle: "Why people like working here",
  perksIntro:
    "A small studio means your work goes live, clients know your name and you learn something new every week.",
  perks: [
    {
      icon: "rocket",
      title: "Real projects",
      text: "You work on live websites, apps and campaigns for real businesses — not practice tasks.",
    },
    {
      icon: "users",
      title: "Mentors who review your work",
      text: "Senior developers and designers review your code and designs and help you grow into the next role.",
    },
    {
      icon: "calendar-check",
      title: "Clear planning",
      text: "Written scopes and realistic deadlines for every project.",
    },
  ],
  rolesEyebrow: "Roles",
  rolesTitle: "Roles in our team",
  rolesIntro:
    "We open these roles as projects need them. Pick the one that fits you and send us your details.",
  eligibilityLabel: "Eligibility",
  toolsLabel: "Tools you should know",
  applyLabel: "Apply",
  formEyebrow: "Apply",
  formTitle: "Send us your details",
  formIntro:
    "Tell us who you are and what you would like to do. We will reach out to you when a suitable role opens.",
  includeTitle: "What to include in your message",
  include: [
    "The role you are interested in",
    "A few lines about your experience, internships or projects",
    "A link to your portfolio, GitHub, Behance or LinkedIn profile",
  ],
  emailPrompt: "Prefer email? Write to",
  /** Starts the message when a visitor comes from a role's Apply button. */
  applyingFor: "Applying for:",
  notice:
    "Currently, No Open Positions Available. Please fill out the form below with your details, and we'll reach out to you when a suitable opportunity arises.",
};
