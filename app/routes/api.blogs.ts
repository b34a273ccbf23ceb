/**
 * GET /api/blogs: the recent blog posts as [{blog_link, blog_title, img_path}]
 * (docs/requirements.md, Forms). Never fails: a broken feed answers [] (server/blog/source.ts logs why).
 */
import { recentPosts } from "~/lib/pages/recent-posts.server";
import type { Route } from "./+types/api.blogs";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await recentPosts(context);
  return Response.json(posts, {
    headers: {
      "Cache-Control": "public, max-age=300, stale-while-revalidate=600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
