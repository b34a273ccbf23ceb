/** Hindi twin of ./en.ts: the twelve cards and page copy of /hi/services/website-development. */

import { formatters } from "~/base/format";
import { clientTerms } from "../policies/facts";
import { servicePageEyebrow } from "../services/hi";
import { quoteActions } from "../shell/hi";
import type { WebServicesWords } from "./schema";

const format = formatters.hi;

export const cards: WebServicesWords["cards"] = {
  "custom-website": {
    title: "कस्टम वेबसाइट डेवलपमेंट",
    description:
      "टेम्पलेट नहीं, आपके बिज़नेस के हिसाब से डिज़ाइन की गई वेबसाइट: फ़ोन पर तेज़, अपडेट करने में आसान और इस तरह बनी कि आने वाले लोग आपसे पूछताछ करें।",
  },
  "e-commerce": {
    title: "ई-कॉमर्स डेवलपमेंट",
    description:
      "प्रोडक्ट कैटलॉग, कार्ट, UPI और कार्ड पेमेंट, और आपकी टीम के लिए ऑर्डर ट्रैकिंग वाले ऑनलाइन स्टोर।",
  },
  cms: {
    title: "CMS डेवलपमेंट",
    description:
      "WordPress या कस्टम कंटेंट मैनेजर, ताकि आपकी टीम डेवलपर को बुलाए बिना टेक्स्ट, फ़ोटो, ब्लॉग और ऑफ़र बदल सके।",
  },
  "web-application": {
    title: "वेब ऐप्लिकेशन डेवलपमेंट",
    description:
      "डैशबोर्ड, पोर्टल, CRM और रोल के हिसाब से परमिशन वाले एडमिन, सब-एडमिन और यूज़र पैनल, आपके काम करने के तरीके के अनुसार।",
  },
  "ui-ux": {
    title: "UI/UX डिज़ाइन",
    description:
      "वायरफ़्रेम, क्लिक करने लायक प्रोटोटाइप और साफ़ इंटरफ़ेस, जिनसे हर पेज इस्तेमाल में आसान लगे; बनाने से पहले हर डिज़ाइन असली स्क्रीन पर परखा जाता है।",
  },
  maintenance: {
    title: "वेबसाइट मेंटेनेंस",
    description:
      "अपडेट, बैकअप, सिक्योरिटी पैच, कंटेंट में बदलाव और सुधार, ताकि आप बिज़नेस सँभालें और आपकी साइट चलती रहे।",
  },
  "hosting-setup": {
    title: "होस्टिंग सेटअप",
    description:
      "हम आपकी साइट के लिए तेज़ और सुरक्षित होस्टिंग चुनकर सेट करते हैं — शेयर्ड, VPS या क्लाउड — और पुरानी साइट को उस पर शिफ़्ट करते हैं।",
  },
  "domain-registration": {
    title: "डोमेन रजिस्ट्रेशन",
    description: `याद रहने वाला .in या .com नाम चुनने में मदद, उसे आपकी कंपनी के नाम पर रजिस्टर करना, और हर साल के रिन्यूअल से कम से कम ${format.duration({ days: clientTerms.renewalNoticeDays })} पहले आपको याद दिलाना।`,
  },
  "dns-management": {
    title: "DNS मैनेजमेंट",
    description:
      "आपकी वेबसाइट, ईमेल और वेरिफ़िकेशन के रिकॉर्ड सही तरीके से सेट किए जाते हैं, ताकि आपका डोमेन सही जगह पॉइंट करे।",
  },
  "email-configuration": {
    title: "ईमेल कॉन्फ़िगरेशन",
    description:
      "Google Workspace या Zoho पर you@yourbusiness.in जैसे प्रोफ़ेशनल ईमेल पते, SPF, DKIM और DMARC रिकॉर्ड के साथ सेट किए हुए।",
  },
  "ssl-certificates": {
    title: "SSL सर्टिफ़िकेट",
    description:
      "हर पेज पर HTTPS, आपके लिए इंस्टॉल किए गए SSL सर्टिफ़िकेट के साथ — वही ताले का निशान जो आपके ग्राहक देखते हैं।",
  },
  "website-monitoring": {
    title: "वेबसाइट मॉनिटरिंग",
    description: "अपटाइम और स्पीड की जाँच और अलर्ट, ताकि किसी समस्या का जल्दी पता चले।",
  },
};

/** The eyebrows of the two sections, which the hero's buttons that jump to them carry too. */
const eyebrows = { services: "वेब सेवाएँ", projects: "वेब प्रोजेक्ट" };

/** /hi/services/website-development: hero, section headings and the closing call to action. */
export const websiteDevelopmentPage: WebServicesWords["websiteDevelopmentPage"] = {
  hero: { eyebrow: servicePageEyebrow, actions: eyebrows },
  sections: {
    services: {
      eyebrow: eyebrows.services,
      title: "आपकी वेबसाइट की हर ज़रूरत, एक ही जगह",
      intro: "पहले डिज़ाइन से लेकर उसके पीछे के डोमेन, ईमेल और सुरक्षा तक — और लाइव होने के बाद उसकी देखभाल भी।",
    },
    projects: {
      eyebrow: eyebrows.projects,
      title: "हमारी बनाई वेबसाइट और वेब ऐप",
      intro: "किसी भी प्रोजेक्ट को खोलें और नए टैब में उसका लाइव डेमो चलाकर देखें।",
    },
  },
  cta: {
    title: "नई वेबसाइट बनवाने की सोच रहे हैं?",
    text: "हमें अपनी ज़रूरत बताएँ, हम आपको कोटेशन भेजेंगे।",
    ...quoteActions,
  },
};
