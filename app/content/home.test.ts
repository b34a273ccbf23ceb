/** The home page's content parses with its schemas and has the required counts (docs/requirements.md). */
import { describe, expect, it } from "vitest";
import { blogPosts } from "./blog";
import { blogPostsSchema } from "./blog.schema";
import {
  about,
  faqs,
  hero,
  heroWords,
  servicesSection,
  showcase,
  steps,
  testimonials,
  testimonialsSection,
  work,
} from "./home";
import {
  aboutSchema,
  faqSchema,
  heroSchema,
  heroWordsSchema,
  servicesSectionSchema,
  showcaseSchema,
  stepSchema,
  testimonialSchema,
  testimonialsSectionSchema,
  workSchema,
} from "./home.schema";
import { site } from "./site";

describe("home content", () => {
  it("types the six words of the brief, in order", () => {
    expect(heroWordsSchema.parse(heroWords).join(" · ")).toBe(
      "WEBSITE · APPLICATIONS · LOGOS · SOCIAL MEDIA POST · SEO · DIGITAL MARKETING",
    );
  });

  it("has a hero whose screen-reader sentence names every word", () => {
    heroSchema.parse(hero);
    const sentence = hero.srSentence.toLowerCase();
    for (const stem of [
      "website",
      "application",
      "logo",
      "social media post",
      "seo",
      "digital marketing",
    ]) {
      expect(sentence).toContain(stem);
    }
  });

  it("says the agency was established in 2022 and links Know More to /aboutUs", () => {
    const parsed = aboutSchema.parse(about);
    expect(parsed.paragraphs.join(" ")).toContain(String(site.foundedYear));
    expect(parsed.cta).toEqual({ label: "Know More", href: "/aboutUs" });
  });

  it("has the six named how-it-works steps", () => {
    expect(steps.map((s) => stepSchema.parse(s).title)).toEqual([
      "Project initiation",
      "Development phase",
      "Customization and integration",
      "Quality assurance",
      "Deployment and support",
      "Continuous improvement",
    ]);
  });

  it("has two work areas and three dashboard demos with external https links", () => {
    const parsed = workSchema.parse(work);
    expect(parsed.areas.map((a) => a.title)).toEqual([
      "Website development",
      "Application development",
    ]);
    expect(parsed.demos).toHaveLength(3);
    for (const demo of parsed.demos) expect(new URL(demo.goToLink).protocol).toBe("https:");
    expect(new Set(parsed.demos.map((d) => d.goToLink)).size).toBe(3);
  });

  it("has two rows of showcase items", () => {
    showcaseSchema.parse(showcase);
  });

  it("names the services and testimonials carousels", () => {
    servicesSectionSchema.parse(servicesSection);
    testimonialsSectionSchema.parse(testimonialsSection);
  });

  it("has three testimonials with every field", () => {
    expect(testimonials).toHaveLength(3);
    for (const t of testimonials) testimonialSchema.parse(t);
  });

  it("has ten FAQ items on the required topics, with unique ids", () => {
    expect(faqs).toHaveLength(10);
    for (const f of faqs) faqSchema.parse(f);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(10);
    expect(faqs.map((f) => f.id)).toEqual([
      "services",
      "workflow",
      "communication",
      "project-sizes",
      "hosting",
      "crm",
      "role-based-panels",
      "mobile-apps",
      "store-publishing",
      "multiplatform-apps",
    ]);
  });

  it("has 4 to 8 blog posts on the blog's own address, with thumbnails in public/blog", async () => {
    const parsed = blogPostsSchema.parse(blogPosts);
    const { existsSync } = await import("node:fs");
    for (const post of parsed) {
      expect(post.blog_link.startsWith(`${site.blogUrl}/`)).toBe(true);
      expect(existsSync(`public${post.img_path}`)).toBe(true);
    }
  });
});
