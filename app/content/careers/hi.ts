/**
 * Hindi twin of ./en.ts (/hi/career): the same twelve roles (by the ids of
 * ./facts.ts), and the copy around the form.
 *
 * Role titles are translated. The form names the role a visitor applies for in the page's
 * language; the address names it by its id (?role=frontend-developer), the same in both.
 */
import { template } from "~/base/template";
import type { CareersWords } from "./schema";

export const careerRoles: CareersWords["careerRoles"] = {
  "frontend-developer": {
    title: "फ़्रंटएंड डेवलपर",
    description:
      "क्लाइंटों की वेबसाइट और डैशबोर्ड के लिए डिज़ाइन को तेज़, सुलभ और रिस्पॉन्सिव पेजों में बदलें, और ध्यान रखें कि वे 4G पर किसी मिड-रेंज फ़ोन में भी जल्दी खुलें।",
    tools: ["HTML", "CSS", "JavaScript", "Tailwind CSS", "Git"],
  },
  "backend-developer": {
    title: "बैकएंड डेवलपर",
    description:
      "हमारी वेबसाइट और ऐप के पीछे के API, डेटाबेस और एडमिन पैनल बनाएँ: रोल-आधारित एक्सेस, इंटीग्रेशन, और ऐसा कोड जो लॉन्च के बाद भी बिना रुके चलता रहे।",
    tools: ["Node.js", "Express", "MySQL या PostgreSQL", "REST API", "Git"],
  },
  "react-developer": {
    title: "React डेवलपर",
    description:
      "React और TypeScript में सिंगल-पेज ऐप, डैशबोर्ड और CRM स्क्रीन बनाएँ — कंपोनेंट डिज़ाइन से लेकर फ़ॉर्म, स्टेट और डेटा फ़ेचिंग तक।",
    tools: ["React", "TypeScript", "React Router", "Tailwind CSS", "Git"],
  },
  "ui-ux-designer": {
    title: "UI/UX डिज़ाइनर",
    description:
      "वेबसाइट, ऐप और गेम के लिए यूज़र फ़्लो, वायरफ़्रेम और बेहतरीन इंटरफ़ेस प्लान करें, और डेवलपरों को ऐसे डिज़ाइन दें जिन्हें वे बिना अंदाज़ा लगाए बना सकें।",
    tools: ["Figma", "Adobe XD", "प्रोटोटाइपिंग", "डिज़ाइन सिस्टम"],
  },
  "graphic-designer": {
    title: "ग्राफ़िक डिज़ाइनर",
    description:
      "लोगो, ब्रांड किट, पोस्टर, फ़्लेक्स बोर्ड और प्रिंट मटीरियल डिज़ाइन करें, जिनसे छोटे बिज़नेस उतने ही अच्छे दिखें जितने वे असल में हैं।",
    tools: ["Adobe Photoshop", "Adobe Illustrator", "CorelDRAW", "Canva"],
  },
  "react-native-developer": {
    title: "React Native डेवलपर",
    description:
      "एक ही कोडबेस से Android और iOS के क्रॉस-प्लेटफ़ॉर्म ऐप बनाएँ, उन्हें हमारे API से जोड़ें और Play Store व App Store पर रिलीज़ तक ले जाएँ।",
    tools: ["React Native", "TypeScript", "Expo", "Android Studio", "Xcode"],
  },
  "php-developer": {
    title: "PHP डेवलपर",
    description:
      "PHP वेबसाइट, WordPress थीम और प्लगइन बनाएँ और सँभालें, और जिन क्लाइंट प्रोजेक्टों को ज़रूरत हो, उनके लिए Laravel बैकएंड तैयार करें।",
    tools: ["PHP", "Laravel", "WordPress", "MySQL", "Git"],
  },
  "project-manager": {
    title: "प्रोजेक्ट मैनेजर",
    description:
      "क्लाइंट के लिए एक ही संपर्क बनें: साफ़ स्कोप लिखें, माइलस्टोन प्लान करें, क्लाइंट को काम की प्रगति बताते रहें और हर प्रोजेक्ट को समय पर चलाएँ।",
    tools: ["Jira या Trello", "Google Workspace", "Slack", "HTML और वेब की बुनियादी जानकारी"],
  },
  "social-media-post-designer": {
    title: "सोशल मीडिया पोस्ट डिज़ाइनर",
    description:
      "हमारे क्लाइंटों के Instagram, Facebook और LinkedIn पेजों के लिए ऐसी पोस्ट, कैरोसेल, रील कवर और स्टोरी डिज़ाइन करें जिन पर स्क्रॉल रुक जाए — ब्रांड के हिसाब से और समय पर।",
    tools: ["Canva", "Adobe Photoshop", "Adobe Illustrator", "Figma"],
  },
  "social-media-handler": {
    title: "सोशल मीडिया हैंडलर",
    description:
      "हर महीने का कंटेंट कैलेंडर प्लान करें, पोस्ट पब्लिश और शेड्यूल करें, कमेंट और मैसेज का जवाब दें, और हर क्लाइंट को बताएँ कि क्या अच्छा चला।",
    tools: ["Meta Business Suite", "Instagram", "LinkedIn", "Buffer या Hootsuite"],
  },
  "digital-marketing-specialist": {
    title: "डिजिटल मार्केटिंग स्पेशलिस्ट",
    description:
      "हमारे क्लाइंटों के लिए SEO, कंटेंट और ईमेल कैंपेन चलाएँ: कीवर्ड रिसर्च, ऑन-पेज सुधार, बैकलिंक, Google Business Profile और हर महीने की रिपोर्ट।",
    tools: ["Google Analytics 4", "Google Search Console", "SEMrush या Ahrefs", "Mailchimp"],
  },
  "meta-and-google-ads-runner": {
    title: "Meta और Google Ads रनर",
    description:
      "Meta और Google पर पेड कैंपेन सेट अप करें, चलाएँ और बेहतर बनाएँ — समझदारी भरे बजट, सही ट्रैकिंग और हर लीड की लागत पर साफ़ रिपोर्ट के साथ।",
    tools: ["Meta Ads Manager", "Google Ads", "Google Tag Manager", "Google Analytics 4"],
  },
};

