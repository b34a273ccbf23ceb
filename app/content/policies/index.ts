/**
 * The four policy pages (terms, privacy, cancellation and refund, shipping and delivery), each
 * language's in ./en.ts and ./hi.ts gathered from one folder per policy, and the words of the
 * policy page around them.
 */
import { defineTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { policiesCopySchema } from "./schema";

export const policies = defineTopic({
  schema: policiesCopySchema,
  en,
  hi,
  join: (words) => ({ policies: words }),
});
