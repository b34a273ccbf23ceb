/** The four services' words: the home grid, the /services overview, the menus and the footer. */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { quoteActions } from "../shell/en";
import { serviceFacts } from "./facts";
import type { ServicesWords } from "./schema";

/** Each service's name and summary, by the id of ./facts.ts. */
export const cards: ServicesWords["cards"] = {
  "website-development": {
    title: "Website Development",
    summary:
      "Fast, secure websites and web applications — from business sites and online stores to custom dashboards.",
  },
  "app-development": {
    title: "App Development",
    summary:
      "Android, iOS and cross-platform apps, designed, built and published to the Play Store and App Store.",
  },
  "graphic-designing": {
    title: "Graphic Designing",
    summary:
      "Logos, print, social media posts and UI/UX design that make your brand easy to recognise and trust.",
  },
  "digital-marketing": {
    title: "Digital Marketing",
    summary:
      "SEO, social media, pay-per-click, content and email campaigns, measured with clear monthly reports.",
  },
};

export const servicePageEyebrow: ServicesWords["servicePageEyebrow"] = "Services";

export const servicesPage: ServicesWords["servicesPage"] = {
  hero: { eyebrow: "What we do" },
  listHeading: `Our ${formatters.en.countWord(serviceFacts.length)} services`,
  cta: {
    title: "Not sure which service you need?",
    text: "Tell us what you want to achieve and we will recommend the simplest way to get there.",
    ...quoteActions,
  },
};

export const serviceCardCopy: ServicesWords["serviceCardCopy"] = {
  explore: "Explore",
  exploreLabel: template("Explore {service}"),
};
