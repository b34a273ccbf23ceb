/**
 * What code decides about the blog's posts, beside the data (./facts.json and the titles in
 * ./en.json, ./hi.json): how many the home grid shows, the thumbnail of a feed post whose picture
 * is not on this site, the thumbnails a post may have, and where a post of the blog lives.
 * server/blog/source.ts and app/lib/pages/recent-posts.server.ts read them too.
 */

/** The home grid shows at most this many posts; a live feed is cut to the same. */
export const MAX_POSTS = 8;

/** Thumbnail for feed posts whose image is not on this site (the CSP allows only our images). */
export const blogFallbackImage = "/blog/post.svg";

/** The thumbnails in public/blog/ a post of the content may show. */
export const blogThumbnails = [
  "/blog/website-cost.svg",
  "/blog/app-platforms.svg",
  "/blog/local-seo.svg",
  "/blog/logo-brief.svg",
  blogFallbackImage,
] as const;

/** Where a post of the agency's blog lives: its id is its path on the blog. */
export const blogPostLink = (blogUrl: string, id: string) => `${blogUrl}/${id}`;
