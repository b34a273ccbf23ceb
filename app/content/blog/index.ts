/**
 * The blog's recent posts (the home page's blog grid, and GET /api/blogs without a live feed):
 * each post's link on the agency's blog (the site topic's blog address), its title in one
 * language and its thumbnail. The code's own choices (how many posts, the fallback thumbnail)
 * are in ./posts.ts.
 */
import { defineTopic, wordsOf } from "../engine/topic";
import en from "./en.json" with { type: "json" };
import facts from "./facts.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { blogFallbackImage, blogPostLink } from "./posts";
import { type BlogCopy, blogFactsSchema, blogWordsSchema } from "./schema";

export const blog = defineTopic({
  name: "blog",
  title: "Blog posts",
  description:
    "The recent posts of the home page's blog grid: their addresses, titles and thumbnails.",
  factsSchema: blogFactsSchema,
  wordsSchema: blogWordsSchema,
  shipped: { facts, en, hi },
  launchCheck,
  join: ({ facts, words, topics }) => {
    const { blogUrl } = topics.site.facts;
    const copy: BlogCopy = {
      url: blogUrl,
      fallbackImage: blogFallbackImage,
      posts: facts.posts.map((post) => ({
        blog_link: blogPostLink(blogUrl, post.id),
        blog_title: wordsOf(words.postTitles, post.id),
        img_path: post.img_path,
        thumbnail: post.thumbnail,
        thumbnailAlt: wordsOf(words.thumbnailAlts, post.id),
      })),
    };
    return { blog: copy };
  },
});
