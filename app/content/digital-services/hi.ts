/** Hindi twin of ./en.ts: the six cards and page copy of /hi/services/digital-marketing. */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { servicePageEyebrow } from "../services/hi";
import { quoteActions } from "../shell/hi";
import { digitalServiceFacts } from "./facts";
import type { DigitalServicesWords } from "./schema";

export const cards: DigitalServicesWords["cards"] = {
  seo: {
    title: "सर्च इंजन ऑप्टिमाइज़ेशन",
    description:
      "कीवर्ड रिसर्च, ऑन-पेज सुधार, बैकलिंक और Google Business Profile पर काम, ताकि लोग सर्च के नतीजों में आपको ढूँढ सकें।",
  },
  smo: {
    title: "सोशल मीडिया ऑप्टिमाइज़ेशन",
    description:
      "Instagram, Facebook, LinkedIn और X पर प्लान, डिज़ाइन और शेड्यूल की गई पोस्ट, जिनसे आपके बिज़नेस के फ़ॉलोअर बढ़ें।",
  },
  "pay-per-click": {
    title: "पे-पर-क्लिक विज्ञापन",
    description:
      "सटीक टारगेटिंग और नियमित बजट जाँच वाले Google और Meta विज्ञापन कैंपेन, ताकि आप देख सकें कि खर्च से क्या मिला।",
  },
  "content-marketing": {
    title: "कंटेंट मार्केटिंग",
    description:
      "आपके ग्राहकों और सर्च इंजन, दोनों के लिए लिखे गए ब्लॉग, आर्टिकल और लैंडिंग पेज का कंटेंट, आपके अपने अंदाज़ में।",
  },
  "email-marketing": {
    title: "ईमेल मार्केटिंग",
    description: "न्यूज़लेटर, ऑफ़र और ऑटोमैटिक फ़ॉलो-अप, सही लोगों तक सही समय पर।",
  },
  analytics: {
    title: "एनालिटिक्स और रिपोर्टिंग",
    description:
      "Google Analytics और Search Console का सही सेटअप, और हर महीने एक सीधी-सादी रिपोर्ट कि क्या असरदार रहा और आगे हम क्या करेंगे।",
  },
};

/**
 * /hi/services/digital-marketing: hero, section headings, the SEO plan summary and the call to
 * action.
 */
export const digitalMarketingPage: DigitalServicesWords["digitalMarketingPage"] = {
  hero: { eyebrow: servicePageEyebrow },
  sections: {
    services: {
      eyebrow: "हम क्या करते हैं",
      title: "डिजिटल मार्केटिंग सेवाएँ",
      intro: `${formatters.hi.countWordCapital(digitalServiceFacts.length)} तरीके, जिनसे हम सही लोगों को आपके बिज़नेस तक लाते हैं — हर एक का नतीजा मापा जाता है और हर महीने उसकी रिपोर्ट दी जाती है।`,
    },
    seoPlans: {
      eyebrow: "SEO प्लान",
      title: "मासिक SEO प्लान, जो आपके साथ बढ़ें",
      intro: "हर अगले प्लान में ज़्यादा कीवर्ड, बैकलिंक और लैंडिंग पेज — और हम तक पहुँचने के ज़्यादा तरीके।",
    },
  },
  /** "25 कीवर्ड · 50 बैकलिंक · 5 लैंडिंग पेज"; each count kept on one line (no-break spaces). */
  planCounts: template(
    "{keywords}\u00a0कीवर्ड · {backlinks}\u00a0बैकलिंक · {landingPages}\u00a0लैंडिंग\u00a0पेज",
  ),
  comparePlans: { label: "SEO प्लान की तुलना करें", to: "/pricing#digital-marketing" },
  cta: {
    title: "चाहते हैं कि ग्राहक आपको ऑनलाइन ढूँढ सकें?",
    text: "हमारे मासिक SEO प्लान देखें, या हमें अपने बिज़नेस के बारे में बताएँ, हम बताएँगे कि शुरुआत कहाँ से करें।",
    ...quoteActions,
  },
};
