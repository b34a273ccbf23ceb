/** Hindi twin of ./en.ts: the four services of the home grid, /hi/services, menus and footer. */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { quoteActions } from "../shell/hi";
import { serviceFacts } from "./facts";
import type { ServicesWords } from "./schema";

/** Each service's name and summary, by the id of ./facts.ts. */
export const cards: ServicesWords["cards"] = {
  "website-development": {
    title: "वेबसाइट डेवलपमेंट",
    summary: "तेज़ और सुरक्षित वेबसाइट और वेब ऐप्लिकेशन — बिज़नेस साइट और ऑनलाइन स्टोर से लेकर कस्टम डैशबोर्ड तक।",
  },
  "app-development": {
    title: "ऐप डेवलपमेंट",
    summary:
      "Android, iOS और क्रॉस-प्लेटफ़ॉर्म ऐप — डिज़ाइन, डेवलपमेंट और Play Store व App Store पर पब्लिशिंग तक।",
  },
  "graphic-designing": {
    title: "ग्राफ़िक डिज़ाइनिंग",
    summary:
      "लोगो, प्रिंट, सोशल मीडिया पोस्ट और UI/UX डिज़ाइन, जिनसे लोग आपके ब्रांड को आसानी से पहचानें और उस पर भरोसा करें।",
  },
  "digital-marketing": {
    title: "डिजिटल मार्केटिंग",
    summary: "SEO, सोशल मीडिया, पे-पर-क्लिक, कंटेंट और ईमेल कैंपेन, हर महीने की साफ़ रिपोर्ट के साथ।",
  },
};

export const servicePageEyebrow: ServicesWords["servicePageEyebrow"] = "सेवाएँ";

export const servicesPage: ServicesWords["servicesPage"] = {
  hero: { eyebrow: "हम क्या करते हैं" },
  listHeading: `हमारी ${formatters.hi.countWord(serviceFacts.length)} सेवाएँ`,
  cta: {
    title: "तय नहीं कर पा रहे कि कौन-सी सेवा चाहिए?",
    text: "हमें बताएँ कि आप क्या हासिल करना चाहते हैं, हम वहाँ तक पहुँचने का सबसे आसान रास्ता बताएँगे।",
    ...quoteActions,
  },
};

export const serviceCardCopy: ServicesWords["serviceCardCopy"] = {
  explore: "देखें",
  exploreLabel: template("{service} देखें"),
};
