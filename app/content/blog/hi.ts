/**
 * Hindi twin of ./en.ts (served under /hi): the titles of the same posts of ./facts.ts.
 * PLACEHOLDERS, listed in ./launch-check.ts: the posts are samples.
 */
import type { BlogWords } from "./schema";

export const postTitles: BlogWords["postTitles"] = {
  "website-cost-in-india": "भारत में बिज़नेस वेबसाइट बनवाने में कितना खर्च आता है? पूरा हिसाब",
  "android-ios-or-cross-platform": "Android, iOS या क्रॉस-प्लेटफ़ॉर्म: अपने बिज़नेस के लिए सही ऐप कैसे चुनें",
  "local-seo-checklist": "लोकल SEO चेकलिस्ट: अपनी दुकान को Google Maps पर दिखाएँ",
  "logo-design-brief": "लोगो डिज़ाइनर को ब्रीफ़ देने से पहले इन नौ सवालों के जवाब तैयार रखें",
};
