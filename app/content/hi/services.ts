/** Hindi twin of ../services: the four services of the home grid, /hi/services, menus and footer. */
import type { Service } from "../schema";
import type * as en from "../services";
import type { ServiceId } from "../services";
import type { Widen } from "../twins";
import { countWord, quoteActions } from "./sections";

export const services = [
  {
    id: "website-development",
    title: "वेबसाइट डेवलपमेंट",
    summary: "तेज़ और सुरक्षित वेबसाइट और वेब ऐप्लिकेशन — बिज़नेस साइट और ऑनलाइन स्टोर से लेकर कस्टम डैशबोर्ड तक।",
    img: "monitor",
    goToLink: "/services/website-development",
  },
  {
    id: "app-development",
    title: "ऐप डेवलपमेंट",
    summary:
      "Android, iOS और क्रॉस-प्लेटफ़ॉर्म ऐप — डिज़ाइन, डेवलपमेंट और Play Store व App Store पर पब्लिशिंग तक।",
    img: "smartphone",
    goToLink: "/services/app-development",
  },
  {
    id: "graphic-designing",
    title: "ग्राफ़िक डिज़ाइनिंग",
    summary:
      "लोगो, प्रिंट, सोशल मीडिया पोस्ट और UI/UX डिज़ाइन, जिनसे लोग आपके ब्रांड को आसानी से पहचानें और उस पर भरोसा करें।",
    img: "palette",
    goToLink: "/services/graphic-designing",
  },
  {
    id: "digital-marketing",
    title: "डिजिटल मार्केटिंग",
    summary: "SEO, सोशल मीडिया, पे-पर-क्लिक, कंटेंट और ईमेल कैंपेन, हर महीने की साफ़ रिपोर्ट के साथ।",
    img: "megaphone",
    goToLink: "/services/digital-marketing",
  },
] as const satisfies readonly Service[];

/** One of the four services, by id, in Hindi. */
export function serviceById(id: ServiceId): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`no service ${id}`);
  return service;
}

/** Eyebrow over the <h1> of each of the four service pages. */
export const servicePageEyebrow = "सेवाएँ";

/** /hi/services: the overview of the four services. */
export const servicesPage: Widen<typeof en.servicesPage> = {
  hero: { eyebrow: "हम क्या करते हैं" },
  listHeading: `हमारी ${countWord(services.length)} सेवाएँ`,
  cta: {
    title: "तय नहीं कर पा रहे कि कौन-सी सेवा चाहिए?",
    text: "हमें बताएँ कि आप क्या हासिल करना चाहते हैं, हम वहाँ तक पहुँचने का सबसे आसान रास्ता तय कीमत के साथ बताएँगे।",
    ...quoteActions,
  },
};

/** The link of a service card to its page. */
export const serviceCardCopy: Widen<typeof en.serviceCardCopy> = {
  explore: "देखें",
  exploreLabel: (title: string) => `${title} देखें`,
};
