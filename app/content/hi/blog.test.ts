import { describe, expect, it } from "vitest";
import * as en from "../blog";
import { blogPostsSchema } from "../blog.schema";
import { compareTwins } from "../twins";
import * as hi from "./blog";

describe("Hindi blog", () => {
  it("has every entry of the English module, translated", () => {
    expect(compareTwins({ blogPosts: en.blogPosts }, { blogPosts: hi.blogPosts })).toEqual([]);
  });

  it("keeps the English links and thumbnails, in order", () => {
    const facts = (posts: typeof hi.blogPosts) =>
      posts.map(({ blog_link, img_path }) => ({ blog_link, img_path }));
    expect(facts(hi.blogPosts)).toEqual(facts(en.blogPosts));
  });

  it("passes the same schema", () => {
    expect(() => blogPostsSchema.parse(hi.blogPosts)).not.toThrow();
    expect(hi.blogPosts.length).toBeLessThanOrEqual(en.MAX_POSTS);
  });
});
