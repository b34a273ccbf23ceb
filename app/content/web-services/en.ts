/**
 * The words of /services/website-development: its twelve cards (docs/requirements.md) and page
 * copy.
 */

import { formatters } from "~/base/format";
import { clientTerms } from "../policies/facts";
import { servicePageEyebrow } from "../services/en";
import { quoteActions } from "../shell/en";
import type { WebServicesWords } from "./schema";

const format = formatters.en;

export const cards: WebServicesWords["cards"] = {
  "custom-website": {
    title: "Custom Website Development",
    description:
      "A website designed around your business, not a template: fast on phones, easy to update and built to turn visitors into enquiries.",
  },
  "e-commerce": {
    title: "E-commerce Development",
    description:
      "Online stores with product catalogues, carts, UPI and card payments, and order tracking for your team.",
  },
  cms: {
    title: "CMS Development",
    description:
      "WordPress or a custom content manager so your team can change text, images, blogs and offers without calling a developer.",
  },
  "web-application": {
    title: "Web Application Development",
    description:
      "Dashboards, portals, CRMs and admin, sub-admin and user panels with role-based permissions, built for your workflow.",
  },
  "ui-ux": {
    title: "UI/UX Design",
    description:
      "Wireframes, clickable prototypes and clean interfaces that make every page obvious to use, tested on real screens before we build.",
  },
  maintenance: {
    title: "Website Maintenance",
    description:
      "Updates, backups, security patches, content changes and fixes, so your site keeps working while you run the business.",
  },
  "hosting-setup": {
    title: "Hosting Setup",
    description:
      "We choose and configure fast, secure hosting for your site — shared, VPS or cloud — and move existing sites to it.",
  },
  "domain-registration": {
    title: "Domain Registration",
    description: `Help choosing a memorable .in or .com name, registering it in your company's name, and a reminder at least ${format.duration({ days: clientTerms.renewalNoticeDays })} before each yearly renewal.`,
  },
  "dns-management": {
    title: "DNS Management",
    description:
      "Records for your website, email and verification set up correctly, so your domain points where it should.",
  },
  "email-configuration": {
    title: "Email Configuration",
    description:
      "Professional addresses like you@yourbusiness.in on Google Workspace or Zoho, set up with SPF, DKIM and DMARC records.",
  },
  "ssl-certificates": {
    title: "SSL Certificates",
    description:
      "HTTPS on every page with an SSL certificate installed for you — the padlock your customers look for.",
  },
  "website-monitoring": {
    title: "Website Monitoring",
    description: "Uptime and speed checks with alerts, so problems are found early.",
  },
};

/** The eyebrows of the two sections, which the hero's buttons that jump to them carry too. */
const eyebrows = { services: "Web Services", projects: "Web Projects" };

/** /services/website-development: hero, section headings and the closing call to action. */
export const websiteDevelopmentPage: WebServicesWords["websiteDevelopmentPage"] = {
  hero: { eyebrow: servicePageEyebrow, actions: eyebrows },
  sections: {
    services: {
      eyebrow: eyebrows.services,
      title: "Everything your website needs, in one place",
      intro:
        "From the first design to the domain, email and security behind it — and the care it needs once it is live.",
    },
    projects: {
      eyebrow: eyebrows.projects,
      title: "Websites and web apps we have built",
      intro: "Open any project to try the live demo in a new tab.",
    },
  },
  cta: {
    title: "Planning a new website?",
    text: "Tell us what you need and we will send you a quote.",
    ...quoteActions,
  },
};
