/** The words of /services/digital-marketing: its six cards (docs/requirements.md) and page copy. */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { servicePageEyebrow } from "../services/en";
import { quoteActions } from "../shell/en";
import { digitalServiceFacts } from "./facts";
import type { DigitalServicesWords } from "./schema";

export const cards: DigitalServicesWords["cards"] = {
  seo: {
    title: "Search Engine Optimisation",
    description:
      "Keyword research, on-page fixes, backlinks and Google Business Profile work that help people find you in search results.",
  },
  smo: {
    title: "Social Media Optimisation",
    description:
      "Planned, designed and scheduled posts on Instagram, Facebook, LinkedIn and X that build a following for your business.",
  },
  "pay-per-click": {
    title: "Pay-Per-Click Advertising",
    description:
      "Google and Meta ad campaigns with tight targeting and regular budget checks, so you see what your spend brings in.",
  },
  "content-marketing": {
    title: "Content Marketing",
    description:
      "Blogs, articles and landing-page copy written for your customers and for search engines, in a voice that sounds like you.",
  },
  "email-marketing": {
    title: "Email Marketing",
    description:
      "Newsletters, offers and automated follow-ups sent to the right people at the right time.",
  },
  analytics: {
    title: "Analytics & Reporting",
    description:
      "Google Analytics and Search Console set up properly, with a plain monthly report of what worked and what we do next.",
  },
};

/**
 * /services/digital-marketing: hero, section headings, the SEO plan summary and the call to action.
 */
export const digitalMarketingPage: DigitalServicesWords["digitalMarketingPage"] = {
  hero: { eyebrow: servicePageEyebrow },
  sections: {
    services: {
      eyebrow: "What we do",
      title: "Digital marketing services",
      intro: `${formatters.en.countWordCapital(digitalServiceFacts.length)} ways we bring the right people to your business, each measured and reported every month.`,
    },
    seoPlans: {
      eyebrow: "SEO plans",
      title: "Monthly SEO plans that grow with you",
      intro:
        "More keywords, backlinks and landing pages — and more ways to reach us — at every tier.",
    },
  },
  /**
   * "{keywords} keywords · {backlinks} backlinks · …", from each plan's counts; each count kept on
   * one line (no-break spaces).
   */
  planCounts: template(
    "{keywords}\u00a0keywords · {backlinks}\u00a0backlinks · {landingPages}\u00a0landing\u00a0pages",
  ),
  comparePlans: { label: "Compare SEO plans", to: "/pricing#digital-marketing" },
  cta: {
    title: "Ready to be found online?",
    text: "See our monthly SEO plans, or tell us about your business and we will suggest where to start.",
    ...quoteActions,
  },
};
