/**
 * Hindi twin of ./en.ts (served under /hi): the words of the home page, keyed by the same
 * facts of ./facts.ts. Prices, hours, counts, the year and the place come from the same facts
 * the English module reads, written by the Hindi formatter.
 */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { programmes } from "../internship/facts";
import { fromPrices } from "../pricing/facts";
import { serviceFacts } from "../services/facts";
import { replyTime, site, siteWordsHi as siteWords } from "../site/facts";
import { processSteps } from "./facts";
import type { HomeWords } from "./schema";

const format = formatters.hi;

/** The hero's typed words, in the English order. */
export const heroWords: HomeWords["heroWords"] = [
  "वेबसाइट",
  "ऐप्लिकेशन",
  "लोगो",
  "सोशल मीडिया पोस्ट",
  "SEO",
  "डिजिटल मार्केटिंग",
];

export const hero: HomeWords["hero"] = {
  eyebrow: `सॉफ़्टवेयर और डिजिटल स्टूडियो · ${siteWords.locality} · ${site.foundedYear} से`,
  lead: "आपके बिज़नेस के लिए",
  srSentence:
    "हम आपके लिए वेबसाइट, ऐप्लिकेशन, लोगो और सोशल मीडिया पोस्ट बनाते हैं, और SEO व डिजिटल मार्केटिंग करते हैं।",
  buttons: { services: "सेवाएँ", about: "हमारे बारे में", internship: "इंटर्नशिप" },
  highlights: ["वेब, ऐप, डिज़ाइन और मार्केटिंग", "लॉन्च और सपोर्ट", "इंटर्नशिप प्रोग्राम"],
};

export const about: HomeWords["about"] = {
  eyebrow: "हमारे बारे में",
  title: `वेबसाइट और ऐप बनाने, डिज़ाइन करने और मार्केटिंग करने वाली एक छोटी टीम — ${site.foundedYear} से`,
  paragraphs: [
    `${site.brandName} की स्थापना ${site.foundedYear} में ${siteWords.locality} में हुई, ताकि बढ़ते बिज़नेस को ऑनलाइन हर काम के लिए एक भरोसेमंद पार्टनर मिले: वेबसाइट, ऐप, ब्रांड और वह मार्केटिंग जो ग्राहकों को उन तक लाती है।`,
    "हम एक छोटी टीम हैं, जो पहले डिज़ाइन से लेकर होस्टिंग और सपोर्ट तक पूरा काम सँभालती है। क्लाइंट के काम के साथ-साथ हम अपने इंटर्नशिप प्रोग्राम के ज़रिए नए डेवलपरों को ट्रेनिंग भी देते हैं, ताकि नए लोग भी यह हुनर सीखते रहें।",
  ],
  facts: [
    {
      value: String(site.foundedYear),
      label: `${siteWords.locality}, ${siteWords.region} में स्थापित`,
    },
    { value: format.number(serviceFacts.length), label: "सेवाएँ, एक ही छत के नीचे" },
    { value: format.number(programmes.length), label: "इंटर्नशिप प्रोग्राम" },
    { value: format.number(processSteps.length), label: "पहली कॉल से बिज़नेस बढ़ने तक के चरण" },
  ],
  cta: { label: "और जानें", href: "/aboutUs" },
};

export const blogSection: HomeWords["blogSection"] = {
  eyebrow: "हमारे ब्लॉग से",
  title: "हाल के लेख",
  intro: "बिज़नेस मालिकों के लिए वेबसाइट, ऐप, डिज़ाइन और मार्केटिंग पर काम की गाइड — आसान भाषा में।",
  allLabel: "हमारा ब्लॉग देखें",
  readLabel: "लेख पढ़ें",
};

/** A process step's visible badge ("चरण 01") and the words screen readers hear before its title. */
export const stepBadge: HomeWords["stepBadge"] = template("चरण {number}");
export const stepPrefix: HomeWords["stepPrefix"] = template("चरण {number}: ");

export const processSection: HomeWords["processSection"] = {
  eyebrow: "काम कैसे होता है",
  title: `पहली कॉल से बिज़नेस बढ़ने तक, ${format.countWord(processSteps.length)} साफ़ चरण`,
  intro: `हर प्रोजेक्ट इन्हीं ${format.countWord(processSteps.length)} चरणों से होकर चलता है, ताकि आपको हमेशा पता रहे कि आगे क्या होगा, कौन करेगा और आप उसे कब देखेंगे।`,
};

