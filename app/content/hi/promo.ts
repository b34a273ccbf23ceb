/**
 * Hindi twin of ../promo.ts (served under /hi): the announcement shown in the image modal.
 * PLACEHOLDER: the batch is invented; the English module's `placeholders` list already names it.
 * The artwork itself is drawn from `art` below, so on /hi it shows these Hindi words.
 */
import * as en from "../promo";

/** The English type with its literal strings widened, so Hindi text fits the same shape. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends object
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T;

/** The internship batch the announcement is about: the same fact as the English. */
const { batchYear } = en.promo;

export const promo: Widen<typeof en.promo> = {
  batchYear,
  title: "इंटर्नशिप का नया बैच — एडमिशन शुरू",
  text: "हमारे डेवलपरों के साथ असली प्रोजेक्ट बनाएँ, मॉक इंटरव्यू दें और सर्टिफ़िकेट पाएँ। स्कॉलरशिप टेस्ट देकर अपनी प्रोग्राम फ़ीस पर छूट पाएँ।",
  imageAlt: `कोड एडिटर दिखाते लैपटॉप का चित्र, जिस पर लिखा है: इंटर्नशिप ${batchYear}, एडमिशन शुरू, स्कॉलरशिप टेस्ट, सर्टिफ़िकेट`,
  art: {
    eyebrow: `इंटर्नशिप ${batchYear}`,
    heading: "एडमिशन शुरू",
    lines: ["स्कॉलरशिप टेस्ट · असली प्रोजेक्ट", "मॉक इंटरव्यू · सर्टिफ़िकेट"],
  },
  primary: { label: "प्रोग्राम देखें", href: en.promo.primary.href },
  secondary: { label: "सवाल पूछें" },
};
