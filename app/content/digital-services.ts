/** /services/digital-marketing: the six service cards (docs/requirements.md). */
import type { SeoPlan } from "./pricing.schema";
import { countWordCapital, quoteActions } from "./sections";
import { servicePageEyebrow } from "./services";
import type { Offering } from "./web-services.schema";

export const digitalServices = [
  {
    id: "seo",
    title: "Search Engine Optimisation",
    description:
      "Keyword research, on-page fixes, backlinks and Google Business Profile work that move you up the results people actually click.",
    icon: "search",
  },
  {
    id: "smo",
    title: "Social Media Optimisation",
    description:
      "Planned, designed and scheduled posts on Instagram, Facebook, LinkedIn and X that grow a following that buys from you.",
    icon: "share",
  },
  {
    id: "pay-per-click",
    title: "Pay-Per-Click Advertising",
    description:
      "Google and Meta ad campaigns with tight targeting and daily budget checks, so every rupee is tracked to a lead or a sale.",
    icon: "click",
  },
  {
    id: "content-marketing",
    title: "Content Marketing",
    description:
      "Blogs, articles and landing-page copy written for your customers and for search engines, in a voice that sounds like you.",
    icon: "file",
  },
  {
    id: "email-marketing",
    title: "Email Marketing",
    description:
      "Newsletters, offers and automated follow-ups sent to the right people at the right time, with clean lists and good delivery.",
    icon: "mail",
  },
  {
    id: "analytics",
    title: "Analytics & Reporting",
    description:
      "Google Analytics and Search Console set up properly, with a plain monthly report of what worked and what we do next.",
    icon: "chart",
  },
] as const satisfies readonly Offering[];

/** /services/digital-marketing: hero, section headings, the SEO plan summary and the call to action. */
export const digitalMarketingPage = {
  hero: { eyebrow: servicePageEyebrow },
  sections: {
    services: {
      eyebrow: "What we do",
      title: "Digital marketing services",
      intro: `${countWordCapital(digitalServices.length)} ways we bring the right people to your business, each measured and reported every month.`,
    },
    seoPlans: {
      eyebrow: "SEO plans",
      title: "Monthly SEO plans that grow with you",
      intro:
        "More keywords, backlinks and landing pages — and more ways to reach us — at every tier.",
    },
  },
  /** "25 keywords · 50 backlinks · 5 landing pages"; each count kept on one line (no-break spaces). */
  planCounts: (plan: Pick<SeoPlan, "keywords" | "backlinks" | "landingPages">) =>
    `${plan.keywords}\u00a0keywords · ${plan.backlinks}\u00a0backlinks · ${plan.landingPages}\u00a0landing\u00a0pages`,
  comparePlans: { label: "Compare SEO plans", to: "/pricing#digital-marketing" },
  cta: {
    title: "Ready to be found online?",
    text: "See our monthly SEO plans, or tell us about your business and we will suggest where to start.",
    ...quoteActions,
  },
} as const;