/** The eligibility sentence, after the least experience a role asks for ("1+ साल"). */
export const experience: CareersWords["experience"] = template(
  "{duration} का प्रोफ़ेशनल अनुभव, या कोई संबंधित इंटर्नशिप जिसमें किया गया काम आप हमें दिखा सकें।",
);

/**
 * Visually hidden after a role's Apply button text: "आवेदन करें — फ़्रंटएंड डेवलपर के लिए". The
 * visible label comes first (the accessible name starts with what is seen), so the role follows it.
 */
export const applyAsSuffix: CareersWords["applyAsSuffix"] = template(" — {role} के लिए");

export const careersCopy: CareersWords["careersCopy"] = {
  heroEyebrow: "करियर",
  heroPrimaryAction: "पद देखें",
  heroSecondaryAction: "अपनी जानकारी भेजें",
  perksTitle: "लोगों को यहाँ काम करना क्यों पसंद है",
  perksIntro:
    "छोटा स्टूडियो होने का मतलब है कि आपका काम लाइव होता है, क्लाइंट आपको नाम से जानते हैं और आप हर हफ़्ते कुछ नया सीखते हैं।",
  perks: [
    {
      icon: "rocket",
      title: "असली प्रोजेक्ट",
      text: "आप असली बिज़नेस की लाइव वेबसाइट, ऐप और कैंपेन पर काम करते हैं — प्रैक्टिस टास्क पर नहीं।",
    },
    {
      icon: "users",
      title: "मेंटर, जो आपके काम का रिव्यू करते हैं",
      text: "सीनियर डेवलपर और डिज़ाइनर आपके कोड और डिज़ाइन का रिव्यू करते हैं, और अगले पद तक पहुँचने में आपकी मदद करते हैं।",
    },
    {
      icon: "calendar-check",
      title: "साफ़ प्लानिंग",
      text: "हर प्रोजेक्ट के लिए लिखित स्कोप और व्यावहारिक डेडलाइन।",
    },
  ],
  rolesEyebrow: "पद",
  rolesTitle: "हमारी टीम के पद",
  rolesIntro:
    "प्रोजेक्टों की ज़रूरत के हिसाब से हम ये पद खोलते हैं। जो पद आपके लिए सही हो, उसे चुनें और हमें अपनी जानकारी भेजें।",
  eligibilityLabel: "योग्यता",
  toolsLabel: "ज़रूरी टूल",
  applyLabel: "आवेदन करें",
  formEyebrow: "आवेदन",
  formTitle: "हमें अपनी जानकारी भेजें",
  formIntro: "बताएँ कि आप कौन हैं और क्या करना चाहते हैं। आपके लायक कोई पद खुलने पर हम आपसे संपर्क करेंगे।",
  includeTitle: "अपने मैसेज में क्या लिखें",
  include: [
    "जिस पद में आपकी रुचि है",
    "आपके अनुभव, इंटर्नशिप या प्रोजेक्टों के बारे में कुछ लाइनें",
    "आपके पोर्टफ़ोलियो, GitHub, Behance या LinkedIn प्रोफ़ाइल का लिंक",
  ],
  emailPrompt: "ईमेल करना चाहते हैं? यहाँ लिखें:",
  /** Starts the message when a visitor comes from a role's Apply button. */
  applyingFor: "इस पद के लिए आवेदन:",
  notice:
    "अभी कोई पद खाली नहीं है। कृपया नीचे दिए फ़ॉर्म में अपनी जानकारी भरें, और कोई सही मौका आने पर हम आपसे संपर्क करेंगे।",
};
