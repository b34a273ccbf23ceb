/**
 * Hindi twin of ../blog.ts (served under /hi): the same posts, links and thumbnails, newest
 * first, with Hindi titles. The grid's limit and fallback image are ../blog.ts's.
 * PLACEHOLDERS, listed in ../blog.ts's `placeholders`: the four posts below are samples.
 */
import type { BlogPost } from "../blog.schema";
import { site } from "../site";

export const blogPosts: readonly BlogPost[] = [
  {
    blog_link: `${site.blogUrl}/website-cost-in-india`,
    blog_title: "भारत में बिज़नेस वेबसाइट बनवाने में कितना ख़र्च आता है? पूरा हिसाब",
    img_path: "/blog/website-cost.svg",
  },
  {
    blog_link: `${site.blogUrl}/android-ios-or-cross-platform`,
    blog_title: "Android, iOS या क्रॉस-प्लेटफ़ॉर्म: अपने बिज़नेस के लिए सही ऐप कैसे चुनें",
    img_path: "/blog/app-platforms.svg",
  },
  {
    blog_link: `${site.blogUrl}/local-seo-checklist`,
    blog_title: "लोकल SEO चेकलिस्ट: अपनी दुकान को Google Maps पर दिखाएँ",
    img_path: "/blog/local-seo.svg",
  },
  {
    blog_link: `${site.blogUrl}/logo-design-brief`,
    blog_title: "लोगो डिज़ाइनर को ब्रीफ़ देने से पहले इन नौ सवालों के जवाब तैयार रखें",
    img_path: "/blog/logo-brief.svg",
  },
];
