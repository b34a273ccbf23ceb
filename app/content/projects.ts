/**
 * The eleven website demos (docs/requirements.md), the same in every language: their ids, the
 * mock screenshot drawn for each (app/components/art/work-browser-mock.tsx) and the live demo it
 * opens in a new tab, in the order /services/website-development and /work show them. Their
 * titles and descriptions are in en/projects.ts and hi/projects.ts.
 */
import { site } from "./site";

/** Each demo is a path below the demo site of site.ts (a placeholder listed there). */
const demo = (slug: string) => `${site.demoUrl}/${slug}`;

export const websiteProjectFacts = [
  {
    id: "admin-dashboard",
    webImage: { layout: "dashboard", hue: "indigo" },
    webLink: demo("admin-dashboard"),
  },
  {
    id: "user-dashboard",
    webImage: { layout: "dashboard", hue: "teal" },
    webLink: demo("user-dashboard"),
  },
  {
    id: "student-dashboard",
    webImage: { layout: "dashboard", hue: "violet" },
    webLink: demo("student-dashboard"),
  },
  {
    id: "business-website",
    webImage: { layout: "landing", hue: "orange" },
    webLink: demo("business-website"),
  },
  {
    id: "educational-website",
    webImage: { layout: "school", hue: "sky" },
    webLink: demo("educational-website"),
  },
  {
    id: "portfolio-website",
    webImage: { layout: "portfolio", hue: "rose" },
    webLink: demo("portfolio-website"),
  },
  {
    id: "blog-website",
    webImage: { layout: "blog", hue: "emerald" },
    webLink: demo("blog-website"),
  },
  {
    id: "text-utility",
    webImage: { layout: "text", hue: "slate" },
    webLink: demo("text-utility"),
  },
  {
    id: "nonprofit-website",
    webImage: { layout: "landing", hue: "emerald" },
    webLink: demo("nonprofit-website"),
  },
  {
    id: "flip-card-portfolio",
    webImage: { layout: "flip", hue: "violet" },
    webLink: demo("flip-card-portfolio"),
  },
  {
    id: "solar-system",
    webImage: { layout: "space", hue: "slate" },
    webLink: demo("solar-system"),
  },
] as const;

export type WebsiteProjectId = (typeof websiteProjectFacts)[number]["id"];
