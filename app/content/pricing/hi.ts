/**
 * Hindi twin of ./en.ts: the names, descriptions and feature lists of /hi/pricing.
 * Every price and count is in ./facts.ts, never retyped.
 */
import { template } from "~/base/template";
import type { PricingWords } from "./schema";

export const pricingWords: PricingWords = {
  graphic: {
    "logo-design": {
      name: "लोगो डिज़ाइन",
      description: "दो रिविज़न के साथ आपका अपना लोगो, PNG, SVG और प्रिंट फ़ॉर्मैट में।",
    },
    "poster-design": {
      name: "पोस्टर डिज़ाइन",
      description: "इवेंट, ऑफ़र या घोषणा के लिए ध्यान खींचने वाला पोस्टर, प्रिंट और वेब दोनों के लिए तैयार।",
    },
    "banner-flex-board": {
      name: "बैनर / फ़्लेक्स बोर्ड",
      description: "दुकान के साइनबोर्ड, होर्डिंग और फ़्लेक्स बोर्ड, आपके प्रिंटर के बताए साइज़ में।",
    },
    "ui-ux-design": {
      name: "UI/UX डिज़ाइन",
      description: "वेबसाइट या ऐप के लिए साफ़-सुथरी, आसान स्क्रीन, एक पेज से शुरू।",
    },
    "social-media-post": {
      name: "सोशल मीडिया पोस्ट",
      description: "Instagram, Facebook या LinkedIn के लिए आपके ब्रांड की पोस्ट, हर प्लेटफ़ॉर्म के साइज़ में।",
    },
  },
  app: {
    name: "ऐप डेवलपमेंट",
    description:
      "एडमिन पैनल के साथ पूरा Android और iOS ऐप: डिज़ाइन, डेवलपमेंट, टेस्टिंग और पब्लिशिंग, सब हम करते हैं।",
    features: [
      "Android और iOS, नेटिव या क्रॉस-प्लेटफ़ॉर्म",
      "क्लिक करने लायक प्रोटोटाइप के साथ UI/UX डिज़ाइन",
      "एडमिन, सब-एडमिन और यूज़र रोल वाला एडमिन पैनल",
      "पेमेंट, मैप और API इंटीग्रेशन",
      "Play Store और App Store पर पब्लिशिंग",
    ],
  },
  websites: {
    "custom-website": {
      name: "कस्टम वेबसाइट",
      description: "आपके ब्रांड और ग्राहकों को ध्यान में रखकर खास तौर पर बनाई गई बिज़नेस वेबसाइट।",
      features: [
        "कस्टम डिज़ाइन, कोई टेम्पलेट नहीं",
        "मोबाइल-फ़र्स्ट और 4G पर भी तेज़",
        "पूछताछ फ़ॉर्म और WhatsApp बटन",
        "बुनियादी ऑन-पेज SEO",
        "डोमेन, होस्टिंग और SSL सेटअप",
      ],
    },
    "wordpress-website": {
      name: "WordPress वेबसाइट",
      description: "बड़ी वेबसाइट जिसे आपकी टीम खुद अपडेट कर सके, ब्लॉग और आसान एडिटिंग के साथ।",
      features: [
        "टेक्स्ट, फ़ोटो और ऑफ़र खुद बदलें",
        "कैटेगरी और सर्च के साथ ब्लॉग",
        "स्पीड और सुरक्षा प्लगइन का सेटअप",
        "बुनियादी ऑन-पेज SEO",
        "आपकी टीम के लिए ट्रेनिंग सेशन",
      ],
    },
    "e-commerce-website": {
      name: "ई-कॉमर्स वेबसाइट",
      description: "ऐसा ऑनलाइन स्टोर, जिस पर आपके ग्राहक ऑर्डर दे सकें और पेमेंट कर सकें।",
      features: [
        "कैटेगरी के साथ प्रोडक्ट कैटलॉग",
        "कार्ट, चेकआउट, UPI और कार्ड पेमेंट",
        "ऑर्डर और स्टॉक मैनेजमेंट",
        "आपकी टीम के लिए एडमिन पैनल",
      ],
    },
  },
  pageRange: template("{min}–{max} पेज"),
  support: {
    email: "ईमेल सपोर्ट",
    phone: "फ़ोन सपोर्ट",
    chat: "चैट सपोर्ट",
    meeting: "रिव्यू मीटिंग",
  },
  seoPlanNames: {
    "seo-kickstart": "SEO किकस्टार्ट",
    "seo-essential": "SEO एसेंशियल",
    "seo-advanced": "SEO एडवांस्ड",
    "seo-professional": "SEO प्रोफ़ेशनल",
  },
  seoFeatures: {
    reports: "SEO प्रगति रिपोर्ट",
    gmb: "Google My Business (GMB) ऑप्टिमाइज़ेशन",
    blogs: "ब्लॉग पोस्ट और आर्टिकल",
    blogsCount: template("हर महीने {count} ब्लॉग और आर्टिकल"),
    bookmarking: "सोशल बुकमार्किंग",
    bookmarkingCount: template("हर महीने {count} सोशल बुकमार्क"),
    socialPosts: "सोशल मीडिया पोस्ट",
    socialPostsCount: template("{networks} सोशल नेटवर्क, हर एक पर महीने में {count} पोस्ट"),
  },
  planCardCopy: {
    getQuote: { label: "कोटेशन पाएँ", to: "/contact-us" },
    mostPopular: "सबसे लोकप्रिय",
    stats: { keywords: "कीवर्ड", backlinks: "बैकलिंक", landingPages: "लैंडिंग पेज" },
    support: "सपोर्ट",
    contact: "संपर्क करें",
    contactLabel: template("{plan} के बारे में WhatsApp पर संपर्क करें (नए टैब में खुलता है)"),
  },
  pricingPage: {
    hero: { eyebrow: "कीमतें" },
    sections: {
      graphic: {
        eyebrow: "ग्राफ़िक डिज़ाइन",
        title: "ऐसा डिज़ाइन जो नज़र में आए",
        intro: "हर डिज़ाइन की शुरुआती कीमत। पोस्ट के बंडल और ब्रांड किट का कोटेशन माँगने पर दिया जाता है।",
      },
      app: {
        eyebrow: "ऐप डेवलपमेंट",
        title: "आपका ऐप, दोनों स्टोर पर",
        intro: "ऐप की कीमत उसके दायरे पर निर्भर करती है; शुरुआत इसी कीमत से होती है।",
      },
      website: {
        eyebrow: "वेबसाइट डेवलपमेंट",
        title: "आपके बिज़नेस के हर पड़ाव के लिए वेबसाइट",
        intro: "कस्टम, WordPress या ई-कॉमर्स वेबसाइट की शुरुआती कीमतें।",
      },
      digital: {
        eyebrow: "डिजिटल मार्केटिंग",
        title: "मासिक SEO प्लान",
        intro: "अपने लक्ष्यों से मेल खाता प्लान चुनें। शुरू करने या सही प्लान पूछने के लिए हमें मैसेज करें।",
      },
    },
  },
};
