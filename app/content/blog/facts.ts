/**
 * TRANSITION ONLY (issue 38): the posts of ./facts.json, checked, and the code's choices of
 * ./posts.ts, under the names the topics still written as TypeScript import (home's test reads
 * MAX_POSTS). Removed with the last of them; the site reads the posts from the dictionary's
 * `blog` entry, and MAX_POSTS and the fallback thumbnail from ./posts.ts.
 */
import { site } from "../site/facts";
import facts from "./facts.json";
import { blogPostLink as linkOn } from "./posts";
import { blogFactsSchema } from "./schema";

export { blogFallbackImage, MAX_POSTS } from "./posts";

/** Each post's id is its path on the blog. */
export const blogPostFacts = blogFactsSchema.parse(facts).posts;

/** Where a post of the agency's blog lives. */
export const blogPostLink = (id: string) => linkOn(site.blogUrl, id);
