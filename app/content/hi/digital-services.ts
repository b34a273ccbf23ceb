/** Hindi twin of ../digital-services: the six cards of /hi/services/digital-marketing. */
import type { Offering } from "../web-services.schema";

export const digitalServices = [
  {
    id: "seo",
    title: "सर्च इंजन ऑप्टिमाइज़ेशन",
    description:
      "कीवर्ड रिसर्च, ऑन-पेज सुधार, बैकलिंक और Google Business Profile पर काम, जो आपको उन नतीजों में ऊपर लाए जिन पर लोग सच में क्लिक करते हैं।",
    icon: "search",
  },
  {
    id: "smo",
    title: "सोशल मीडिया ऑप्टिमाइज़ेशन",
    description:
      "Instagram, Facebook, LinkedIn और X पर प्लान, डिज़ाइन और शेड्यूल की गई पोस्ट, जो ऐसे फ़ॉलोअर बढ़ाएँ जो आपसे खरीदें भी।",
    icon: "share",
  },
  {
    id: "pay-per-click",
    title: "पे-पर-क्लिक विज्ञापन",
    description:
      "सटीक टारगेटिंग और रोज़ाना बजट जाँच वाले Google और Meta ऐड कैंपेन, ताकि हर रुपये का हिसाब किसी लीड या बिक्री तक रहे।",
    icon: "click",
  },
  {
    id: "content-marketing",
    title: "कंटेंट मार्केटिंग",
    description:
      "आपके ग्राहकों और सर्च इंजन, दोनों के लिए लिखे गए ब्लॉग, आर्टिकल और लैंडिंग पेज का कंटेंट, आपकी अपनी आवाज़ में।",
    icon: "file",
  },
  {
    id: "email-marketing",
    title: "ईमेल मार्केटिंग",
    description:
      "न्यूज़लेटर, ऑफ़र और ऑटोमैटिक फ़ॉलो-अप, सही लोगों तक सही समय पर, साफ़ लिस्ट और अच्छी डिलीवरी के साथ।",
    icon: "mail",
  },
  {
    id: "analytics",
    title: "एनालिटिक्स और रिपोर्टिंग",
    description:
      "Google Analytics और Search Console का सही सेटअप, और हर महीने एक सीधी-सादी रिपोर्ट कि क्या काम किया और आगे हम क्या करेंगे।",
    icon: "chart",
  },
] as const satisfies readonly Offering[];