export const steps: HomeWords["steps"] = {
  "project-initiation": {
    title: "प्रोजेक्ट की शुरुआत",
    description:
      "हम आपके लक्ष्य, ग्राहक और बजट समझते हैं, फिर कोई भी काम शुरू होने से पहले आपके साथ स्कोप और टाइमलाइन तय करते हैं।",
  },
  "development-phase": {
    title: "डेवलपमेंट का चरण",
    description:
      "डिज़ाइनर और डेवलपर काम को छोटे-छोटे हिस्सों में पूरा करते हैं, और काम जैसे-जैसे आगे बढ़ता है, आप उसे देखते रहते हैं।",
  },
  "customization-and-integration": {
    title: "कस्टमाइज़ेशन और इंटीग्रेशन",
    description:
      "हम फ़ीचर को आपके काम करने के तरीके के हिसाब से ढालते हैं और पेमेंट, आपका CRM, WhatsApp, ईमेल और एनालिटिक्स जोड़ते हैं।",
  },
  "quality-assurance": {
    title: "क्वालिटी की जाँच",
    description:
      "हर पेज और स्क्रीन को असली फ़ोन और ब्राउज़र पर जाँचा जाता है: स्पीड, सुरक्षा, सबके लिए आसान इस्तेमाल (एक्सेसिबिलिटी) और कंटेंट की शुद्धता।",
  },
  "deployment-and-support": {
    title: "लॉन्च और सपोर्ट",
    description:
      "हम आपकी होस्टिंग पर लॉन्च करते हैं — आपके मौजूदा अकाउंट पर या आपके नाम पर बनाए गए नए अकाउंट पर — डोमेन, DNS, ईमेल और SSL सेट करते हैं, और लॉन्च के बाद भी सपोर्ट देते हैं।",
  },
  "continuous-improvement": {
    title: "लगातार सुधार",
    description:
      "लॉन्च के बाद हम आपके एनालिटिक्स और ग्राहकों के फ़ीडबैक के आधार पर आपकी साइट या ऐप को बेहतर बनाते रहते हैं।",
  },
};

export const work: HomeWords["work"] = {
  eyebrow: "हमारा काम",
  title: "वेबसाइट, ऐप और उनके पीछे के डैशबोर्ड",
  intro:
    "बिज़नेस वेबसाइट से लेकर अपने मोबाइल ऐप वाले मल्टी-रोल प्लेटफ़ॉर्म तक, हम वह बनाते हैं जिसे आपके ग्राहक और आपका स्टाफ़ रोज़ इस्तेमाल करते हैं।",
  areas: {
    "website-development": {
      title: "वेबसाइट डेवलपमेंट",
      text: "बिज़नेस वेबसाइट, ऑनलाइन स्टोर और वेब ऐप्लिकेशन, जो फ़ोन पर जल्दी खुलें, SEO को ध्यान में रखकर बनें और जिन्हें आपकी टीम आसानी से अपडेट कर सके।",
      points: [
        "बिज़नेस, ई-कॉमर्स और CMS वेबसाइट",
        "एडमिन, सब-एडमिन और यूज़र पैनल",
        "होस्टिंग, डोमेन, ईमेल और SSL का सेटअप",
      ],
      linkLabel: "वेबसाइट डेवलपमेंट",
    },
    "application-development": {
      title: "ऐप्लिकेशन डेवलपमेंट",
      text: "Android, iOS और क्रॉस-प्लेटफ़ॉर्म ऐप, उनके पीछे के डैशबोर्ड समेत — आपके लिए डिज़ाइन, डेवलप और टेस्ट करके स्टोर पर पब्लिश किए जाते हैं।",
      points: [
        "Android, iOS और क्रॉस-प्लेटफ़ॉर्म ऐप",
        "Play Store और App Store पर पब्लिशिंग",
        "CRM, पेमेंट और API इंटीग्रेशन",
      ],
      linkLabel: "ऐप डेवलपमेंट",
    },
  },
  demosTitle: "हमारे लाइव डैशबोर्ड डेमो आज़माएँ",
  demos: {
    "admin-dashboard": {
      title: "एडमिन डैशबोर्ड",
      description:
        "बिक्री, ऑर्डर और टीम की गतिविधि एक नज़र में, एडमिन और सब-एडमिन के लिए रोल के हिसाब से एक्सेस के साथ।",
    },
    "user-dashboard": {
      title: "यूज़र डैशबोर्ड",
      description: "ग्राहक का अपना हिस्सा: ऑर्डर, इनवॉइस, सपोर्ट टिकट और प्रोफ़ाइल सेटिंग, सब एक ही जगह।",
    },
    "student-dashboard": {
      title: "स्टूडेंट डैशबोर्ड",
      description: "छात्रों के लिए कोर्स, हाज़िरी, असाइनमेंट और रिज़ल्ट, और शिक्षकों के लिए उनकी प्रगति पर नज़र।",
    },
  },
  exploreLabel: "देखें",
};

