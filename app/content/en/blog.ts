/**
 * Recent posts of the agency blog, shown on the home page and answered by GET /api/blogs when
 * no live feed (BLOG_FEED_URL) is configured. Newest first; thumbnails live in public/blog/.
 * PLACEHOLDERS: the four posts below are samples (listed in `placeholders` at the end).
 */
import type { BlogPost } from "./blog.schema";
import type { Placeholder } from "./schema";
import { site } from "./site";

export const blogPosts = [
  {
    blog_link: `${site.blogUrl}/website-cost-in-india`,
    blog_title: "How much does a business website cost in India? A clear breakdown",
    img_path: "/blog/website-cost.svg",
  },
  {
    blog_link: `${site.blogUrl}/android-ios-or-cross-platform`,
    blog_title: "Android, iOS or cross-platform: choosing the right app for your business",
    img_path: "/blog/app-platforms.svg",
  },
  {
    blog_link: `${site.blogUrl}/local-seo-checklist`,
    blog_title: "Local SEO checklist: get your shop found on Google Maps",
    img_path: "/blog/local-seo.svg",
  },
  {
    blog_link: `${site.blogUrl}/logo-design-brief`,
    blog_title: "Nine questions to answer before you brief a logo designer",
    img_path: "/blog/logo-brief.svg",
  },
] as const satisfies readonly BlogPost[];

/** Thumbnail for feed posts whose image is not on this site (the CSP allows only our images). */
/** The home grid shows at most this many posts; a live feed is cut to the same. */
export const MAX_POSTS = 8;

export const blogFallbackImage = "/blog/post.svg";

/**
 * Invented items above, listed by `npm run launch-check` until replaced (docs/decisions/0008).
 * Replace the item, then delete its entry here.
 */
export const placeholders = (): Placeholder[] => [
  {
    what: "Four sample blog posts on the home page (their articles do not exist)",
    value: blogPosts.map((post) => post.blog_link).join(" · "),
    replaceWith:
      "Real articles of the agency's blog here, or its feed in BLOG_FEED_URL (the grid then reads the feed)",
  },
];
