import { site } from "../site/facts";
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import { blogFallbackImage, blogPostFacts, blogPostLink } from "./facts";
import * as hi from "./hi";
import type { BlogCopy, BlogWords } from "./schema";
import { blogWordsSchema } from "./schema";

/** The blog in one language: its address, each post's link, title and thumbnail. */
function blogCopy(words: BlogWords): BlogCopy {
  return {
    url: site.blogUrl,
    fallbackImage: blogFallbackImage,
    posts: blogPostFacts.map((post) => ({
      blog_link: blogPostLink(post.id),
      blog_title: words.postTitles[post.id],
      img_path: post.img_path,
    })),
  };
}

/** The home page's blog grid and /api/blogs: each sample post's link and thumbnail, titled. */
export const blog = defineLegacyTopic({
  schema: blogWordsSchema,
  en,
  hi,
  join: (words) => ({ blog: blogCopy(words) }),
});
