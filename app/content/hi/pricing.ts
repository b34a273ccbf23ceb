/**
 * Hindi twin of ../pricing: the names, descriptions and feature lists of /hi/pricing. Every
 * price and count is read from the English module, never retyped.
 */
import * as en from "../pricing";
import type { Package, SeoPlan, StartingPrice, SupportChannel } from "../pricing.schema";
import type { Widen } from "../twins";

const [logo, poster, banner, uiUx, socialPost] = en.graphicPrices;
const [customSite, wordpressSite, storeSite] = en.websitePackages;
const [kickstart, essential, advanced, professional] = en.seoPlans;

export const graphicPrices = [
  {
    id: "logo-design",
    name: "लोगो डिज़ाइन",
    price: logo.price,
    description: "दो बदलावों के साथ आपका अपना लोगो, PNG, SVG और प्रिंट फ़ॉर्मैट में।",
  },
  {
    id: "poster-design",
    name: "पोस्टर डिज़ाइन",
    price: poster.price,
    description: "इवेंट, ऑफ़र या घोषणा के लिए ध्यान खींचने वाला पोस्टर, प्रिंट और वेब दोनों के लिए तैयार।",
  },
  {
    id: "banner-flex-board",
    name: "बैनर / फ़्लेक्स बोर्ड",
    price: banner.price,
    description: "दुकान के साइनबोर्ड, होर्डिंग और फ़्लेक्स बोर्ड, आपके प्रिंटर के सही साइज़ में।",
  },
  {
    id: "ui-ux-design",
    name: "UI/UX डिज़ाइन",
    price: uiUx.price,
    description: "वेबसाइट या ऐप के लिए साफ़-सुथरी, आसान स्क्रीन, एक पेज से शुरू।",
  },
  {
    id: "social-media-post",
    name: "सोशल मीडिया पोस्ट",
    price: socialPost.price,
    description: "Instagram, Facebook या LinkedIn के लिए आपके ब्रांड की पोस्ट, हर प्लेटफ़ॉर्म के साइज़ में।",
  },
] as const satisfies readonly StartingPrice[];

export const appPackage = {
  id: "app-development",
  name: "ऐप डेवलपमेंट",
  price: en.appPackage.price,
  description:
    "एडमिन पैनल के साथ पूरा Android और iOS ऐप: डिज़ाइन, डेवलपमेंट, टेस्टिंग और पब्लिशिंग, सब हम करते हैं।",
  features: [
    "Android और iOS, नेटिव या क्रॉस-प्लेटफ़ॉर्म",
    "क्लिक करने लायक प्रोटोटाइप के साथ UI/UX डिज़ाइन",
    "एडमिन, सब-एडमिन और यूज़र रोल वाला एडमिन पैनल",
    "पेमेंट, मैप और API इंटीग्रेशन",
    "Play Store और App Store पर पब्लिशिंग",
  ],
} as const satisfies Package;

export const websitePackages = [
  {
    id: "custom-website",
    name: "कस्टम वेबसाइट",
    price: customSite.price,
    scope: "10–15 पेज",
    description: "आपके ब्रांड और ग्राहकों को ध्यान में रखकर खास तौर पर बनाई गई बिज़नेस वेबसाइट।",
    features: [
      "कस्टम डिज़ाइन, कोई टेम्पलेट नहीं",
      "मोबाइल-फ़र्स्ट और 4G पर भी तेज़",
      "पूछताछ फ़ॉर्म और WhatsApp बटन",
      "बेसिक ऑन-पेज SEO",
      "डोमेन, होस्टिंग और SSL सेटअप",
    ],
  },
  {
    id: "wordpress-website",
    name: "WordPress वेबसाइट",
    price: wordpressSite.price,
    scope: "20–25 पेज",
    description: "बड़ी वेबसाइट जिसे आपकी टीम खुद अपडेट कर सके, ब्लॉग और आसान एडिटिंग के साथ।",
    features: [
      "टेक्स्ट, फ़ोटो और ऑफ़र खुद बदलें",
      "कैटेगरी और सर्च के साथ ब्लॉग",
      "स्पीड और सिक्योरिटी प्लगइन सेटअप",
      "बेसिक ऑन-पेज SEO",
      "आपकी टीम के लिए ट्रेनिंग सेशन",
    ],
  },
  {
    id: "e-commerce-website",
    name: "ई-कॉमर्स वेबसाइट",
    price: storeSite.price,
    description: "ऑनलाइन स्टोर जो पहले दिन से ऑर्डर और पेमेंट लेने लगे।",
    features: [
      "कैटेगरी के साथ प्रोडक्ट कैटलॉग",
      "कार्ट, चेकआउट, UPI और कार्ड पेमेंट",
      "ऑर्डर और स्टॉक मैनेजमेंट",
      "GST के हिसाब से तैयार इनवॉइस",
      "आपकी टीम के लिए एडमिन पैनल",
    ],
  },
] as const satisfies readonly Package[];

