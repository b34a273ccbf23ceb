/**
 * The recent posts of the agency blog, the same in every language: their addresses on the blog
 * and their thumbnails (in public/blog/), newest first. The home page shows them, and GET
 * /api/blogs answers them, when no live feed (BLOG_FEED_URL) is configured
 * (server/blog/source.ts). Their titles are in ./en.ts and ./hi.ts; `blogCopy` joins them.
 * PLACEHOLDERS: the four posts below are samples (listed in ./launch-check.ts).
 */
import { site } from "../site/facts";

/** Each post's id is its path on the blog. */
export const blogPostFacts = [
  { id: "website-cost-in-india", img_path: "/blog/website-cost.svg" },
  { id: "android-ios-or-cross-platform", img_path: "/blog/app-platforms.svg" },
  { id: "local-seo-checklist", img_path: "/blog/local-seo.svg" },
  { id: "logo-design-brief", img_path: "/blog/logo-brief.svg" },
] as const;

/** The home grid shows at most this many posts; a live feed is cut to the same. */
export const MAX_POSTS = 8;

/** Thumbnail for feed posts whose image is not on this site (the CSP allows only our images). */
export const blogFallbackImage = "/blog/post.svg";

/** Where a post of the agency's blog lives. */
export const blogPostLink = (id: string) => `${site.blogUrl}/${id}`;