/** Accessible name of a dashboard demo's Explore button. */
export const exploreDemoLabel: HomeWords["exploreDemoLabel"] = template(
  "{title} डेमो देखें (नए टैब में खुलता है)",
);

export const servicesSection: HomeWords["servicesSection"] = {
  eyebrow: "सेवाएँ",
  title: "ऑनलाइन आगे बढ़ने के लिए ज़रूरी सब कुछ",
  intro: `एक ही टीम से ${format.countWord(serviceFacts.length)} सेवाएँ, ताकि आपकी वेबसाइट, ऐप, ब्रांड और मार्केटिंग एक जैसे दिखें और साथ मिलकर काम करें।`,
  carouselLabel: "हमारी सेवाएँ",
  allLabel: "सभी सेवाओं की तुलना करें",
};

export const showcase: HomeWords["showcase"] = {
  eyebrow: "हम क्या बनाते हैं",
  title: "आपके ग्राहक जो भी स्क्रीन देखें, उन सबके लिए एक ही टीम",
  intro: "वेबसाइट, ऐप, ब्रांड और कैंपेन — एक ही टीम इन्हें डिज़ाइन करती है, बनाती है और इनके नतीजे मापती है।",
  rows: [
    [
      "बिज़नेस वेबसाइट",
      "ई-कॉमर्स स्टोर",
      "वेब ऐप्लिकेशन",
      "एडमिन पैनल",
      "CRM सिस्टम",
      "Android ऐप",
      "iOS ऐप",
      "क्रॉस-प्लेटफ़ॉर्म ऐप",
    ],
    [
      "लोगो डिज़ाइन",
      "सोशल मीडिया पोस्ट",
      "फ़्लेक्स बोर्ड",
      "UI/UX डिज़ाइन",
      "SEO",
      "Google और Meta विज्ञापन",
      "ईमेल कैंपेन",
      "होस्टिंग और SSL",
    ],
  ],
  playLabel: "एनिमेशन चलाएँ",
  pauseLabel: "एनिमेशन रोकें",
};

export const testimonialsSection: HomeWords["testimonialsSection"] = {
  eyebrow: "क्लाइंट की राय",
  title: "हमारे क्लाइंट क्या कहते हैं",
  intro: "हमारे साथ काम करने के बारे में बिज़नेस मालिक क्या कहते हैं।",
  carouselLabel: "हमारे क्लाइंटों की राय",
};

/** Accessible name of a client's monogram logo. */
export const clientLogoLabel: HomeWords["clientLogoLabel"] = template("{company} का लोगो");

/**
 * PLACEHOLDERS, listed in ./launch-check.ts: invented clients, their people (in Devanagari) and
 * businesses. The businesses are named "उदाहरण …" (Example …) so that none can be taken for a real
 * company, and the words claim no results. Replace them together with the English ones.
 */
