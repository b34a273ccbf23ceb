/**
 * Text inside the SVG artwork and mock-ups (app/components/art/): their accessible names and the
 * words drawn in them. Facts (the founding year, the brand's initials) come from ../site/facts.ts;
 * the number of roles fills `careerHeroArt.badgeLabel` where the careers page is built.
 */
import { template } from "~/base/template";
import { site, siteWordsEn as siteWords } from "../site/facts";
import type { ArtWords } from "./schema";

export const aboutHeroArt: ArtWords["aboutHeroArt"] = {
  label: `Illustration: a website, a mobile app and a brand card built by the studio since ${site.foundedYear}`,
  badgeTitle: "Established",
  /** The badge's second line. */
  badgeLabel: `${site.foundedYear} · ${siteWords.locality}`,
};

export const careerHeroArt: ArtWords["careerHeroArt"] = {
  label: "Illustration: a team board listing developers, designers and project managers",
  badgeTitle: "Roles in our team",
  badgeLabel: template("{roles} roles"),
};

export const contactHeroArt: ArtWords["contactHeroArt"] = {
  label: "Illustration: a message to the studio and its reply",
};

export const dashboardArt: ArtWords["dashboardArt"] = {
  admin:
    "Admin dashboard screenshot: sidebar menu, four summary tiles, a sales bar chart and a table of recent orders",
  user: "User dashboard screenshot: profile card, order status list and a support ticket panel",
  student:
    "Student dashboard screenshot: course progress rings, an attendance chart and upcoming assignments",
};

/** The two posters of the graphic-design hero (services-hero-art.tsx). */
export const posterArt: ArtWords["posterArt"] = {
  first: { lines: ["Brand", "Stories"], footer: "Designed to be seen" },
  second: { lines: ["Bold", "Ideas"], footer: "Logo · Print · Social" },
};
