/** The blog grid hides itself when there are no posts, and renders every post otherwise. */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { blogPosts } from "~/content/blog";
import type { BlogPost } from "~/content/blog.schema";
import { blogPosts as blogPostsHi } from "~/content/hi/blog";
import { blogSection as blogSectionHi } from "~/content/hi/home";
import { BlogGrid } from "./blog-grid";

/** The grid as rendered on the page at `path` (its language is read from the path). */
const render = (posts: readonly BlogPost[], path = "/") =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <BlogGrid posts={posts} />
    </MemoryRouter>,
  );

describe("BlogGrid", () => {
  it("renders nothing for an empty list", () => {
    expect(render([])).toBe("");
  });

  it("renders each post with its link, title and thumbnail", () => {
    const html = render(blogPosts);
    for (const post of blogPosts) {
      expect(html).toContain(`href="${post.blog_link}"`);
      expect(html).toContain(`src="${post.img_path}"`);
    }
    expect(html.match(/<article/g)).toHaveLength(blogPosts.length);
  });

  it("titles the section in Hindi on a Hindi page", () => {
    const html = render(blogPostsHi, "/hi");
    expect(html).toContain(blogSectionHi.title);
    expect(html.match(/<article/g)).toHaveLength(blogPostsHi.length);
  });
});
