/** Hindi twin of ./en.ts: /hi/services/app-development's cards and 'Why Choose Us' list. */

import { formatters } from "~/base/format";
import { servicePageEyebrow } from "../services/hi";
import { quoteActions } from "../shell/hi";
import { notableAppFacts } from "../work/facts";
import type { AppServicesWords } from "./schema";

export const cards: AppServicesWords["cards"] = {
  "android-apps": {
    title: "Android ऐप डेवलपमेंट",
    description:
      "नेटिव Android ऐप, जो आपके ग्राहकों के बजट फ़ोन से लेकर महँगे फ़्लैगशिप फ़ोन तक, सब पर आराम से चलें।",
  },
  "ios-apps": {
    title: "iOS ऐप डेवलपमेंट",
    description:
      "Apple की डिज़ाइन गाइडलाइन के मुताबिक बने नेटिव iPhone और iPad ऐप, App Store रिव्यू के लिए तैयार।",
  },
  "cross-platform-apps": {
    title: "क्रॉस-प्लेटफ़ॉर्म ऐप",
    description:
      "Android और iOS दोनों के लिए React Native का एक ही कोडबेस, ताकि आप आम तौर पर दोनों स्टोर पर जल्दी और कम खर्च में लॉन्च कर सकें।",
  },
  "app-ui-ux": {
    title: "ऐप UI/UX डिज़ाइन",
    description:
      "अंगूठे और छोटी स्क्रीन के हिसाब से डिज़ाइन की गई स्क्रीन, फ़्लो और क्लिक करके देखे जा सकने वाले प्रोटोटाइप, जिन्हें कोडिंग से पहले आप आज़माकर मंज़ूर करते हैं।",
  },
  "admin-panels": {
    title: "एडमिन पैनल और डैशबोर्ड",
    description:
      "आपके ऐप के पीछे का वेब पैनल: एडमिन, सब-एडमिन और यूज़र रोल, रिपोर्ट, और परमिशन, जो आपके एडमिन तय करें।",
  },
  "api-integration": {
    title: "API और CRM इंटीग्रेशन",
    description:
      "पेमेंट, मैप, SMS, WhatsApp नोटिफ़िकेशन और आपका CRM सुरक्षित रूप से जुड़े हुए, ताकि डेटा बिना कॉपी-पेस्ट के अपने-आप पहुँचे।",
  },
  "store-publishing": {
    title: "Play Store और App Store पब्लिशिंग",
    description:
      "स्टोर लिस्टिंग, स्क्रीनशॉट, प्राइवेसी फ़ॉर्म और रिलीज़ बिल्ड — पहले अपलोड से लेकर मंज़ूरी तक सब हम सँभालते हैं।",
  },
  "app-maintenance": {
    title: "मेंटेनेंस और सपोर्ट",
    description:
      "ऐप लाइव होने के बाद नए Android और iOS वर्ज़न के लिए अपडेट, क्रैश मॉनिटरिंग, बग फ़िक्स और नए फ़ीचर।",
  },
};

export const reasons: AppServicesWords["reasons"] = {
  "one-team": {
    title: "शुरू से आखिर तक एक ही टीम",
    text: "डिज़ाइन, डेवलपमेंट, एडमिन पैनल, स्टोर पब्लिशिंग और सपोर्ट, सब एक ही टीम से, ताकि अलग-अलग वेंडरों के बीच कुछ न छूटे।",
  },
  "fixed-quote": {
    title: "साफ़ शुरुआती कीमत",
    text: "ऐप की कीमत हमारे कीमतों वाले पेज पर दी गई रकम से शुरू होती है, और काम शुरू होने से पहले कोटेशन में काम का दायरा लिखा जाता है।",
  },
  "weekly-builds": {
    title: "अपने फ़ोन पर टेस्ट बिल्ड",
    text: "डेवलपमेंट के दौरान ऐप के बिल्ड अपने फ़ोन पर आज़माएँ और बताएँ कि क्या बदलना है — शुरुआत में बदलाव करना सस्ता पड़ता है।",
  },
  "your-code": {
    title: "स्टोर अकाउंट आपके नाम पर",
    text: "Play Store और App Store के डेवलपर अकाउंट आपके बिज़नेस के नाम पर बनाए जाते हैं।",
  },
  support: {
    title: "लॉन्च के बाद भी सपोर्ट",
    text: "ऐप लाइव होने के बाद भी हम अपडेट, फ़िक्स और नए फ़ीचर के लिए साथ रहते हैं — आप हमसे फ़ोन, ईमेल और WhatsApp पर संपर्क कर सकते हैं।",
  },
};

/** /hi/services/app-development: hero, section headings and the closing call to action. */
export const appDevelopmentPage: AppServicesWords["appDevelopmentPage"] = {
  hero: { eyebrow: servicePageEyebrow },
  sections: {
    services: {
      eyebrow: "हम क्या बनाते हैं",
      title: "ऐप डेवलपमेंट सेवाएँ",
      intro:
        "पहली स्क्रीन के डिज़ाइन से लेकर स्टोर लिस्टिंग तक सब कुछ, और वह एडमिन पैनल भी जिससे आपकी टीम ऐप चलाती है।",
    },
    projects: {
      eyebrow: "प्रोजेक्ट",
      title: "हमारे खास ऐप",
      intro: `हमारे स्टूडियो में बने ${formatters.hi.countWord(notableAppFacts.length)} ऐप — सभी Android और iOS पर चलते हैं, और सबके पीछे एक वेब पैनल है।`,
    },
    whyChooseUs: {
      eyebrow: "हमें क्यों चुनें",
      title: "बिज़नेस अपने ऐप के लिए हमें क्यों चुनते हैं",
    },
  },
  cta: {
    title: "कोई ऐप आइडिया है?",
    text: "हमें बताएँ, हम सही प्लेटफ़ॉर्म, फ़ीचर और बजट का सुझाव देंगे।",
    ...quoteActions,
  },
};
