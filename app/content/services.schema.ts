/** zod schema of the services' words (app/content/en/services.ts and its Hindi twin). */
import { z } from "zod";
import { serviceSchema, templateSchema } from "./schema";
import { callToActionSchema } from "./sections.schema";

const text = z.string().min(1);

export const servicesCopySchema = z.object({
  /** The four services in the order of ./services.ts, with their words. */
  services: z.array(serviceSchema).length(4),
  /** Eyebrow over the <h1> of each of the four service pages. */
  servicePageEyebrow: text,
  /** /services: the overview of the four services. */
  servicesPage: z.object({
    hero: z.object({ eyebrow: text }),
    listHeading: text,
    cta: callToActionSchema,
  }),
  /** The link of a service card to its page. */
  serviceCardCopy: z.object({ explore: text, exploreLabel: templateSchema("service") }),
});
export type ServicesCopy = z.infer<typeof servicesCopySchema>;
