/**
 * GET /api/blogs: the recent blog posts as [{blog_link, blog_title, img_path}] (specification
 * §3 and §7). Never fails: a broken feed answers [] (app/lib/blog.server.ts logs why).
 */
import { getRecentPosts } from "~/lib/blog.server";

export async function loader() {
  const posts = await getRecentPosts();
  return Response.json(posts, {
    headers: {
      "Cache-Control": "public, max-age=300, stale-while-revalidate=600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
