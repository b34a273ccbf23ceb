/** The blog grid hides itself when there are no posts, and renders every post otherwise. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blogPosts } from "~/content/blog";
import { BlogGrid } from "./blog-grid";

describe("BlogGrid", () => {
  it("renders nothing for an empty list", () => {
    expect(renderToStaticMarkup(<BlogGrid posts={[]} />)).toBe("");
  });

  it("renders each post with its link, title and thumbnail", () => {
    const html = renderToStaticMarkup(<BlogGrid posts={blogPosts} />);
    for (const post of blogPosts) {
      expect(html).toContain(`href="${post.blog_link}"`);
      expect(html).toContain(`src="${post.img_path}"`);
    }
    expect(html.match(/<article/g)).toHaveLength(blogPosts.length);
  });
});
