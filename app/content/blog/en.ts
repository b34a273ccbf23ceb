/**
 * The titles of the recent blog posts; their links and thumbnails are in ./facts.ts, which joins
 * the two.
 */
import type { BlogWords } from "./schema";

export const postTitles: BlogWords["postTitles"] = {
  "website-cost-in-india": "How much does a business website cost in India? A clear breakdown",
  "android-ios-or-cross-platform":
    "Android, iOS or cross-platform: choosing the right app for your business",
  "local-seo-checklist": "Local SEO checklist: get your shop found on Google Maps",
  "logo-design-brief": "Nine questions to answer before you brief a logo designer",
};
