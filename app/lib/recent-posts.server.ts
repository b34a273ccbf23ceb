/**
 * The recent blog posts for a loader: the server's blog source (server/blog/source.ts) when
 * there is one, else the content file of the page's language (as at build time, when pages are
 * prerendered). A live feed is in the blog's own language, whatever the page's.
 */
import type { AppLoadContext } from "react-router";
import { blogPosts, MAX_POSTS } from "~/content/blog";
import type { BlogPost } from "~/content/blog.schema";
import { blogPosts as blogPostsHi } from "~/content/hi/blog";
import { type Locale, pickLocale } from "~/lib/locale";

export async function recentPosts(
  context: AppLoadContext,
  locale: Locale = "en",
): Promise<BlogPost[]> {
  const fallback = pickLocale({ en: blogPosts, hi: blogPostsHi }, locale);
  return (await context.blog?.getRecentPosts()) ?? fallback.slice(0, MAX_POSTS);
}
