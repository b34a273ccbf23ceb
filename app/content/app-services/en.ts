/**
 * The words of /services/app-development: its eight cards and 'Why Choose Us' list
 * (docs/requirements.md).
 */

import { formatters } from "~/base/format";
import { servicePageEyebrow } from "../services/en";
import { quoteActions } from "../shell/en";
import { notableAppFacts } from "../work/facts";
import type { AppServicesWords } from "./schema";

export const cards: AppServicesWords["cards"] = {
  "android-apps": {
    title: "Android App Development",
    description:
      "Native Android apps that run smoothly on the budget and flagship phones your customers actually use.",
  },
  "ios-apps": {
    title: "iOS App Development",
    description:
      "Native iPhone and iPad apps that follow Apple's design guidelines, prepared for App Store review.",
  },
  "cross-platform-apps": {
    title: "Cross-platform Apps",
    description:
      "One React Native codebase for Android and iOS, so you can usually launch on both stores sooner and for less.",
  },
  "app-ui-ux": {
    title: "App UI/UX Design",
    description:
      "Screens, flows and clickable prototypes designed for thumbs and small screens, for you to try and approve before we code.",
  },
  "admin-panels": {
    title: "Admin Panels & Dashboards",
    description:
      "The web panel behind your app, with admin, sub-admin and user roles, reports and permissions assigned by your admins.",
  },
  "api-integration": {
    title: "API & CRM Integration",
    description:
      "Payments, maps, SMS, WhatsApp notifications and your CRM connected securely, so data flows without copy and paste.",
  },
  "store-publishing": {
    title: "Play Store & App Store Publishing",
    description:
      "Store listings, screenshots, privacy forms and release builds handled for you, from first upload to approval.",
  },
  "app-maintenance": {
    title: "Maintenance & Support",
    description:
      "Updates for new Android and iOS versions, crash monitoring, bug fixes and new features after your app goes live.",
  },
};

export const reasons: AppServicesWords["reasons"] = {
  "one-team": {
    title: "One team, start to finish",
    text: "Design, development, the admin panel, store publishing and support come from the same people, so nothing gets lost between vendors.",
  },
  "fixed-quote": {
    title: "Clear starting prices",
    text: "Apps start at the price on our pricing page, and your quote sets out the scope before work starts.",
  },
  "weekly-builds": {
    title: "Test builds on your phone",
    text: "Try builds of your app on your own phone during development and tell us what to change while it is still cheap to change.",
  },
  "your-code": {
    title: "Store accounts in your name",
    text: "The Play Store and App Store developer accounts are created in your business's name.",
  },
  support: {
    title: "Support after launch",
    text: "We stay on after go-live for updates, fixes and new features, reachable by phone, email and WhatsApp.",
  },
};

/** /services/app-development: hero, section headings and the closing call to action. */
export const appDevelopmentPage: AppServicesWords["appDevelopmentPage"] = {
  hero: { eyebrow: servicePageEyebrow },
  sections: {
    services: {
      eyebrow: "What we build",
      title: "App development services",
      intro:
        "Everything from the first screen design to the store listing, and the admin panel your team runs it from.",
    },
    projects: {
      eyebrow: "Projects",
      title: "Notable apps",
      intro: `${formatters.en.countWordCapital(notableAppFacts.length)} apps from our studio, each with its Android and iOS apps and the web panel behind them.`,
    },
    whyChooseUs: {
      eyebrow: "Why Choose Us",
      title: "Why businesses choose us for their apps",
    },
  },
  cta: {
    title: "Have an app idea?",
    text: "Share it with us and we will suggest the right platform, features and budget.",
    ...quoteActions,
  },
};
