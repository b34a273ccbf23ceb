/**
 * The home page's facts, the same in every language (docs/requirements.md, Home): the process
 * steps' ids and icons, the work areas' pages, the dashboard demos and their addresses, the
 * clients of the testimonials, and the FAQ's topics.
 * The words are in ./en.ts and ./hi.ts; ./index.ts joins them to these facts, on the
 * server, into what the page shows.
 */

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
 * PLACEHOLDERS, listed in ./launch-check.ts: invented clients, each with the monogram of its
 * logo. Who said it, and the business, are in the words (a name as each language writes it); the
 * businesses are named "Example …", so that none can be taken for a real company.
 */
export const testimonialClients = [
  {
    id: "example-fabrics",
    imgSrc: { monogram: "EF", tone: "orange" },
  },
  {
    id: "example-academy",
    imgSrc: { monogram: "EA", tone: "indigo" },
  },
  {
    id: "example-logistics",
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
