/**
 * GET /api/blogs: the recent blog posts as [{blog_link, blog_title, img_path}]
 * (docs/requirements.md, Forms). Never fails: a broken feed answers [] (server/blog/source.ts logs why).
 */
import { withShownPictures } from "~/lib/pages/pictures.server";
import { recentPosts, thumbnailJpeg, thumbnailOf } from "~/lib/pages/recent-posts.server";
import type { Route } from "./+types/api.blogs";

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await withShownPictures(context, await recentPosts(context), thumbnailOf);
  // The three fields of the specification; a thumbnail chosen from the library is named by its
  // JPEG (every client shows one) at the grid's crop and width.
  const answer = posts.map(({ blog_link, blog_title, img_path, picture }) => ({
    blog_link,
    blog_title,
    img_path: picture ? thumbnailJpeg(picture) : img_path,
  }));
  return Response.json(answer, {
    headers: {
      "Cache-Control": "public, max-age=300, stale-while-revalidate=600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
