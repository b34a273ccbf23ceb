/** /services/app-development: its eight cards, the Why Choose Us list and the page's copy. */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { appServicesCopySchema } from "./schema";

export const appServices = defineTopic({
  schema: appServicesCopySchema,
  en,
  hi,
  join: (words) => ({ appServices: words }),
});
