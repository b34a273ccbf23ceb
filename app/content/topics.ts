/**
 * The registry of topics: one line per folder of app/content, above both the topics and the
 * engine (app/content/engine/). The dictionary (engine/content.ts) joins them in this order; the
 * words editor lists them in it. A new topic is one more line in `topics` and one in `Topics`.
 *
 * `Topics` is what a topic's join may read of every topic: its facts, and its words in the join's
 * language, typed from each topic's schema. The engine declares it empty (`TopicViews` in
 * engine/topic.ts) and this file fills it in, so the engine never imports a topic and a topic's
 * types never import the registry.
 */
import type { z } from "zod";
import { about } from "./about";
import type { aboutFactsSchema, aboutWordsSchema } from "./about/schema";
import { appServices } from "./app-services";
import type { appServicesFactsSchema, appServicesWordsSchema } from "./app-services/schema";
import { art } from "./art";
import type { artFactsSchema, artWordsSchema } from "./art/schema";
import { blog } from "./blog";
import type { blogFactsSchema, blogWordsSchema } from "./blog/schema";
import { careers } from "./careers";
import type { careersFactsSchema, careersWordsSchema } from "./careers/schema";
import { contact } from "./contact";
import type { contactWordsSchema } from "./contact/schema";
import { digitalServices } from "./digital-services";
import type {
  digitalServicesFactsSchema,
  digitalServicesWordsSchema,
} from "./digital-services/schema";
import type { noFacts } from "./engine/fields";
import type { TopicView } from "./engine/topic";
import { forms } from "./forms";
import type { formsWordsSchema } from "./forms/schema";
import { graphic } from "./graphic";
import type { graphicFactsSchema, graphicWordsSchema } from "./graphic/schema";
import { home } from "./home";
import type { homeFactsSchema, homeWordsSchema } from "./home/schema";
import { internship } from "./internship";
import type { internshipFactsSchema, internshipWordsSchema } from "./internship/schema";
import { pages } from "./pages";
import type { pagesWordsSchema } from "./pages/schema";
import { policies } from "./policies";
import type { policiesFactsSchema, policiesWordsSchema } from "./policies/schema";
import { pricing } from "./pricing";
import type { pricingFactsSchema, pricingWordsSchema } from "./pricing/schema";
import { replies } from "./replies";
import type { repliesWordsSchema } from "./replies/schema";
import { reports } from "./reports";
import type { reportsWordsSchema } from "./reports/schema";
import { services } from "./services";
import type { servicesFactsSchema, servicesWordsSchema } from "./services/schema";
import { shell } from "./shell";
import type { shellFactsSchema, shellWordsSchema } from "./shell/schema";
import { site } from "./site";
import type { siteFactsSchema, siteWordsSchema } from "./site/schema";
import { structuredData } from "./structured-data";
import type { structuredDataWordsSchema } from "./structured-data/schema";
import { webServices } from "./web-services";
import type { webServicesFactsSchema, webServicesWordsSchema } from "./web-services/schema";
import { work } from "./work";
import type { workFactsSchema, workWordsSchema } from "./work/schema";

export const topics = {
  site,
  shell,
  pages,
  art,
  structuredData,
  forms,
  home,
  blog,
  services,
  webServices,
  appServices,
  graphic,
  digitalServices,
  work,
  pricing,
  internship,
  careers,
  about,
  contact,
  policies,
  replies,
  reports,
};

type View<Facts extends z.ZodType, Words extends z.ZodType> = TopicView<
  z.infer<Facts>,
  z.infer<Words>
>;

export interface Topics {
  graphic: View<typeof graphicFactsSchema, typeof graphicWordsSchema>;
  policies: View<typeof policiesFactsSchema, typeof policiesWordsSchema>;
  site: View<typeof siteFactsSchema, typeof siteWordsSchema>;
  pricing: View<typeof pricingFactsSchema, typeof pricingWordsSchema>;
  blog: View<typeof blogFactsSchema, typeof blogWordsSchema>;
  pages: View<typeof noFacts, typeof pagesWordsSchema>;
  forms: View<typeof noFacts, typeof formsWordsSchema>;
  structuredData: View<typeof noFacts, typeof structuredDataWordsSchema>;
  work: View<typeof workFactsSchema, typeof workWordsSchema>;
  internship: View<typeof internshipFactsSchema, typeof internshipWordsSchema>;
  careers: View<typeof careersFactsSchema, typeof careersWordsSchema>;
  contact: View<typeof noFacts, typeof contactWordsSchema>;
  art: View<typeof artFactsSchema, typeof artWordsSchema>;
  about: View<typeof aboutFactsSchema, typeof aboutWordsSchema>;
  shell: View<typeof shellFactsSchema, typeof shellWordsSchema>;
  services: View<typeof servicesFactsSchema, typeof servicesWordsSchema>;
  webServices: View<typeof webServicesFactsSchema, typeof webServicesWordsSchema>;
  appServices: View<typeof appServicesFactsSchema, typeof appServicesWordsSchema>;
  digitalServices: View<typeof digitalServicesFactsSchema, typeof digitalServicesWordsSchema>;
  home: View<typeof homeFactsSchema, typeof homeWordsSchema>;
  replies: View<typeof noFacts, typeof repliesWordsSchema>;
  reports: View<typeof noFacts, typeof reportsWordsSchema>;
}

declare module "./engine/topic" {
  interface TopicViews extends Topics {}
}
