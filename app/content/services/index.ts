/** The four services: their cards and menu entries, /services, and what the service pages share. */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { servicesCopySchema } from "./schema";

export const services = defineTopic({
  schema: servicesCopySchema,
  en,
  hi,
  join: (words) => ({ services: words }),
});
