import { blogFallbackImage, blogPostFacts, blogPostLink } from "./blog";
import type { BlogCopy, BlogWords } from "./blog.schema";
import { site } from "./site";

/** The blog in one language: its address, each post's link, title and thumbnail. */
export function blogCopy(words: BlogWords): BlogCopy {
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
