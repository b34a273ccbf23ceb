/**
 * The recent blog posts for a loader: the server's blog source (server/blog/source.ts) when
 * there is one, else the posts of the content layer in the page's language (as at build time,
 * when pages are prerendered). A live feed is in the blog's own language, whatever the page's.
 */
import type { AppLoadContext } from "react-router";
import type { Locale } from "~/base/locale";
import { MAX_POSTS } from "~/content/blog/posts";
import type { BlogPost } from "~/content/blog/schema";
import { liveContent } from "./live-content.server";

export async function recentPosts(
  context: AppLoadContext,
  locale: Locale = "en",
): Promise<BlogPost[]> {
  const feed = await context.blog?.getRecentPosts();
  return feed ?? liveContent(context).dictionary(locale).blog.posts.slice(0, MAX_POSTS);
}
