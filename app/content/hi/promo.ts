/**
 * Hindi twin of ../en/promo.ts: the announcement shown in the image modal. The batch is a
 * placeholder listed by ../promo.ts. The artwork is drawn from `art`, so on /hi it shows these
 * words.
 */
import type { PromoCopy } from "../chrome.schema";
import { promoBatchYear } from "../promo";

export const promo: PromoCopy = {
  title: "इंटर्नशिप का नया बैच — दाखिले शुरू",
  text: "हमारे डेवलपरों के साथ असली प्रोजेक्ट बनाएँ, मॉक इंटरव्यू दें और सर्टिफ़िकेट पाएँ। स्कॉलरशिप टेस्ट देकर अपनी प्रोग्राम फ़ीस पर छूट पाएँ।",
  imageAlt: `कोड एडिटर दिखाते लैपटॉप का चित्र, जिस पर लिखा है: इंटर्नशिप ${promoBatchYear}, दाखिले शुरू, स्कॉलरशिप टेस्ट, सर्टिफ़िकेट`,
  art: {
    eyebrow: `इंटर्नशिप ${promoBatchYear}`,
    heading: "दाखिले शुरू",
    lines: ["स्कॉलरशिप टेस्ट · असली प्रोजेक्ट", "मॉक इंटरव्यू · सर्टिफ़िकेट"],
  },
  primary: { label: "प्रोग्राम देखें", href: "/internship" },
  secondary: { label: "सवाल पूछें" },
};
