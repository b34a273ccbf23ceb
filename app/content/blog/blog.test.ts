/**
 * The blog topic's join: each post's link is the blog's address and the post's id, its title the
 * language's, its thumbnail the facts'. What the files must hold (four to eight posts, each once,
 * a thumbnail of public/blog, a title for each) is the schema's, checked at publish.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, describeIssue } from "../engine/checks";
import { buildContent, type ContentDocuments, shippedDocuments } from "../engine/content";
import { dictionary } from "../engine/shipped";
import { blogFallbackImage, blogThumbnails, MAX_POSTS } from "./posts";
import { blogCopySchema } from "./schema";

const shipped = shippedDocuments();

function findings(change: (documents: ContentDocuments) => void): string[] {
  const documents = structuredClone(shipped);
  change(documents);
  return checkContent(documents, shipped, undefined, ["blog"]).map(describeIssue);
}

describe("the blog's posts", () => {
  it("link each post on the blog's address, titled in the page's language", () => {
    const blogUrl = shipped.site.facts.blogUrl;
    for (const locale of ["en", "hi"] as const) {
      const blog = blogCopySchema.parse(dictionary(locale).blog);
      expect(blog.url).toBe(blogUrl);
      expect(blog.fallbackImage).toBe(blogFallbackImage);
      expect(blog.posts.map((post) => post.blog_link)).toEqual(
        shipped.blog.facts.posts.map((post) => `${blogUrl}/${post.id}`),
      );
      expect(blog.posts.map((post) => post.blog_title)).toEqual(
        shipped.blog.facts.posts.map((post) => shipped.blog[locale].postTitles[post.id]),
      );
      expect(blog.posts.length).toBeLessThanOrEqual(MAX_POSTS);
    }
  });

  it("follow a published blog address", () => {
    const documents = structuredClone(shipped);
    documents.site.facts.blogUrl = "https://blog.agency.in";
    const [first] = buildContent(documents, 1).dictionary("hi").blog.posts;
    expect(first?.blog_link).toMatch(/^https:\/\/blog\.agency\.in\/[a-z0-9-]+$/);
  });

  it("offer only thumbnails that exist in public/blog", () => {
    const root = path.resolve(import.meta.dirname, "../../../public");
    for (const thumbnail of blogThumbnails)
      expect(existsSync(path.join(root, thumbnail)), thumbnail).toBe(true);
  });

  it("refuse a post without a title, or a thumbnail that is not one of them, naming the field", () => {
    expect(
      findings((documents) => {
        const [first] = documents.blog.facts.posts;
        if (first) Object.assign(first, { img_path: "/blog/missing.svg" });
        delete documents.blog.hi.postTitles["local-seo-checklist"];
      }),
    ).toEqual([
      expect.stringMatching(/^blog facts.posts.website-cost-in-india.img_path: Invalid option/),
      'blog hi.postTitles.local-seo-checklist: the item "local-seo-checklist" of facts.posts has no words here',
      "blog hi.postTitles.local-seo-checklist: is missing: the English has it",
    ]);
  });
});
