/** The blog grid hides itself when there are no posts, and renders every post otherwise. */
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/base/locale";
import type { BlogPost } from "~/content/blog/schema";
import { dictionary } from "~/content/engine/shipped";
import type { RootData } from "~/lib/pages/site-copy";
import { rootData } from "~/lib/pages/site-copy.server";
import { BlogGrid } from "./blog-grid";

/**
 * The grid as the home page of `locale` renders it: with the words its loader gives it, under a
 * root route holding the site copy of that language (its links read their new-tab note there).
 */
const render = (posts: readonly BlogPost[], locale: Locale = "en") => {
  const { home, blog } = dictionary(locale);
  const copy = { ...home.blogSection, url: blog.url, fallbackImage: blog.fallbackImage };
  const root: RootData = rootData(
    new Request(`http://localhost${locale === "hi" ? "/hi" : "/"}`),
    {},
  );
  const router = createMemoryRouter(
    [{ id: "root", path: "*", element: <BlogGrid copy={copy} posts={posts} /> }],
    {
      initialEntries: [locale === "hi" ? "/hi" : "/"],
      hydrationData: { loaderData: { root } },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
};

describe("BlogGrid", () => {
  const { posts } = dictionary("en").blog;

  it("renders nothing for an empty list", () => {
    expect(render([])).toBe("");
  });

  it("renders each post with its link, title and thumbnail", () => {
    const html = render(posts);
    for (const post of posts) {
      expect(html).toContain(`href="${post.blog_link}"`);
      expect(html).toContain(`src="${post.img_path}"`);
    }
    expect(html.match(/<article/g)).toHaveLength(posts.length);
  });

  it("titles the section in Hindi on a Hindi page", () => {
    const hindi = dictionary("hi");
    const html = render(hindi.blog.posts, "hi");
    expect(html).toContain(hindi.home.blogSection.title);
    expect(html.match(/<article/g)).toHaveLength(hindi.blog.posts.length);
  });
});