export const testimonials: HomeWords["testimonials"] = {
  "example-fabrics": {
    personName: "राहुल मेहता",
    personCompany: "उदाहरण फ़ैब्रिक्स",
    personTitle: "मालिक",
    testimonialText:
      "हमारी पुरानी वेबसाइट धीमी थी और Google पर मुश्किल से मिलती थी। टीम ने उसे नए सिरे से बनाया, हमारी Google Business प्रोफ़ाइल सेट की और हर कदम आसान शब्दों में समझाया। अब ग्राहक हमें बताते हैं कि उन्होंने हमें ऑनलाइन ढूँढा।",
  },
  "example-academy": {
    personName: "प्रिया नायर",
    personCompany: "उदाहरण एकेडमी",
    personTitle: "डायरेक्टर",
    testimonialText:
      "इन्होंने हमारा स्टूडेंट पोर्टल और वह एडमिन पैनल बनाया जिसे हमारा स्टाफ़ रोज़ इस्तेमाल करता है। फ़ीस, हाज़िरी और रिज़ल्ट एक ही जगह हैं, और हर हफ़्ते की डेमो कॉल की वजह से लॉन्च के समय कोई चौंकाने वाली बात सामने नहीं आई।",
  },
  "example-logistics": {
    personName: "अर्जुन मल्होत्रा",
    personCompany: "उदाहरण लॉजिस्टिक्स",
    personTitle: "ऑपरेशंस हेड",
    testimonialText:
      "टीम ने हमारा ड्राइवर ऐप बनाया और Play Store व App Store के रिव्यू हमारी ओर से पूरे करवाए। लॉन्च के बाद जब हमें बदलाव चाहिए थे, तो उन्होंने हमारी बात सुनी और हमारे साथ मिलकर उनकी योजना बनाई।",
  },
};

export const faqSection: HomeWords["faqSection"] = {
  eyebrow: "सवाल-जवाब",
  title: "अक्सर पूछे जाने वाले सवाल",
  intro: `क्लाइंट हमसे जो सवाल सबसे ज़्यादा पूछते हैं, उनके सीधे जवाब। फिर भी कोई सवाल है? हमें कॉल या मैसेज करें।`,
};

