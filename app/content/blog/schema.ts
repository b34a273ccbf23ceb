/**
 * The rule of the blog's posts: the facts (./facts.json: each post's id, its path on the blog,
 * and its thumbnail), the titles in each language (./en.json and its Hindi twin), and a post as
 * GET /api/blogs answers it and the home page's blog grid reads it (`blogPostSchema`, which the
 * server's live feed is checked against too: server/blog/source.ts).
 */
import { z } from "zod";
import {
  choice,
  group,
  itemId,
  keyed,
  list,
  type PictureChoice,
  picture,
  pictureAlt,
  text,
} from "../engine/fields";
import { blogThumbnails, MAX_POSTS } from "./posts";

/** The posts of the blog, the same in every language. */
export const blogFactsSchema = group(
  {
    title: "Blog posts",
    description:
      "The posts of the home page's blog grid, shown while the website reads no live blog (whoever runs the server can connect one).",
  },
  {
    posts: list(
      {
        title: "Posts",
        description: "The posts of the blog grid, newest first.",
      },
      group(
        { title: "Post", description: "One post of the agency's blog." },
        {
          id: itemId.meta({
            title: "Address on the blog",
            description:
              "The post's path on the agency's blog (after the blog's address): lower-case letters, digits and dashes.",
          }),
          img_path: choice(blogThumbnails, {
            title: "Thumbnail drawing",
            description:
              "The drawing on the post's card while no picture is chosen: one of the thumbnails in public/blog.",
          }),
          thumbnail: picture({
            title: "Thumbnail picture",
            description:
              "The post's picture from the media library, shown on its card in place of the drawing; none keeps the drawing. Posts read from a live blog bring their own.",
          }),
        },
      ),
      { min: 4, max: MAX_POSTS },
    ).refine(
      (posts) => new Set(posts.map((post) => post.id)).size === posts.length,
      "list each post once",
    ),
  },
);
export type BlogFacts = z.infer<typeof blogFactsSchema>;

/** The posts' titles in one language. */
export const blogWordsSchema = group(
  { title: "Blog in words", description: "The titles of the blog's posts." },
  {
    postTitles: keyed(
      {
        title: "Post titles",
        description: "Each post's title, shown on its card in the home page's blog grid.",
        keyedBy: "facts.posts",
      },
      text(
        { title: "Title", description: "The post's title as its card shows it." },
        { min: 10, max: 120 },
      ),
    ),
    thumbnailAlts: keyed(
      {
        title: "Thumbnail picture descriptions",
        description: "Each post's thumbnail picture described, one for each post.",
        keyedBy: "facts.posts",
      },
      pictureAlt({
        title: "Thumbnail picture description",
        description:
          "Read by screen readers in place of the chosen thumbnail: what it shows (the card's title is read too, so do not repeat it; or mark the picture decorative). Leave empty while no picture is chosen.",
        altOf: "thumbnail",
      }),
    ),
  },
);
export type BlogWords = z.infer<typeof blogWordsSchema>;

export const blogPostSchema = z.object({
  /** The post on the blog (absolute https URL, opens in a new tab). */
  blog_link: z.url({ protocol: /^https?$/ }),
  blog_title: z.string().trim().min(3).max(200),
  /** Thumbnail, relative to this site's root (e.g. /blog/local-seo.svg). */
  img_path: z.string().regex(/^\/(?!\/)[\w\-./]+$/, "a path relative to the site root"),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostsSchema = z.array(blogPostSchema).min(4).max(MAX_POSTS);

/**
 * A post of the content layer: what the feed gives, and the thumbnail picture staff chose from
 * the media library (a live feed's posts have none: they show their own img_path).
 */
export type ShippedBlogPost = BlogPost & { thumbnail: PictureChoice; thumbnailAlt: string };

/** The blog as the content layer gives it in one language. */
export const blogCopySchema = z.object({
  /** The blog's home page. */
  url: z.url({ protocol: /^https$/ }),
  /** The posts, newest first (shown when no live feed is configured). */
  posts: blogPostsSchema,
  /** The thumbnail shown in place of a post's picture that fails to load. */
  fallbackImage: blogPostSchema.shape.img_path,
});
export type BlogCopy = Omit<z.infer<typeof blogCopySchema>, "posts"> & {
  posts: ShippedBlogPost[];
};
