/**
 * What a topic's join may read of every topic (`Topics`): its facts, and its words in the join's
 * language, typed from each topic's schema. Kept apart from the list of topics (./topics.ts) so
 * that a topic's types never depend on the topics that read it.
 */
import type { z } from "zod";

import type { aboutFactsSchema, aboutWordsSchema } from "./about/schema";
import type { appServicesFactsSchema, appServicesWordsSchema } from "./app-services/schema";
import type { artFactsSchema, artWordsSchema } from "./art/schema";
import type { blogFactsSchema, blogWordsSchema } from "./blog/schema";
import type { careersFactsSchema, careersWordsSchema } from "./careers/schema";
import type { contactWordsSchema } from "./contact/schema";
import type {
  digitalServicesFactsSchema,
  digitalServicesWordsSchema,
} from "./digital-services/schema";
import type { noFacts } from "./engine/fields";
import type { TopicView } from "./engine/topic";
import type { formsWordsSchema } from "./forms/schema";
import type { graphicFactsSchema, graphicWordsSchema } from "./graphic/schema";
import type { homeFactsSchema, homeWordsSchema } from "./home/schema";
import type { internshipFactsSchema, internshipWordsSchema } from "./internship/schema";
import type { pagesWordsSchema } from "./pages/schema";
import type { policiesFactsSchema, policiesWordsSchema } from "./policies/schema";
import type { pricingFactsSchema, pricingWordsSchema } from "./pricing/schema";
import type { servicesFactsSchema, servicesWordsSchema } from "./services/schema";
import type { shellFactsSchema, shellWordsSchema } from "./shell/schema";
import type { siteFactsSchema, siteWordsSchema } from "./site/schema";
import type { structuredDataWordsSchema } from "./structured-data/schema";
import type { webServicesFactsSchema, webServicesWordsSchema } from "./web-services/schema";
import type { workFactsSchema, workWordsSchema } from "./work/schema";

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
}
