import { formatters } from "~/base/format";
import type { Placeholder } from "../schema";
import { blogPostFacts, blogPostLink } from "./facts";

const count = formatters.en.countWordCapital;

/**
 * Invented items of ./facts.ts, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    page: "/",
    what: `${count(blogPostFacts.length)} sample blog posts on the home page (their articles do not exist)`,
    value: blogPostFacts.map((post) => blogPostLink(post.id)).join(" · "),
    replaceWith:
      "Real articles of the agency's blog here, or its feed in BLOG_FEED_URL (the grid then reads the feed)",
  },
];
