/**
 * Each page's own head and top: the title, description, main heading and introduction of every
 * page of the page table (app/base/site-routes.ts), and the not-found page.
 */
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { pagesCopySchema } from "./schema";

export const pages = defineLegacyTopic({
  schema: pagesCopySchema,
  en: en.pagesCopy,
  hi: hi.pagesCopy,
  join: (words) => ({ pages: words }),
});
