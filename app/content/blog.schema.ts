/**
 * zod schema of a blog item (docs/requirements.md): the shape GET /api/blogs answers with and the
 * home page's blog grid reads. Content modules import only the inferred type.
 */
import { z } from "zod";

export const blogPostSchema = z.object({
  /** The post on the blog (absolute https URL, opens in a new tab). */
  blog_link: z.url({ protocol: /^https?$/ }),
  blog_title: z.string().trim().min(3).max(200),
  /** Thumbnail, relative to this site's root (e.g. /blog/local-seo.svg). */
  img_path: z.string().regex(/^\/(?!\/)[\w\-./]+$/, "a path relative to the site root"),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostsSchema = z.array(blogPostSchema).min(4).max(8);
