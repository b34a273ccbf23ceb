/**
 * Hindi twin of ./en.ts: the accessible names of the SVG artwork and mock-ups
 * (app/components/art/) and the words drawn in them. Facts (the founding year, the place, the
 * brand's initials) come from site.ts, as in the English module.
 */
import { template } from "~/base/template";
import { site, siteWordsHi as siteWords } from "../site/facts";
import type { ArtWords } from "./schema";

export const aboutHeroArt: ArtWords["aboutHeroArt"] = {
  label: `चित्र: ${site.foundedYear} से हमारे स्टूडियो में बनी एक वेबसाइट, एक मोबाइल ऐप और एक ब्रांड कार्ड`,
  badgeTitle: "स्थापना",
  /** The badge's second line. */
  badgeLabel: `${site.foundedYear} · ${siteWords.locality}`,
};

export const careerHeroArt: ArtWords["careerHeroArt"] = {
  label: "चित्र: डेवलपर, डिज़ाइनर और प्रोजेक्ट मैनेजर की सूची वाला टीम बोर्ड",
  badgeTitle: "हमारी टीम में",
  badgeLabel: template("{roles} पद"),
};

export const contactHeroArt: ArtWords["contactHeroArt"] = {
  label: "चित्र: स्टूडियो को भेजा गया एक मैसेज और उसका जवाब",
};

export const dashboardArt: ArtWords["dashboardArt"] = {
  admin:
    "एडमिन डैशबोर्ड का स्क्रीनशॉट: साइडबार मेन्यू, चार सारांश टाइल, बिक्री का बार चार्ट और हाल के ऑर्डर की टेबल",
  user: "यूज़र डैशबोर्ड का स्क्रीनशॉट: प्रोफ़ाइल कार्ड, ऑर्डर स्टेटस की सूची और सपोर्ट टिकट पैनल",
  student: "स्टूडेंट डैशबोर्ड का स्क्रीनशॉट: कोर्स की प्रगति के रिंग, हाज़िरी का चार्ट और आने वाले असाइनमेंट",
};

/** The two posters of the graphic-design hero (services-hero-art.tsx). */
export const posterArt: ArtWords["posterArt"] = {
  first: { lines: ["ब्रांड की", "कहानियाँ"], footer: "नज़र में आने के लिए डिज़ाइन" },
  second: { lines: ["बड़े", "आइडिया"], footer: "लोगो · प्रिंट · सोशल" },
};
