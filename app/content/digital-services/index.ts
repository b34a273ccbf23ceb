/** /services/digital-marketing: its six cards, the SEO plans' summary and the page's copy. */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { digitalServicesCopySchema } from "./schema";

export const digitalServices = defineTopic({
  schema: digitalServicesCopySchema,
  en,
  hi,
  join: (words) => ({ digitalServices: words }),
});