export const faqs: HomeWords["faqs"] = {
  services: {
    question: "आप कौन-कौन सी सेवाएँ देते हैं?",
    answer: [
      "हम वेबसाइट और वेब ऐप्लिकेशन, Android, iOS और क्रॉस-प्लेटफ़ॉर्म ऐप, और CRM व एडमिन पैनल सिस्टम बनाते हैं। हम लोगो, प्रिंट मटीरियल, सोशल मीडिया पोस्ट और UI/UX भी डिज़ाइन करते हैं, और डिजिटल मार्केटिंग सँभालते हैं: SEO, सोशल मीडिया, पे-पर-क्लिक विज्ञापन, कंटेंट, ईमेल और एनालिटिक्स।",
      "हम आपकी होस्टिंग, डोमेन, DNS, बिज़नेस ईमेल और SSL सर्टिफ़िकेट भी सेट और मैनेज कर सकते हैं, ताकि सब कुछ एक ही ज़िम्मेदार टीम के पास रहे।",
    ],
  },
  workflow: {
    question: "पहली कॉल से लॉन्च तक, प्रोजेक्ट कैसे चलता है?",
    answer: [
      "हम एक कॉल से शुरुआत करते हैं ताकि आपके लक्ष्य समझ सकें, फिर आपके साथ स्कोप, टाइमलाइन और कीमत तय करते हैं। एडवांस भुगतान के बाद हम पहले डिज़ाइन करते हैं, फिर बनाते हैं, असली डिवाइस पर टेस्ट करते हैं और आपकी मंज़ूरी मिलते ही लॉन्च करते हैं।",
    ],
  },
  communication: {
    question: "प्रोजेक्ट के दौरान हमारी बातचीत कैसे होगी?",
    answer: [
      "जैसे आपको सुविधा हो: WhatsApp, फ़ोन, ईमेल या वीडियो मीटिंग।",
      `${siteWords.officeHours}, हम ${format.workingDays(replyTime.days)} के अंदर मैसेज का जवाब देते हैं।`,
    ],
  },
  "project-sizes": {
    question: "क्या आप बड़े प्रोजेक्ट के साथ-साथ छोटे प्रोजेक्ट भी लेते हैं?",
    answer: [
      `हाँ। हम सिर्फ़ एक लोगो (${format.price(fromPrices.logo)} से शुरू) और सोशल मीडिया पोस्ट (${format.price(fromPrices.socialPost)} से शुरू) भी डिज़ाइन करते हैं, बिज़नेस वेबसाइट (${format.price(fromPrices.website)} से शुरू) और ऑनलाइन स्टोर बनाते हैं, और Android व iOS ऐप (${format.price(fromPrices.app)} से शुरू) बनाते हैं।`,
    ],
  },
  hosting: {
    question: "आप किन होस्टिंग प्लेटफ़ॉर्म पर काम करते हैं?",
    answer: [
      "हम शेयर्ड और cPanel होस्टिंग (जैसे Hostinger या GoDaddy), AWS, Google Cloud या DigitalOcean के क्लाउड सर्वर, और Vercel व Netlify जैसे आधुनिक प्लेटफ़ॉर्म पर डिप्लॉय करते हैं। आपके ट्रैफ़िक और बजट के हिसाब से जो सही हो, वही सुझाते हैं।",
      "हम आपका मौजूदा होस्टिंग अकाउंट इस्तेमाल कर सकते हैं या आपके नाम पर नया अकाउंट बना सकते हैं, साथ में डोमेन, DNS, बिज़नेस ईमेल और SSL सर्टिफ़िकेट भी।",
    ],
  },
  crm: {
    question: "क्या आप मेरे बिज़नेस के लिए CRM बना सकते हैं या मेरे मौजूदा CRM से जोड़ सकते हैं?",
    answer: [
      "हाँ। हम कस्टम CRM बनाते हैं, जो लीड, फ़ॉलो-अप, कोटेशन और ग्राहकों का हिसाब उसी तरह रखता है जैसे आपकी टीम पहले से काम करती है, रिमाइंडर और रिपोर्ट के साथ। अगर आप पहले से Zoho या HubSpot जैसा कोई CRM इस्तेमाल करते हैं, तो हम आपकी वेबसाइट के फ़ॉर्म, WhatsApp और ऐप को उससे जोड़ देते हैं, ताकि आपकी सारी पूछताछ एक ही जगह पहुँचे।",
    ],
  },
  "role-based-panels": {
    question: "एडमिन, सब-एडमिन और यूज़र पैनल क्या होते हैं?",
    answer: [
      "ये आपके सिस्टम में अलग-अलग लोगों के लिए अलग-अलग डैशबोर्ड होते हैं। एडमिन के हाथ में सब कुछ होता है और वही तय करते हैं कि हर सब-एडमिन (जैसे कोई मैनेजर या ब्रांच) क्या देख और कर सकता है; ग्राहक या छात्र जैसे यूज़र सिर्फ़ अपना डेटा देखते हैं।",
      "परमिशन एडमिन देते हैं, इसलिए आप एक ही पासवर्ड शेयर किए बिना अपनी टीम बढ़ा सकते हैं।",
    ],
  },
  "mobile-apps": {
    question: "क्या आप Android और iOS के लिए मोबाइल ऐप बनाते हैं?",
    answer: [
      "हाँ। हम Android और iOS ऐप डिज़ाइन करते और बनाते हैं — बुकिंग और ई-कॉमर्स ऐप से लेकर डिलीवरी, एजुकेशन और स्टाफ़ के अंदरूनी ऐप तक — उनके पीछे के एडमिन पैनल और सर्वर समेत। हर ऐप रिलीज़ से पहले असली डिवाइस पर टेस्ट किया जाता है।",
    ],
  },
  "store-publishing": {
    question: "क्या आप मेरा ऐप Play Store और App Store पर पब्लिश करेंगे?",
    answer: [
      "हाँ। हम स्टोर लिस्टिंग, स्क्रीनशॉट, प्राइवेसी पॉलिसी और रिव्यू के लिए ज़रूरी नोट तैयार करते हैं, ऐप सबमिट करते हैं और रिव्यू के दौरान Google या Apple के सवालों के जवाब देते हैं।",
      "डेवलपर अकाउंट आपके बिज़नेस के नाम पर बनाए जाते हैं। इन अकाउंट के लिए Google एक बार फ़ीस लेता है और Apple हर साल।",
    ],
  },
  "multiplatform-apps": {
    question: "मल्टीप्लेटफ़ॉर्म ऐप क्या होता है, और क्या यह मेरे लिए सही है?",
    answer: [
      "मल्टीप्लेटफ़ॉर्म (क्रॉस-प्लेटफ़ॉर्म) ऐप React Native से एक बार बनाया जाता है और Android व iOS दोनों पर चलता है। आम तौर पर इसकी लागत दो अलग-अलग ऐप से कम होती है और यह दोनों स्टोर पर जल्दी पहुँचता है; ज़्यादातर बिज़नेस ऐप के लिए यही ठीक रहता है।",
      "अगर आपके ऐप को भारी ग्राफ़िक्स चाहिए या उसे फ़ोन के खास फ़ीचर गहराई से इस्तेमाल करने हैं, तो हम ईमानदारी से बताएँगे कि कब पूरी तरह नेटिव ऐप बेहतर रहेगा।",
    ],
  },
};
