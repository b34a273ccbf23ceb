/**
 * The words of the site's shell in Hindi: the layout around every page (header, footer,
 * popup, floating buttons, dialogs, price labels, error page), the menus' labels (which pages
 * they list is the page table's, app/base/site-routes.ts), the theme switch, the announcement
 * shown 5 s after a visitor's first page load, the carousel's controls, and the links and
 * labels the section blocks share (the closing call to action, the contact band, Explore
 * Services). Facts come from ../site/facts.ts and ./facts.ts.
 */
import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { programmes } from "../internship/facts";
import { replyTime, site, siteWordsHi as siteWords } from "../site/facts";
import { promoBatchYear } from "./facts";
import type { ShellWords } from "./schema";

/** Said after the text of every link that opens in a new tab (visually hidden). */
const newTab = "(नए टैब में खुलता है)";

export const ui: ShellWords["ui"] = {
  meta: {
    title: template(`{page} | ${site.brandName}`),
    imageAlt: `${site.brandName} का लोगो`,
  },
  skipLink: "सीधे कंटेंट पर जाएँ",
  newTabNote: ` ${newTab}`,
  newTabLabel: template(`{label} ${newTab}`),
  dialogClose: "बंद करें",
  header: {
    homeLabel: `${site.brandName} — होम`,
    navLabel: "मुख्य मेन्यू",
    menuLabel: "मेन्यू",
    callUs: "कॉल करें",
    callUsOn: template("हमें {number} पर कॉल करें"),
  },
  footer: {
    tagline: `बढ़ते बिज़नेस के लिए वेबसाइट, ऐप, डिज़ाइन और डिजिटल मार्केटिंग — ${site.foundedYear} से।`,
    socialLabel: "सोशल मीडिया प्रोफ़ाइल",
    socialLink: template(`{network} पर ${site.brandName}`),
    lists: { services: "सेवाएँ", quickLinks: "उपयोगी लिंक", policies: "पॉलिसी" },
    contactTitle: "संपर्क",
    address: `${siteWords.locality}, ${siteWords.region}, ${siteWords.country}`,
    copyright: template(`© {years} ${site.legalName}। सर्वाधिकार सुरक्षित।`),
    copyrightSince: site.copyrightYear,
    madeIn: "भारत में, पूरे दिल से बनाया गया।",
  },
  contactPopup: {
    title: "हमें अपने प्रोजेक्ट के बारे में बताएँ",
    description: `अपनी जानकारी दें और बताएँ कि आपको कौन-सी सेवा चाहिए। हम ${formatters.hi.workingDays(replyTime.days)} के अंदर जवाब देते हैं।`,
    asideLabel: "हम तक पहुँचने के और तरीके",
    asideTitle: "बात करना चाहेंगे?",
    call: "कॉल करें",
    email: "ईमेल करें",
    chat: "WhatsApp",
    formUnavailable:
      "फ़ॉर्म लोड नहीं हो सका। हमें कॉल, ईमेल या WhatsApp करें, या थोड़ी देर बाद फिर कोशिश करें।",
  },
  languageSwitch: {
    label: "English",
    labelLang: "en",
    hrefLang: "en-IN",
    ariaLabel: "English — यह पेज अंग्रेज़ी में पढ़ें",
  },
  floatingWidget: {
    toTop: "ऊपर जाएँ",
    announcement: "नई घोषणा देखें",
    message: "हमें मैसेज भेजें",
  },
  price: { startingAt: "शुरुआती कीमत", perMonth: "/ महीना" },
  feature: { included: "शामिल:", notIncluded: "शामिल नहीं:" },
  errorPage: {
    title: template("कुछ गड़बड़ हो गई ({status})"),
    eyebrow: template("एरर {status}"),
    heading: "अचानक कोई गड़बड़ी हो गई!",
    text: "हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें, या ऐसा बार-बार हो तो हमें कॉल करें।",
    backLabel: "होम पर वापस जाएँ",
  },
};

export const navigation: ShellWords["navigation"] = {
  labels: {
    "/": "होम",
    "/aboutUs": "हमारे बारे में",
    "/work": "हमारा काम",
    "services-menu": "सेवाएँ",
    "/pricing": "कीमतें",
    blog: "ब्लॉग",
    "/internship": "इंटर्नशिप",
    "/career": "करियर",
    "/contact-us": "संपर्क करें",
    "/services": "सभी सेवाएँ",
    "/terms-and-conditions": "नियम और शर्तें",
    "/privacy-policy": "प्राइवेसी पॉलिसी",
    "/Cancellation-and-Refund": "कैंसलेशन और रिफ़ंड",
    "/Shipping-and-Delivery": "शिपिंग और डिलीवरी",
  },
  footerLabels: { "/work": "हमारा काम" },
};

export const themeSwitch: ShellWords["themeSwitch"] = {
  label: "रंग थीम",
  options: { system: "सिस्टम", light: "लाइट", dark: "डार्क" },
};

export const promo: ShellWords["promo"] = {
  title: "इंटर्नशिप का नया बैच — दाखिले शुरू",
  text: `हमारे डेवलपरों के साथ असली प्रोजेक्ट बनाएँ; ${formatters.hi.durationAdjective(programmes[0].duration, { inWords: true })} के प्रोग्राम में मॉक इंटरव्यू और सर्टिफ़िकेट भी मिलते हैं। स्कॉलरशिप टेस्ट देकर अपनी प्रोग्राम फ़ीस पर छूट पाएँ।`,
  imageAlt: `कोड एडिटर दिखाते लैपटॉप का चित्र, जिस पर लिखा है: इंटर्नशिप ${promoBatchYear}, दाखिले शुरू, स्कॉलरशिप टेस्ट, सर्टिफ़िकेट`,
  art: {
    eyebrow: `इंटर्नशिप ${promoBatchYear}`,
    heading: "दाखिले शुरू",
    lines: ["स्कॉलरशिप टेस्ट · असली प्रोजेक्ट", "मॉक इंटरव्यू · सर्टिफ़िकेट"],
  },
  primary: { label: "प्रोग्राम देखें", href: "/internship" },
  secondary: { label: "सवाल पूछें" },
};

export const carouselCopy: ShellWords["carouselCopy"] = {
  roleCarousel: "कैरोसेल",
  roleSlide: "स्लाइड",
  slideOf: template("{count} में से {position}"),
  previous: "पिछली स्लाइड",
  next: "अगली स्लाइड",
  goTo: template("स्लाइड {position} पर जाएँ"),
  play: "स्लाइड अपने-आप चलाएँ",
  pause: "स्लाइड अपने-आप चलना रोकें",
};

/** The two links of a service page's closing call to action. */
export const quoteActions: ShellWords["quoteActions"] = {
  primary: { label: "कोटेशन पाएँ", to: "/contact-us" },
  secondary: { label: "कीमतें देखें", to: "/pricing" },
};

export const contactLabels: ShellWords["contactLabels"] = {
  callLabel: "कॉल करें",
  emailLabel: "ईमेल करें",
};

/** The link from a section of /hi/work or /hi/pricing to the service page it belongs to. */
export const exploreServices: ShellWords["exploreServices"] = {
  label: "सेवाएँ देखें",
  ariaLabel: template("सेवाएँ देखें: {service}"),
};
