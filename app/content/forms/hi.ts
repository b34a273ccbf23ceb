/**
 * Hindi twin of ./en.ts (served under /hi): everything the lead forms say — labels, placeholders,
 * the popup's service labels, the confirmations, every error message the browser shows and the
 * server returns, and the small pages answered without JavaScript.
 *
 * The service VALUES the forms post stay the English `leadServices` (they are stored with the
 * lead); only the labels shown for them are Hindi. Limits come from the same
 * app/base/lead-fields.ts.
 */

import { formatters } from "~/base/format";
import { type LeadServiceValue, leadLimits } from "~/base/lead-fields";
import { template } from "~/base/template";
import { replyTime, site } from "../site/facts";
import type { LeadFormCopy } from "./schema";

const replyPromise = `हम ${formatters.hi.workingDays(replyTime.days)} के अंदर जवाब देते हैं।`;
const urgent = "कोई ज़रूरी बात हो तो हमें कॉल या WhatsApp करें।";
const goBack = "कृपया अपने ब्राउज़र में पिछले पेज पर वापस जाएँ";

/** Hindi says "मिनट" for one minute and for several. */
const rateLimited = template<"minutes">(
  "आपने कम समय में कई मैसेज भेजे हैं। कृपया ज़्यादा से ज़्यादा {minutes} मिनट रुककर फिर कोशिश करें, या हमें कॉल या WhatsApp करें। आपका मैसेज अभी भी यहीं है।",
);

/** The label shown for each posted service value. */
const services: Record<LeadServiceValue, string> = {
  "Web Development": "वेबसाइट डेवलपमेंट",
  "App Development": "ऐप डेवलपमेंट",
  "Graphic design": "ग्राफ़िक डिज़ाइन",
  "SEO Management": "SEO मैनेजमेंट",
  "Database Administration": "डेटाबेस एडमिनिस्ट्रेशन",
  "Digital marketing": "डिजिटल मार्केटिंग",
};

export const leadFormCopy: LeadFormCopy = {
  labels: { name: "नाम", email: "ईमेल", number: "मोबाइल नंबर", msg: "मैसेज" },
  serviceLabel: "आपको कौन-सी सेवा चाहिए",
  careerMsgLabel: "अपने बारे में",
  placeholders: {
    name: "आपका नाम",
    email: "आपका ईमेल पता",
    number: "आपका मोबाइल नंबर",
    msg: "हम आपकी क्या मदद कर सकते हैं?",
    careerMsg:
      "अपने बारे में बताएँ: आपका हुनर, आपका अनुभव और आप कौन-सा पद चाहते हैं। अपने LinkedIn, GitHub या पोर्टफ़ोलियो का लिंक भी दें।",
  },
  services,
  honeypotLabel: "इस फ़ील्ड को खाली छोड़ें",
  submit: { contact: "भेजें", popup: "पूछताछ भेजें", career: "भेजें" },
  sending: "भेजा जा रहा है…",
  privacyNote: {
    before: "हम आपकी जानकारी का इस्तेमाल सिर्फ़ आपको जवाब देने के लिए करते हैं। ज़्यादा जानकारी के लिए हमारी",
    link: "प्राइवेसी पॉलिसी",
    after: " देखें।",
  },
  success: {
    contact: {
      title: "धन्यवाद — आपका मैसेज भेज दिया गया है।",
      body: `${replyPromise} ${urgent}`,
    },
    popup: {
      title: "धन्यवाद — आपकी पूछताछ भेज दी गई है।",
      body: `${replyPromise} ${urgent}`,
    },
    career: {
      title: "धन्यवाद — आपकी जानकारी हमें मिल गई है।",
      body: "आपके लायक कोई मौका आते ही हम आपसे संपर्क करेंगे।",
    },
  },
  sendAnother: "एक और मैसेज भेजें",
  messages: {
    nameRequired: "कृपया अपना नाम लिखें।",
    nameTooLong: `कृपया अपना नाम ${leadLimits.nameMax} अक्षरों से कम रखें।`,
    emailInvalid: "कृपया सही ईमेल पता लिखें, जैसे name@example.com।",
    phoneInvalid: `कृपया ${leadLimits.phoneDigitsMin} से ${leadLimits.phoneDigitsMax} अंकों का मोबाइल नंबर लिखें (शुरू में + और बीच में स्पेस चल सकते हैं)।`,
    msgRequired: "कृपया थोड़ा बताएँ कि आपको क्या चाहिए।",
    careerMsgRequired: "कृपया अपने बारे में और जिस पद में आपकी रुचि है, उसके बारे में बताएँ।",
    msgTooLong: `कृपया अपना मैसेज ${formatters.hi.number(leadLimits.messageMax)} अक्षरों से कम रखें।`,
    serviceInvalid: "कृपया लिस्ट में से कोई एक सेवा चुनें।",
    bodyTooLarge:
      "आपका मैसेज एक बार में भेजने के लिए बहुत लंबा है। कृपया इसे छोटा करें, या पूरी जानकारी हमें ईमेल करें।",
  },
  summary: {
    invalid: "कृपया हाइलाइट किए गए फ़ील्ड ठीक करें।",
    unreadable: "कृपया फ़ॉर्म भरकर फिर से भेजें।",
    tooFast:
      "फ़ॉर्म हमारी उम्मीद से ज़्यादा जल्दी भेजा गया। कृपया अपनी जानकारी एक बार जाँच लें और बटन फिर से दबाएँ।",
    rateLimited: {
      one: rateLimited,
      other: rateLimited,
    },
    error:
      "माफ़ करें, हम अभी आपका मैसेज सेव नहीं कर पाए। कृपया एक मिनट बाद फिर कोशिश करें, या हमें कॉल या WhatsApp करें।",
  },
  legacyPage: {
    documentTitle: template(`{title} – ${site.brandName}`),
    sentTitle: "धन्यवाद — आपका मैसेज भेज दिया गया है",
    sentBody: `${replyPromise} कोई ज़रूरी बात हो तो ${site.phoneMobile.display} पर कॉल करें।`,
    failedTitle: "आपका मैसेज नहीं भेजा गया",
    failedHint: `${goBack}, अपना मैसेज ठीक करें और फिर से भेजें।`,
    contactLink: "संपर्क पेज पर जाएँ",
    homeLink: "होम",
  },
  tooLongPage: {
    title: "आपका मैसेज बहुत लंबा है",
    body: template(
      `आपका मैसेज इतना लंबा है कि हम उसे एक बार में नहीं ले सकते (सीमा {limitKb} KB है)। ${goBack} — आपका लिखा हुआ आम तौर पर वहीं मिल जाता है — फिर मैसेज छोटा करके दोबारा भेजें, या पूरी जानकारी हमें ईमेल करें।`,
    ),
    backLink: "संपर्क पेज पर वापस जाएँ",
  },
  rejectedPage: {
    title: "अनुरोध स्वीकार नहीं हुआ",
    body: "यह अनुरोध स्वीकार नहीं किया जा सका।",
  },
};
