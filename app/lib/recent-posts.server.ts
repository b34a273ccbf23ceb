/**
 * The recent blog posts for a loader: the server's blog source (server/blog/source.ts) when
 * there is one, else the content file (as at build time, when pages are prerendered).
 */
import type { AppLoadContext } from "react-router";
import { blogPosts, MAX_POSTS } from "~/content/blog";
import type { BlogPost } from "~/content/blog.schema";

export async function recentPosts(context: AppLoadContext): Promise<BlogPost[]> {
  return (await context.blog?.getRecentPosts()) ?? blogPosts.slice(0, MAX_POSTS);
}
