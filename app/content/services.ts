/** The four services: the home grid, the /services overview, the menus and the footer. */
import type { Service } from "./schema";
import { countWord, quoteActions } from "./sections";

export const services = [
  {
    id: "website-development",
    title: "Website Development",
    summary:
      "Fast, secure websites and web applications — from business sites and online stores to custom dashboards.",
    img: "monitor",
    goToLink: "/services/website-development",
  },
  {
    id: "app-development",
    title: "App Development",
    summary:
      "Android, iOS and cross-platform apps, designed, built and published to the Play Store and App Store.",
    img: "smartphone",
    goToLink: "/services/app-development",
  },
  {
    id: "graphic-designing",
    title: "Graphic Designing",
    summary:
      "Logos, print, social media posts and UI/UX design that make your brand easy to recognise and trust.",
    img: "palette",
    goToLink: "/services/graphic-designing",
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing",
    summary:
      "SEO, social media, pay-per-click, content and email campaigns, measured with clear monthly reports.",
    img: "megaphone",
    goToLink: "/services/digital-marketing",
  },
] as const satisfies readonly Service[];

export type ServiceId = (typeof services)[number]["id"];

/** One of the four services, by id. */
export function serviceById(id: ServiceId): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`no service ${id}`);
  return service;
}

/** Eyebrow over the <h1> of each of the four service pages. */
export const servicePageEyebrow = "Services";

/** /services: the overview of the four services. */
export const servicesPage = {
  hero: { eyebrow: "What we do" },
  listHeading: `Our ${countWord(services.length)} services`,
  cta: {
    title: "Not sure which service you need?",
    text: "Tell us what you want to achieve and we will recommend the simplest way to get there, with a fixed price.",
    ...quoteActions,
  },
} as const;

/** The link of a service card to its page. */
export const serviceCardCopy = {
  explore: "Explore",
  exploreLabel: (title: string) => `Explore ${title}`,
} as const;
