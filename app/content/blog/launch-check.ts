import type { LaunchCheckItem } from "../engine/launch-check";

/**
 * The blog posts are samples (docs/decisions/0008): `npm run launch-check` lists them until every
 * field the item names is published with a new value, or an owner confirms it as it stands.
 */
export const launchCheck: LaunchCheckItem[] = [
  {
    id: "blog.sample-posts",
    page: "/",
    kind: "placeholder",
    what: "Sample blog posts on the home page (their articles do not exist)",
    replaceWith:
      "Real articles of the agency's blog here; or, once the blog is live, have the home page read its newest posts from it",
    fields: ["facts.posts", "words.postTitles"],
    serverSetting: { name: "BLOG_FEED_URL", value: "the address of the blog's feed" },
    settledBy: "owner",
  },
  {
    id: "blog.thumbnail-pictures",
    page: "/",
    kind: "placeholder",
    what: "Blog posts' thumbnails: picture not chosen yet (each is a drawing)",
    replaceWith:
      "Each post's own picture, chosen from the media library in the editor, with its description in English and Hindi or marked decorative (not needed once the posts come from your live blog)",
    fields: ["facts.posts.*.thumbnail"],
  },
];
