/**
 * The words of the JSON-LD search engines read (app/lib/pages/structured-data/ builds it): names of
 * things that have no visible heading of their own.
 */
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { structuredDataCopySchema } from "./schema";

export const structuredData = defineLegacyTopic({
  schema: structuredDataCopySchema,
  en,
  hi,
  join: (words) => ({ structuredData: words.structuredDataCopy }),
});
