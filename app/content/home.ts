/**
 * The home page's facts, the same in every language (docs/requirements.md, Home): the process
 * steps' ids and icons, the work areas' pages, the dashboard demos and their addresses, the
 * clients of the testimonials, the FAQ's topics, how soon we reply and how long a website takes.
 * The words are in en/home.ts and hi/home.ts; `homeCopy` joins them to these facts, on the server,
 * into what the page shows.
 */
import { fill } from "~/lib/template";
import type { HomeCopy, HomeWords } from "./home.schema";
import { site } from "./site";

/** The six how-it-works steps, in order, with the icon each card draws. */
export const processSteps = [
  { id: "project-initiation", icon: "clipboard" },
  { id: "development-phase", icon: "code-xml" },
  { id: "customization-and-integration", icon: "puzzle" },
  { id: "quality-assurance", icon: "shield" },
  { id: "deployment-and-support", icon: "rocket" },
  { id: "continuous-improvement", icon: "refresh" },
] as const;

/** The two kinds of development of "Our work", each with its icon and service page. */
export const workAreas = [
  { id: "website-development", icon: "app-window", href: "/services/website-development" },
  { id: "application-development", icon: "smartphone", href: "/services/app-development" },
] as const;

/** The three live dashboard demos: each runs at a path below site.ts's demo address. */
export const workDemos = [
  { id: "admin-dashboard", workImg: "admin" },
  { id: "user-dashboard", workImg: "user" },
  { id: "student-dashboard", workImg: "student" },
] as const;

/**
 * PLACEHOLDERS, listed in en/home.ts's `placeholders`: invented clients. Their businesses are
 * named "Example …" in the words, so that none can be taken for a real company.
 */
export const testimonialClients = [
  {
    id: "example-fabrics",
    personName: "Rahul Mehta",
    imgSrc: { monogram: "EF", tone: "orange" },
  },
  {
    id: "example-academy",
    personName: "Priya Nair",
    imgSrc: { monogram: "EA", tone: "indigo" },
  },
  {
    id: "example-logistics",
    personName: "Arjun Malhotra",
    imgSrc: { monogram: "EL", tone: "emerald" },
  },
] as const;

/** The ten questions of the FAQ, in order. */
export const faqTopics = [
  "services",
  "workflow",
  "communication",
  "project-sizes",
  "hosting",
  "crm",
  "role-based-panels",
  "mobile-apps",
  "store-publishing",
  "multiplatform-apps",
] as const;

/** How long a typical business website takes, in weeks. */
export const websiteWeeks = { min: 3, max: 6 } as const;

/**
 * What the home page shows in one language: the words joined to the facts above, with each
 * step's badge, each demo's and each client logo's accessible name filled in here, on the server.
 */
export function homeCopy(words: HomeWords): HomeCopy {
  return {
    heroWords: words.heroWords,
    hero: words.hero,
    about: words.about,
    blogSection: words.blogSection,
    processSection: words.processSection,
    steps: processSteps.map((step, index) => ({
      ...step,
      ...words.steps[step.id],
      badge: fill(words.stepBadge, { number: String(index + 1).padStart(2, "0") }),
      srPrefix: fill(words.stepPrefix, { number: index + 1 }),
    })),
    work: {
      ...words.work,
      areas: workAreas.map((area) => {
        const { title, text, points, linkLabel } = words.work.areas[area.id];
        return {
          id: area.id,
          icon: area.icon,
          title,
          text,
          points,
          link: { label: linkLabel, href: area.href },
        };
      }),
      demos: workDemos.map((demo) => {
        const { title, description } = words.work.demos[demo.id];
        return {
          ...demo,
          title,
          description,
          goToLink: `${site.demoUrl}/${demo.id}`,
          ariaLabel: fill(words.exploreDemoLabel, { title }),
        };
      }),
    },
    servicesSection: words.servicesSection,
    showcase: words.showcase,
    testimonialsSection: words.testimonialsSection,
    testimonials: testimonialClients.map((client) => {
      const said = words.testimonials[client.id];
      return {
        id: client.id,
        personName: client.personName,
        ...said,
        imgSrc: client.imgSrc,
        logoLabel: fill(words.clientLogoLabel, { company: said.personCompany }),
      };
    }),
    faqSection: words.faqSection,
    faqs: faqTopics.map((id) => ({ id, ...words.faqs[id] })),
  };
}
