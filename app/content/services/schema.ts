/** Schemas of the four services (./facts.ts) and their words (./en.ts and its Hindi twin). */
import { z } from "zod";
import { iconNames } from "~/base/icon-names";
import { callToActionSchema, internalPath, templateSchema } from "../schema";

const text = z.string().min(1);

export const serviceSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(3),
  /** Short line for cards and menus. */
  summary: z.string().min(20).max(160),
  /** Icon key of the registry (app/base/icon-names.ts). */
  img: z.enum(iconNames),
  goToLink: internalPath,
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesCopySchema = z.object({
  /** The four services in the order of ./facts.ts, with their words. */
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
