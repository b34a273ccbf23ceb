/**
 * The eleven website demos (docs/requirements.md), shown as website project cards on
 * /services/website-development and /work. Each opens its live demo in a new tab.
 */
import { quoteActions } from "./sections";
import { site } from "./site";
import type { WebsiteProject } from "./web-services.schema";

/** Each demo is a path below the demo site of site.ts (a placeholder listed there). */
const demo = (slug: string) => `${site.demoUrl}/${slug}`;

export const websiteProjects = [
  {
    id: "admin-dashboard",
    webTitle: "Admin Dashboard",
    webImage: { layout: "dashboard", hue: "indigo" },
    webImageAlt:
      "Admin dashboard with a sidebar menu, four statistic tiles and a revenue bar chart",
    webDescription:
      "A control panel for business owners: sales, users and orders at a glance, with admin and sub-admin roles and permissions.",
    webLink: demo("admin-dashboard"),
  },
  {
    id: "user-dashboard",
    webTitle: "User Dashboard",
    webImage: { layout: "dashboard", hue: "teal" },
    webImageAlt: "User dashboard with profile summary tiles, recent activity and a usage chart",
    webDescription:
      "The customer's side of a web app: profile, orders, notifications and usage charts in one clean, responsive screen.",
    webLink: demo("user-dashboard"),
  },
  {
    id: "student-dashboard",
    webTitle: "Student Dashboard",
    webImage: { layout: "dashboard", hue: "violet" },
    webImageAlt: "Student dashboard with course progress tiles, attendance and a marks chart",
    webDescription:
      "Courses, attendance, assignments and results for students of a school or coaching institute, with a progress chart.",
    webLink: demo("student-dashboard"),
  },
  {
    id: "business-website",
    webTitle: "Business Website",
    webImage: { layout: "landing", hue: "orange" },
    webImageAlt:
      "Business website home page with a bold headline, call-to-action button and service cards",
    webDescription:
      "A company website with services, testimonials and an enquiry form — the kind of site most of our clients start with.",
    webLink: demo("business-website"),
  },
  {
    id: "educational-website",
    webTitle: "Educational Website",
    webImage: { layout: "school", hue: "sky" },
    webImageAlt:
      "Educational institute website with an admissions banner, course list and a campus photo block",
    webDescription:
      "An institute site with courses, faculty, admissions and a notice board that staff update themselves.",
    webLink: demo("educational-website"),
  },
  {
    id: "portfolio-website",
    webTitle: "Portfolio Website",
    webImage: { layout: "portfolio", hue: "rose" },
    webImageAlt:
      "Personal portfolio website with a round profile photo, a short bio and a grid of project thumbnails",
    webDescription:
      "A personal portfolio for a designer or developer: introduction, skills, selected projects and contact links.",
    webLink: demo("portfolio-website"),
  },
  {
    id: "blog-website",
    webTitle: "Blog Website",
    webImage: { layout: "blog", hue: "emerald" },
    webImageAlt: "Blog website with a featured article image, article list and a category sidebar",
    webDescription:
      "A fast, readable blog with categories, search and SEO-friendly article pages that rank on Google.",
    webLink: demo("blog-website"),
  },
  {
    id: "text-utility",
    webTitle: "Text Utility App",
    webImage: { layout: "text", hue: "slate" },
    webImageAlt:
      "Text utility web app with a large text box, word and character counters and action buttons",
    webDescription:
      "A handy web tool to convert case, count words and characters, remove extra spaces and copy the result in one click.",
    webLink: demo("text-utility"),
  },
  {
    id: "nonprofit-website",
    webTitle: "Nonprofit Website",
    webImage: { layout: "landing", hue: "emerald" },
    webImageAlt: "Nonprofit website with a mission headline, donate button and impact figures",
    webDescription:
      "A website for an NGO or trust with its mission, causes, volunteer sign-up and a clear donate button.",
    webLink: demo("nonprofit-website"),
  },
  {
    id: "flip-card-portfolio",
    webTitle: "Flip-card Portfolio",
    webImage: { layout: "flip", hue: "violet" },
    webImageAlt:
      "Portfolio built from cards, one of them turned over to show project details on its back",
    webDescription:
      "A playful portfolio whose project cards flip over on hover or tap to reveal details, built with pure CSS 3D transforms.",
    webLink: demo("flip-card-portfolio"),
  },
  {
    id: "solar-system",
    webTitle: "Solar System",
    webImage: { layout: "space", hue: "slate" },
    webImageAlt:
      "Animated solar system on a dark sky, with planets on circular orbits around the sun",
    webDescription:
      "An animated model of the solar system with planets orbiting the sun, drawn and animated with HTML and CSS only.",
    webLink: demo("solar-system"),
  },
] as const satisfies readonly WebsiteProject[];

/** The link of a website project card to its live demo. */
export const projectCardCopy = {
  view: "View Project",
  viewLabel: (title: string) => `View Project: ${title} (opens in a new tab)`,
} as const;

const workSections = {
  graphic: {
    eyebrow: "Graphic Designs",
    title: "Posts, screens and brand designs",
    intro: "A selection of social media posts and UI/UX screens from our design desk.",
  },
  websites: {
    eyebrow: "Website Project",
    title: "Websites, dashboards and web apps",
    intro:
      "Informational sites for businesses, institutes and nonprofits, role-based dashboards and a few playful experiments. Every card opens a live demo in a new tab.",
  },
  apps: {
    eyebrow: "Application Project",
    title: "Apps in the hands of real users",
    intro: "Android and iOS apps with the admin panels that run them.",
  },
} as const;

/** /work: hero, the three portfolio sections and the closing call to action. */
export const workPage = {
  hero: {
    eyebrow: "Portfolio",
    /** The hero's buttons jump to the three sections and carry their eyebrows. */
    actions: {
      graphic: workSections.graphic.eyebrow,
      websites: workSections.websites.eyebrow,
      apps: workSections.apps.eyebrow,
    },
  },
  sections: workSections,
  cta: {
    title: "Like what you see?",
    text: "Tell us about your project and we will show you similar work and a fixed price.",
    ...quoteActions,
  },
} as const;
