/** /services/website-development: its twelve cards and the page's copy. */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { webServicesCopySchema } from "./schema";

export const webServices = defineTopic({
  schema: webServicesCopySchema,
  en,
  hi,
  join: (words) => ({ webServices: words }),
});
