/**
 * Schemas of the blog posts (docs/requirements.md): a post as GET /api/blogs answers it and the
 * home page's blog grid reads it (`blogPostSchema`), and the posts' titles in each language
 * (`blogWordsSchema`: app/content/blog/en.ts and its Hindi twin), which ./facts.ts joins to the
 * posts' links and thumbnails. Content modules import only the inferred types.
 */
import { z } from "zod";
import { byId } from "../schema";
import { blogPostFacts } from "./facts";

export const blogPostSchema = z.object({
  /** The post on the blog (absolute https URL, opens in a new tab). */
  blog_link: z.url({ protocol: /^https?$/ }),
  blog_title: z.string().trim().min(3).max(200),
  /** Thumbnail, relative to this site's root (e.g. /blog/local-seo.svg). */
  img_path: z.string().regex(/^\/(?!\/)[\w\-./]+$/, "a path relative to the site root"),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostsSchema = z.array(blogPostSchema).min(4).max(8);

const title = blogPostSchema.shape.blog_title;

export const blogWordsSchema = z.object({
  /** Each post's title, by the post's id in ./facts.ts. */
  postTitles: byId(
    blogPostFacts.map((post) => post.id),
    title,
  ),
});
export type BlogWords = z.infer<typeof blogWordsSchema>;

/** The blog as the content layer gives it in one language. */
export const blogCopySchema = z.object({
  /** The blog's home page. */
  url: z.url({ protocol: /^https$/ }),
  /** The posts, newest first (shown when no live feed is configured). */
  posts: blogPostsSchema,
  /** The thumbnail shown in place of a post's picture that fails to load. */
  fallbackImage: blogPostSchema.shape.img_path,
});
export type BlogCopy = z.infer<typeof blogCopySchema>;
