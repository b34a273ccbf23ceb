/**
 * What a topic's join may read of every topic (`Topics`): its facts, and its words in the join's
 * language, typed from each topic's schema. Kept apart from the list of topics (./topics.ts) so
 * that a topic's types never depend on the topics that read it.
 */
import type { z } from "zod";
import type { appServicesFactsSchema, appServicesWordsSchema } from "./app-services/schema";
import type {
  digitalServicesFactsSchema,
  digitalServicesWordsSchema,
} from "./digital-services/schema";
import type { homeFactsSchema, homeWordsSchema } from "./home/schema";
import type { servicesFactsSchema, servicesWordsSchema } from "./services/schema";
import type { shellFactsSchema, shellWordsSchema } from "./shell/schema";
import type { siteFactsSchema, siteWordsSchema } from "./site/schema";
import type { TopicView } from "./topic";
import type { webServicesFactsSchema, webServicesWordsSchema } from "./web-services/schema";

type View<Facts extends z.ZodType, Words extends z.ZodType> = TopicView<
  z.infer<Facts>,
  z.infer<Words>
>;

export interface Topics {
  site: View<typeof siteFactsSchema, typeof siteWordsSchema>;
  shell: View<typeof shellFactsSchema, typeof shellWordsSchema>;
  services: View<typeof servicesFactsSchema, typeof servicesWordsSchema>;
  webServices: View<typeof webServicesFactsSchema, typeof webServicesWordsSchema>;
  appServices: View<typeof appServicesFactsSchema, typeof appServicesWordsSchema>;
  digitalServices: View<typeof digitalServicesFactsSchema, typeof digitalServicesWordsSchema>;
  home: View<typeof homeFactsSchema, typeof homeWordsSchema>;
}
