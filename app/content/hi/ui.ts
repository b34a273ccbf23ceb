/**
 * Hindi twin of ../en/ui.ts (served under /hi): the header, the footer, the contact popup, the
 * floating buttons, the dialogs, the skip link and the error page. Facts (brand, phone numbers,
 * years) come from ../site.ts; the tagline and the place as the Hindi pages write them from
 * ./site.ts.
 */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { site } from "../site";
import { replyTime } from "../terms";
import type { UiCopy } from "../ui.schema";
import { siteWords } from "./site";

/** Said after the text of every link that opens in a new tab (visually hidden). */
const newTab = "(नए टैब में खुलता है)";

export const ui: UiCopy = {
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
    description: `अपनी जानकारी और जो सेवा आपको चाहिए, वह लिख दें। हम ${formatters.hi.workingDays(replyTime.days)} के अंदर जवाब देते हैं।`,
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
