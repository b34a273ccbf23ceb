/**
 * Hindi twin of ./en.ts (served under /hi). Numbers, emails and links come from ../site/facts.ts.
 */

import { formatters } from "~/base/format";
import { replyTime } from "../site/facts";
import type { ContactContent } from "./schema";

const replyWithin = formatters.hi.workingDays(replyTime.days);

export const contact: ContactContent = {
  heroEyebrow: "संपर्क",
  formTitle: "हमें मैसेज भेजें",
  formIntro: `अपने बिज़नेस और अपनी ज़रूरत के बारे में कुछ लाइनें काफ़ी हैं। हम ${replyWithin} के अंदर ईमेल या फ़ोन से जवाब देंगे।`,
  detailsTitle: "हम तक पहुँचने के और तरीके",
  blocks: {
    phone: { title: "हमें कॉल करें", text: "ऑफ़िस के समय में हमसे बात करें।" },
    email: {
      title: "हमें ईमेल करें",
      text: `हम हर ईमेल का जवाब ${replyWithin} के अंदर देते हैं।`,
      helloLabel: "प्रोजेक्ट और सवाल",
      careersLabel: "नौकरी और इंटर्नशिप",
    },
    chat: { title: "हमसे चैट करें", text: "छोटे सवालों के जवाब WhatsApp पर।" },
    social: { title: "हमारा काम फ़ॉलो करें", text: "हमारे नए प्रोजेक्ट और डिज़ाइन।" },
    hours: { title: "ऑफ़िस का समय", text: "इस समय हम कॉल और मैसेज का जवाब देते हैं।" },
    address: { title: "स्टूडियो", country: "भारत" },
  },
  nextTitle: "आगे क्या होगा",
  nextSteps: [
    {
      title: `${replyWithin} के अंदर जवाब`,
      text: "हमारी टीम का कोई सदस्य आपका मैसेज पढ़कर ईमेल या फ़ोन से जवाब देता है।",
    },
    {
      title: "आपके लक्ष्यों पर एक छोटी कॉल",
      text: "हम आपके बिज़नेस, आपकी टाइमलाइन और आपके बजट के बारे में कुछ सवाल पूछते हैं।",
    },
    {
      title: "कोटेशन",
      text: "कोई भी काम शुरू होने से पहले आपको स्कोप और कीमत बता दी जाती है।",
    },
  ],
};
