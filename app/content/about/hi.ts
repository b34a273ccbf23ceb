/**
 * Hindi twin of ./en.ts (served under /hi): the same keys, ids, icons and links, with
 * every piece of copy in Hindi, and the same facts.
 *
 * PLACEHOLDERS, listed in ./launch-check.ts: every person below (the managing director and the
 * senior staff) is invented; their names are written in Devanagari, as Hindi writes them.
 * Replace them together with the English ones. The bios are written without gendered verbs, so a new name needs no rewrite.
 */

import { formatters } from "~/base/format";
import { processSteps } from "../home/facts";
import { programmes } from "../internship/facts";
import { clientTerms } from "../policies/facts";
import { serviceFacts } from "../services/facts";
import { site, siteWordsHi as siteWords } from "../site/facts";
import type { AboutWords } from "./schema";

const format = formatters.hi;

export const about: AboutWords = {
  heroEyebrow: "हमारे बारे में",
  storyEyebrow: "हम कौन हैं",
  storyTitle: "एक स्टूडियो जो बनाता है, डिज़ाइन करता है और सिखाता है",
  story: [
    `${site.brandName} की स्थापना ${site.foundedYear} में ${siteWords.locality} में सॉफ़्टवेयर और डिजिटल सेवाओं के एक छोटे स्टूडियो के रूप में हुई। हम वेबसाइट, वेब ऐप्लिकेशन और Android व iOS ऐप बनाते हैं, लोगो और ब्रांड मटीरियल डिज़ाइन करते हैं, और भारत के बिज़नेस के लिए डिजिटल मार्केटिंग करते हैं।`,
    "सामने दिखने वाले काम के पीछे वे सिस्टम होते हैं जिनसे बिज़नेस चलता है: CRM, एडमिन, सब-एडमिन और यूज़र पैनल, और होस्टिंग, डोमेन, DNS, बिज़नेस ईमेल और SSL सर्टिफ़िकेट, जिन पर ये टिके हैं। हम इन्हें सेट करते हैं और चाहें तो आपके लिए मैनेज भी करते हैं, ताकि कंट्रोल आपके हाथ में रहे।",
    "हम नए डेवलपरों को ट्रेनिंग भी देते हैं। हमारे इंटर्नशिप और ट्रेनिंग प्रोग्राम में सीखने वाले हमारी टीम के साथ असली प्रोजेक्ट पर काम करते हैं, ताकि नए लोग भी यह हुनर सीखते रहें।",
  ],
  facts: [
    { value: String(site.foundedYear), label: `${siteWords.locality} में स्थापित` },
    { value: format.number(serviceFacts.length), label: "मुख्य सेवाएँ, एक ही छत के नीचे" },
    { value: format.number(programmes.length), label: "ट्रेनिंग और इंटर्नशिप प्रोग्राम" },
    { value: format.number(processSteps.length), label: "पहली कॉल से बिज़नेस बढ़ने तक के चरण" },
  ],
  purposeTitle: "हमें क्या प्रेरित करता है",
  mission: {
    title: "हमारा मिशन",
    text: "भारत के हर बढ़ते बिज़नेस को ऐसी वेबसाइट, ऐप और ब्रांड देना, जिन पर वह गर्व कर सके — ठीक से बने हुए, साफ़ कीमत पर, और लॉन्च के बाद भी सपोर्ट के साथ।",
  },
  vision: {
    title: "हमारा विज़न",
    text: "ऐसा स्टूडियो बनना जिस पर छोटे बिज़नेस अपनी पूरी डिजिटल मौजूदगी के लिए भरोसा करें, और ऐसी जगह जहाँ भारत के अगले डेवलपर और डिज़ाइनर असली काम पर अपना हुनर सीखें।",
  },
  valuesTitle: "हम कैसे काम करते हैं",
  values: [
    {
      title: "ऑनलाइन हर काम के लिए एक टीम",
      text: "वेबसाइट, ऐप, डिज़ाइन, मार्केटिंग, और उनके पीछे की होस्टिंग, डोमेन, ईमेल और SSL — सब एक ही टीम से।",
    },
    {
      title: "एडमिन, सब-एडमिन और यूज़र पैनल",
      text: "ऐसे सिस्टम, जिनमें आपके एडमिन तय करते हैं कि कौन क्या देख और कर सकता है।",
    },
    {
      title: "नए डेवलपरों की ट्रेनिंग",
      text: "पेड और मुफ़्त इंटर्नशिप प्रोग्राम, जिनमें सीखने वाले हमारी टीम के साथ प्रोजेक्ट बनाते हैं।",
    },
    {
      title: "लॉन्च के बाद भी सपोर्ट",
      text: `हर रिन्यूअल से कम से कम ${format.duration({ days: clientTerms.renewalNoticeDays })} पहले हम आपको याद दिलाते हैं, और फ़िक्स या छोटे बदलाव के लिए बस एक मैसेज काफ़ी है।`,
    },
  ],
  teamEyebrow: "हमारी टीम",
  teamTitle: "आपके प्रोजेक्ट के पीछे के लोग",
  teamIntro:
    "स्टूडियो को चलाने वाले मैनेजिंग डायरेक्टर, हर काम की अगुवाई करने वाला सीनियर स्टाफ़, और वे टीमें व प्रोग्राम जो नए टैलेंट को निखारते हैं।",
  managingDirector: {
    name: "आरव शर्मा",
    role: "मैनेजिंग डायरेक्टर",
    bio: `स्थानीय बिज़नेस के लिए सालों तक वेबसाइट बनाने के बाद ${site.foundedYear} में स्टूडियो की शुरुआत की। हर कोटेशन पर आखिरी मंज़ूरी और आज भी हर लॉन्च का रिव्यू इन्हीं के ज़िम्मे है।`,
  },
  seniorStaffTitle: "सीनियर स्टाफ़",
  seniorStaff: [
    {
      name: "प्रिया वर्मा",
      role: "इंजीनियरिंग हेड",
      bio: "वेब और ऐप डेवलपमेंट, कोड रिव्यू और डिप्लॉयमेंट की ज़िम्मेदारी, साथ ही जूनियर डेवलपर टीम की मेंटरिंग।",
    },
    {
      name: "करण मेहता",
      role: "लीड डिज़ाइनर",
      bio: "ब्रांड आइडेंटिटी, UI/UX और प्रिंट का पूरा काम — लोगो के पहले स्केच से लेकर ऐप की आखिरी स्क्रीन तक।",
    },
    {
      name: "नेहा गुप्ता",
      role: "डिजिटल मार्केटिंग लीड",
      bio: "SEO, सोशल मीडिया और पेड कैंपेन की ज़िम्मेदारी, साथ ही वे मासिक रिपोर्ट जिन्हें हमारे क्लाइंट पढ़ते हैं।",
    },
    {
      name: "राहुल नायर",
      role: "प्रोजेक्ट मैनेजर",
      bio: "माइलस्टोन की योजना, क्लाइंट को प्रगति की जानकारी, और यह पक्का करना कि हर प्रोजेक्ट तय समय पर लॉन्च हो।",
    },
  ],
  programmesTitle: "टीमें और प्रोग्राम",
  programmesIntro: "नए डेवलपर हमसे कैसे जुड़ते हैं, सीखते हैं और टीम का हिस्सा बनते हैं।",
  programmes: {
    "junior-web-developer-team": {
      title: "जूनियर वेब डेवलपर टीम",
      text: "करियर की शुरुआत कर रहे डेवलपर, जो सीनियर की देखरेख में क्लाइंट के फ़ीचर बनाते हैं।",
    },
    "training-and-internship-team": {
      title: "ट्रेनिंग और इंटर्नशिप टीम",
      text: "ट्रेनर और मेंटर, जो सिलेबस तैयार करते हैं, इंटर्न के प्रोजेक्ट का रिव्यू करते हैं और मॉक इंटरव्यू लेते हैं।",
    },
    "training-cum-internship-program": {
      title: "ट्रेनिंग के साथ इंटर्नशिप प्रोग्राम",
      text: "व्यवस्थित प्रोग्राम, जिनमें सीखने वाले पहले आधुनिक वेब डेवलपमेंट की ट्रेनिंग लेते हैं और फिर हमारी टीम के साथ असली प्रोजेक्ट बनाते हैं।",
    },
  },
  ctaTitle: "आइए, साथ मिलकर कुछ बनाएँ",
  ctaText: "हमें अपने प्रोजेक्ट के बारे में बताएँ, या अगर आप हमारी टीम से जुड़ना चाहते हैं तो अपने बारे में।",
  ctaPrimary: { label: "प्रोजेक्ट शुरू करें", href: "/contact-us" },
  ctaSecondary: { label: "टीम से जुड़ें", href: "/career" },
};
