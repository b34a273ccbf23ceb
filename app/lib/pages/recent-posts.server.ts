/**
 * The recent blog posts for a loader: the server's blog source (server/blog/source.ts) when
 * there is one, else the posts of the content layer in the page's language (as at build time,
 * when pages are prerendered). A live feed is in the blog's own language, whatever the page's.
 * The content's posts carry the thumbnail picture staff chose (`thumbnail`); a feed's posts show
 * their own img_path.
 */
import type { AppLoadContext } from "react-router";
import type { Locale } from "~/base/locale";
import { mediaUrl, type ShownPicture } from "~/base/media-urls";
import { MAX_POSTS } from "~/content/blog/posts";
import type { BlogPost, ShippedBlogPost } from "~/content/blog/schema";
import { noPicture, type PictureChoice } from "~/content/engine/fields";
import { liveContent } from "./live-content.server";

export async function recentPosts(
  context: AppLoadContext,
  locale: Locale = "en",
): Promise<(BlogPost | ShippedBlogPost)[]> {
  const feed = await context.blog?.getRecentPosts();
  return feed ?? liveContent(context).dictionary(locale).blog.posts.slice(0, MAX_POSTS);
}

/** A post's thumbnail picture: the one staff chose, or none (a feed's post, or none chosen). */
export const thumbnailOf = (post: BlogPost | ShippedBlogPost): PictureChoice =>
  "thumbnail" in post ? post.thumbnail : noPicture;

/** The thumbnail's JPEG at the grid's crop and width, for clients of GET /api/blogs. */
export const thumbnailJpeg = (picture: ShownPicture) =>
  mediaUrl(picture.item, { width: 640, aspect: "3x2", format: "jpg" });
