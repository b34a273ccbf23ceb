/** GET /api/blogs answers the recent posts as [{blog_link, blog_title, img_path}]. */
import { dictionary } from "../../app/content/engine/shipped";
import { expect, test } from "./fixtures";

/**
 * Without a live feed (BLOG_FEED_URL), the API answers the content layer's posts in English: the
 * specification's three fields (not the thumbnail picture field staff choose in the editor).
 */
const blogPosts = dictionary("en").blog.posts.map(({ blog_link, blog_title, img_path }) => ({
  blog_link,
  blog_title,
  img_path,
}));

test("GET /api/blogs answers the content file's posts as JSON", async ({ request }) => {
  const response = await request.get("/api/blogs");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body).toEqual(blogPosts);
  for (const post of body) {
    expect(Object.keys(post).sort()).toEqual(["blog_link", "blog_title", "img_path"]);
    expect(post.img_path.startsWith("/")).toBe(true);
  }
});

test("every thumbnail the API names is served", async ({ request }) => {
  const body: Array<{ img_path: string }> = await (await request.get("/api/blogs")).json();
  for (const post of body) {
    const image = await request.get(post.img_path);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  }
});
