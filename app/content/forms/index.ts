/**
 * The lead forms' words: labels, placeholders, the popup's service labels, confirmations, every
 * error message the browser shows or the server returns, and the pages answered without
 * JavaScript. The fields and their limits are app/base/lead-fields.ts.
 */
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { formsCopySchema } from "./schema";

export const forms = defineLegacyTopic({
  schema: formsCopySchema,
  en,
  hi,
  join: (words) => ({ forms: words }),
});
