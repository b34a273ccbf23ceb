/** The four services: their cards and menu entries, /services, and what the service pages share. */
import { defineLegacyTopic, withWords } from "../topic";
import * as en from "./en";
import { serviceFacts } from "./facts";
import * as hi from "./hi";
import { type ServicesCopy, servicesWordsSchema } from "./schema";

export const services = defineLegacyTopic({
  schema: servicesWordsSchema,
  en,
  hi,
  join: ({ cards, ...pages }): { services: ServicesCopy } => ({
    services: { services: withWords(serviceFacts, cards), ...pages },
  }),
});