/** Support channels, in the order they are added as plans grow. */
export const supportChannels = [
  { id: "email", label: "ईमेल सपोर्ट" },
  { id: "phone", label: "फ़ोन सपोर्ट" },
  { id: "chat", label: "चैट सपोर्ट" },
  { id: "meeting", label: "रिव्यू मीटिंग" },
] as const satisfies readonly { id: SupportChannel; label: string }[];

const reports = "SEO प्रोग्रेस रिपोर्ट";
const gmb = "Google My Business (GMB) ऑप्टिमाइज़ेशन";
const blogs = "ब्लॉग पोस्ट और आर्टिकल";
const bookmarking = "सोशल बुकमार्किंग";
const socialPosts = "सोशल मीडिया पोस्ट";

/** The monthly SEO plans: prices, counts and support channels come from ../pricing. */
export const seoPlans = [
  {
    id: "seo-kickstart",
    name: "SEO किकस्टार्ट",
    monthlyPrice: kickstart.monthlyPrice,
    keywords: kickstart.keywords,
    backlinks: kickstart.backlinks,
    landingPages: kickstart.landingPages,
    features: [
      { label: reports, included: true },
      { label: gmb, included: false },
      { label: blogs, included: false },
      { label: bookmarking, included: false },
      { label: socialPosts, included: false },
    ],
    support: kickstart.support,
  },
  {
    id: "seo-essential",
    name: "SEO एसेंशियल",
    monthlyPrice: essential.monthlyPrice,
    keywords: essential.keywords,
    backlinks: essential.backlinks,
    landingPages: essential.landingPages,
    features: [
      { label: reports, included: true },
      { label: gmb, included: false },
      { label: blogs, included: true },
      { label: bookmarking, included: true },
      { label: socialPosts, included: false },
    ],
    support: essential.support,
  },
  {
    id: "seo-advanced",
    name: "SEO एडवांस्ड",
    monthlyPrice: advanced.monthlyPrice,
    keywords: advanced.keywords,
    backlinks: advanced.backlinks,
    landingPages: advanced.landingPages,
    features: [
      { label: reports, included: true },
      { label: gmb, included: true },
      { label: blogs, included: true },
      { label: bookmarking, included: true },
      { label: "4 सोशल नेटवर्क, हर एक पर महीने में 8 पोस्ट", included: true },
    ],
    support: advanced.support,
  },
  {
    id: "seo-professional",
    name: "SEO प्रोफ़ेशनल",
    monthlyPrice: professional.monthlyPrice,
    keywords: professional.keywords,
    backlinks: professional.backlinks,
    landingPages: professional.landingPages,
    features: [
      { label: reports, included: true },
      { label: gmb, included: true },
      { label: "हर महीने 4 ब्लॉग और आर्टिकल", included: true },
      { label: "हर महीने 30 सोशल बुकमार्किंग", included: true },
      { label: "4 सोशल नेटवर्क, हर एक पर महीने में 16 पोस्ट", included: true },
    ],
    support: professional.support,
  },
] as const satisfies readonly SeoPlan[];

/** How a price is said: "शुरुआती कीमत" before the amount, "/ महीना" after a monthly one. */
export const priceLabels: Widen<typeof en.priceLabels> = {
  startingAt: "शुरुआती कीमत",
  perMonth: "/ महीना",
};

/** Said to screen readers before a plan feature, which is also shown by icon and styling. */
export const featureLabels: Widen<typeof en.featureLabels> = {
  included: "शामिल:",
  notIncluded: "शामिल नहीं:",
};

/** Labels of the package and SEO plan cards. */
export const planCardCopy: Widen<typeof en.planCardCopy> = {
  getQuote: { label: "कोटेशन पाएँ", to: "/contact-us" },
  mostPopular: "सबसे लोकप्रिय",
  stats: { keywords: "कीवर्ड", backlinks: "बैकलिंक", landingPages: "लैंडिंग पेज" },
  support: "सपोर्ट",
  contact: "संपर्क करें",
  contactLabel: (plan: string) => `${plan} के बारे में WhatsApp पर संपर्क करें (नए टैब में खुलता है)`,
};

/** /hi/pricing: hero and the four sections, in page order (the hero's jump links follow it). */
export const pricingPage: Widen<typeof en.pricingPage> = {
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
      intro: "हर ऐप का दायरा और कोटेशन लिखित में तय होता है; पूरा ऐप यहीं से शुरू होता है।",
    },
    website: {
      eyebrow: "वेबसाइट डेवलपमेंट",
      title: "आपके बिज़नेस के हर पड़ाव के लिए वेबसाइट",
      intro: "डोमेन, होस्टिंग और SSL का सेटअप हमारी बनाई हर वेबसाइट में शामिल है।",
    },
    digital: {
      eyebrow: "डिजिटल मार्केटिंग",
      title: "मासिक SEO प्लान",
      intro:
        "अपने लक्ष्यों से मेल खाता प्लान चुनें; हर प्लान में ऑन-पेज SEO ऑडिट और नियमित रैंकिंग रिपोर्ट शामिल है। शुरू करने या सही प्लान पूछने के लिए हमें मैसेज करें।",
    },
  },
};
