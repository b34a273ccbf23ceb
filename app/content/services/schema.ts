/** Schemas of the four services (./facts.ts) and their words (./en.ts and its Hindi twin). */
import { z } from "zod";
import { iconNames } from "~/base/icon-names";
import { byId, callToActionSchema, internalPath, templateSchema } from "../schema";
import { serviceFacts } from "./facts";

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

/** What each language says of a service: its name and the short line of cards and menus. */
const serviceWordsSchema = serviceSchema.pick({ title: true, summary: true });

/** The words of ./en.ts and its Hindi twin. */
export const servicesWordsSchema = z.object({
  /** Each service's name and summary (its card, its menu entry), by the id of ./facts.ts. */
  cards: byId(
    serviceFacts.map((service) => service.id),
    serviceWordsSchema,
  ),
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
export type ServicesWords = z.infer<typeof servicesWordsSchema>;

/** What the pages show: the four services in the order of ./facts.ts, with their words. */
export const servicesCopySchema = servicesWordsSchema
  .omit({ cards: true })
  .extend({ services: z.array(serviceSchema) });
export type ServicesCopy = z.infer<typeof servicesCopySchema>;
