/**
 * The agency's work (/work, and the project sections of /services/website-development and
 * /services/app-development), the same in every language, in the order the pages show it: the
 * eleven website demos, the mock screenshot drawn for each (app/components/art/work-browser-mock.tsx)
 * and the live demo each opens in a new tab; the two notable apps, the platforms they run on and
 * the phone screen drawn for each (app/components/art/work-phone-mock.tsx). Their words are in
 * ./en.ts and ./hi.ts (the apps are PLACEHOLDERS, listed there).
 */
import { site } from "../site/facts";

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

export const notableAppFacts = [
  { id: "ludo-game", platforms: ["android", "ios", "web-admin"], screen: "ludo" },
  { id: "school-app", platforms: ["android", "ios", "web-admin"], screen: "campus" },
] as const;
