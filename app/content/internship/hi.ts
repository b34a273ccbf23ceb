/**
 * Hindi twin of ./en.ts (/hi/internship): the same words in Hindi. The figures they
 * quote are the facts of ./facts.ts, written out by the Hindi formatter, so both languages
 * always quote the same fees, durations and terms.
 */

import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { siteWordsHi as siteWords } from "../site/facts";
import { programmes as programmeFacts, scholarship, scholarshipFigures } from "./facts";
import type { InternshipWords } from "./schema";

const format = formatters.hi;
const [fullFacts, jsFacts, freeFacts] = programmeFacts;

/** The programme cards' Enroll Now button; How to Apply step 2 names it with these words. */
const enrolNow = "अभी दाखिला लें";

export const programmes: InternshipWords["programmes"] = {
  "website-development": {
    name: "वेबसाइट डेवलपमेंट",
    summary:
      "हमारा पूरा प्रोग्राम: असली प्रोजेक्टों पर फ़्रंटएंड और बैकएंड डेवलपमेंट, साथ में मॉक इंटरव्यू ताकि आप नौकरी के लिए तैयार हों।",
  },
  "website-design-javascript": {
    name: "वेबसाइट डिज़ाइन + JavaScript",
    summary:
      "शुरुआत से HTML, CSS और JavaScript सीखें और उन्हें चार फ़्रंटएंड प्रोजेक्टों में इस्तेमाल करें, जिन्हें आप अपने पोर्टफ़ोलियो में दिखा सकें।",
  },
  "website-design": {
    name: "वेबसाइट डिज़ाइन",
    summary: "HTML और CSS से वेब पेज डिज़ाइन करने और बनाने की मुफ़्त शुरुआत, दो गाइडेड प्रोजेक्टों के साथ।",
  },
};

const full = programmes[fullFacts.id];
const free = programmes[freeFacts.id];
const paidRegistration = `${format.price(fullFacts.registrationFee)} या ${format.price(jsFacts.registrationFee)}`;
const paidFees = `${format.price(fullFacts.fee)} या ${format.price(jsFacts.fee)}`;
const { weeks, hoursPerWeek, testFee, demo, refundWindow, refund } = scholarshipFigures(format);

export const scholarshipFacts: InternshipWords["scholarshipFacts"] = [
  {
    id: "duration",
    value: weeks,
    label: `हर हफ़्ते ${hoursPerWeek} घंटे`,
    text: `${full.name} प्रोग्राम ${weeks} (${format.duration(fullFacts.duration)}) का है। क्लास और प्रोजेक्ट के काम के लिए हर हफ़्ते ${hoursPerWeek} घंटे का समय रखें।`,
  },
  {
    id: "test-fee",
    value: testFee,
    label: "स्कॉलरशिप टेस्ट रजिस्ट्रेशन",
    text: `वैकल्पिक स्कॉलरशिप टेस्ट के रजिस्ट्रेशन की फ़ीस ${testFee} है, जो वापस नहीं होती। यह हर कार्ड पर दी गई प्रोग्राम रजिस्ट्रेशन फ़ीस (${paidRegistration}) से अलग है।`,
  },
  {
    id: "discount",
    value: `${scholarship.testQuestions} सवाल`,
    label: "स्कोर के आधार पर छूट",
    text: `${scholarship.testQuestions} सवालों वाले टेस्ट में आपका स्कोर प्रोग्राम फ़ीस (${paidFees}) पर मिलने वाली छूट तय करता है। जितना ज़्यादा स्कोर, उतनी बड़ी छूट।`,
  },
  {
    id: "demo",
    value: `${demo} का डेमो`,
    label: "पहले आज़माएँ, फिर तय करें",
    text: `हर पेड प्रोग्राम ${demo} की डेमो अवधि से शुरू होता है, ताकि आगे बढ़ने से पहले आप देख सकें कि क्लास, मेंटर और प्रोजेक्ट कैसे चलते हैं।`,
  },
  {
    id: "refund",
    value: `${refund} रिफ़ंड`,
    label: `प्रोग्राम शुरू होने के ${refundWindow} के अंदर`,
    text: `मन बदल गया? अपना प्रोग्राम शुरू होने की तारीख से ${refundWindow} के अंदर बताएँ, और आपने जो प्रोग्राम फ़ीस दी है उसका ${refund} हम वापस कर देंगे। स्कॉलरशिप टेस्ट की फ़ीस वापस नहीं होती।`,
  },
];

export const internshipWhyChoose: InternshipWords["internshipWhyChoose"] = [
  {
    id: "real-projects",
    title: "सिर्फ़ पढ़ाई नहीं, असली प्रोजेक्ट",
    text: "आप उसी तरह की वेबसाइट और डैशबोर्ड बनाते हैं जो हमारी टीम क्लाइंटों को देती है, और आखिर में आपके पास दिखाने के लिए एक पोर्टफ़ोलियो होता है।",
  },
  {
    id: "mentors",
    title: "बैकएंड प्रोजेक्ट भी",
    text: `${full.name} प्रोग्राम में ${format.number(fullFacts.frontendProjects)} फ़्रंटएंड प्रोजेक्ट के साथ ${format.number(fullFacts.backendProjects)} बैकएंड प्रोजेक्ट भी हैं।`,
  },
  {
    id: "interviews",
    title: "मॉक इंटरव्यू और फ़ीडबैक",
    text: `${full.name} प्रोग्राम में ईमानदार फ़ीडबैक के साथ ${fullFacts.mockInterviews} मॉक इंटरव्यू शामिल हैं, ताकि असली इंटरव्यू जाने-पहचाने लगें।`,
  },
  {
    id: "certificate",
    title: "प्रोग्राम पूरा करने पर सर्टिफ़िकेट",
    text: `${full.name} प्रोग्राम के प्रोजेक्ट पूरे करें और एजेंसी से सर्टिफ़िकेट पाएँ, जिसे आप अपने CV और LinkedIn पर जोड़ सकते हैं।`,
  },
  {
    id: "flexible",
    title: "कॉलेज के साथ-साथ",
    text: `हर हफ़्ते लगभग ${hoursPerWeek} घंटे, ताकि आप पढ़ाई या नौकरी के साथ-साथ सीख सकें।`,
  },
  {
    id: "fair-fees",
    title: "वाजिब फ़ीस, साथ में स्कॉलरशिप",
    text: `${free.name} से मुफ़्त शुरुआत करें, या स्कॉलरशिप टेस्ट देकर किसी पेड प्रोग्राम की फ़ीस कम करें।`,
  },
];

/**
 * PLACEHOLDERS: the invented interns' words, listed with the interns in ./facts.ts's
 * `placeholders`. Replace them together with the English ones.
 */
export const internTestimonials: InternshipWords["internTestimonials"] = [
  {
    id: 1,
    name: "प्रिया शर्मा",
    text: "पहले मैंने सिर्फ़ ट्यूटोरियल ही किए थे। यहाँ मैंने असली फ़्रंटएंड और बैकएंड प्रोजेक्ट बनाए, और मॉक इंटरव्यू से साफ़ पता चला कि मुझे किस चीज़ पर काम करना है।",
  },
  {
    id: 2,
    name: "राहुल वर्मा",
    text: `मेंटरों ने मेरी JavaScript की हर लाइन का रिव्यू किया और सिर्फ़ ‘क्या’ नहीं, ‘क्यों’ भी समझाया। ${format.duration(jsFacts.duration)} कम लगे, क्योंकि मुझे इतना मज़ा आ रहा था।`,
  },
  {
    id: 3,
    name: "अनन्या कपूर",
    text: "वेब डिज़ाइन मेरे लिए है या नहीं, यह देखने के लिए मैंने मुफ़्त कोर्स से शुरुआत की। दो प्रोजेक्ट के बाद मुझे यकीन हो गया, और मैंने पूरे प्रोग्राम में दाखिला ले लिया।",
  },
  {
    id: 4,
    name: "मोहम्मद आरिफ़",
    text: "स्कॉलरशिप टेस्ट देना पूरी तरह फ़ायदेमंद रहा। असली डेटाबेस वाले बैकएंड प्रोजेक्टों से मैंने जितना सीखा, उतना पहले किसी कोर्स से नहीं सीखा था।",
  },
  {
    id: 5,
    name: "स्नेहा गुप्ता",
    text: "क्लाइंट जैसे प्रोजेक्टों पर काम करके मैंने डेडलाइन, Git और टीमवर्क सीखा। अब मेरे पोर्टफ़ोलियो में ऐसे डैशबोर्ड हैं जिन्हें दिखाने पर मुझे गर्व होता है।",
  },
  {
    id: 6,
    name: "विकास सिंह",
    text: "आसानी से समझ आने वाली क्लास, चैट पर सवालों के जल्दी जवाब और मेरे प्रोजेक्टों पर ईमानदार फ़ीडबैक। वेब डेवलपमेंट शुरू करना चाहने वाले हर दोस्त को मैं यहीं आने की सलाह देता हूँ।",
  },
];

export const testimonialAlt: InternshipWords["testimonialAlt"] = template(
  "{name} के नाम के पहले अक्षरों वाला अवतार",
);

export const applySteps: InternshipWords["applySteps"] = [
  {
    title: "अपना प्रोग्राम चुनें",
    // "तीनों" (all three): the count word with the inclusive ending.
    description: `ऊपर दिए ${format.countWord(programmeFacts.length)}ों प्रोग्राम की तुलना करें। ${free.name} मुफ़्त है; बाकी दो की रजिस्ट्रेशन फ़ीस और प्रोग्राम फ़ीस उनके कार्ड पर दी गई है।`,
  },
  {
    // Names the programme cards' Enroll Now button, so it quotes that button's Hindi label.
    title: `‘${enrolNow}’ पर क्लिक करें`,
    description: "दाखिले के पेज पर अपनी जानकारी भरें। आपका बैच पक्का करने के लिए हम आपको कॉल या मैसेज करेंगे।",
  },
  {
    title: "स्कॉलरशिप टेस्ट के लिए रजिस्टर करें",
    description: `पेड प्रोग्राम के लिए स्कॉलरशिप टेस्ट वैकल्पिक है। टेस्ट की रजिस्ट्रेशन फ़ीस ${testFee} है, जो वापस नहीं होती।`,
  },
  {
    title: `${scholarship.testQuestions} सवालों का टेस्ट दें`,
    description: "एप्टीट्यूड और वेब की बुनियादी बातों का ऑनलाइन टेस्ट।",
  },
  {
    title: "अपनी छूट पाएँ",
    description:
      "आपका स्कोर प्रोग्राम फ़ीस पर मिलने वाली छूट तय करता है। हम आपको आपका स्कोर और छूट के बाद की फ़ीस भेजते हैं।",
  },
  {
    title: "फ़ीस भरें और जॉइनिंग लेटर पाएँ",
    description: `प्रोग्राम रजिस्ट्रेशन फ़ीस (${paidRegistration}) और छूट के बाद की प्रोग्राम फ़ीस भरें, और अपना जॉइनिंग लेटर पाएँ।`,
  },
  {
    title: "सीखना शुरू करें",
    description: `${demo} की डेमो अवधि से शुरुआत करें। प्रोग्राम फ़ीस का ${refund} रिफ़ंड पाने के लिए, प्रोग्राम शुरू होने की तारीख से ${refundWindow} के अंदर बताएँ।`,
  },
];

export const internshipPage: InternshipWords["internshipPage"] = {
  heroEyebrow: "इंटर्नशिप",
  heroActions: { programmes: "प्रोग्राम देखें", apply: "आवेदन कैसे करें" },
  programmes: {
    eyebrow: "प्रोग्राम",
    title: "अपना प्रोग्राम चुनें",
    intro: `हमारे साथ सीखने के ${format.countWord(programmeFacts.length)} तरीके: ${format.durationAdjective(freeFacts.duration)} की मुफ़्त शुरुआत से लेकर ${format.durationAdjective(fullFacts.duration, { inWords: true })} के पूरे प्रोग्राम तक।`,
  },
  fees: {
    eyebrow: "फ़ीस और स्कॉलरशिप टेस्ट",
    title: "पहले से जानें, कितनी फ़ीस लगेगी",
    intro:
      "रजिस्ट्रेशन फ़ीस और प्रोग्राम फ़ीस वही हैं जो हर कार्ड पर दी गई हैं। स्कॉलरशिप टेस्ट वैकल्पिक है और इससे आपकी प्रोग्राम फ़ीस कम हो सकती है।",
  },
  whyChoose: {
    artLabel: "कोड दिखाता लैपटॉप, रिबन वाला सर्टिफ़िकेट और ग्रेजुएशन कैप का चित्र",
    eyebrow: "हमें क्यों चुनें",
    title: "वैसे सीखें, जैसे असली टीमें काम करती हैं",
  },
  testimonials: {
    eyebrow: "इंटर्न की राय",
    title: "हमारे इंटर्न क्या कहते हैं",
    intro: "हमारे साथ सीख चुके छात्र और ग्रेजुएट।",
    label: "इंटर्नों की राय",
  },
  apply: {
    eyebrow: "आवेदन कैसे करें",
    title: `पहली क्लास तक ${format.countWord(applySteps.length)} चरण`,
  },
  contact: {
    title: "दाखिले से पहले कोई सवाल?",
    intro: "कॉल, ईमेल या मैसेज करें — सही प्रोग्राम चुनने में आपकी मदद करके हमें खुशी होगी।",
    hours: `${siteWords.officeHours}।`,
    enrol: enrolNow,
    call: "कॉल करें ",
    email: "ईमेल करें ",
  },
};

export const testimonialCarouselCopy: InternshipWords["testimonialCarouselCopy"] = {
  previous: "पिछली राय",
  next: "अगली राय",
  page: "पेज ",
};

export const programmeCardCopy: InternshipWords["programmeCardCopy"] = {
  popular: "सबसे विस्तृत",
  duration: "अवधि: ",
  fee: "प्रोग्राम फ़ीस",
  free: "मुफ़्त",
  registrationFee: "रजिस्ट्रेशन फ़ीस",
  none: "कोई नहीं",
  frontendProjects: {
    one: template("{count} फ़्रंटएंड प्रोजेक्ट"),
    other: template("{count} फ़्रंटएंड प्रोजेक्ट"),
  },
  backendProjects: {
    one: template("{count} बैकएंड प्रोजेक्ट"),
    other: template("{count} बैकएंड प्रोजेक्ट"),
    none: "बैकएंड प्रोजेक्ट",
  },
  mockInterviews: {
    one: template("{count} मॉक इंटरव्यू"),
    other: template("{count} मॉक इंटरव्यू"),
    none: "मॉक इंटरव्यू",
  },
  certificate: "प्रोग्राम पूरा करने पर सर्टिफ़िकेट",
  enrol: enrolNow,
  enrolLabel: template(`${enrolNow}: {programme} (नए टैब में खुलता है)`),
  enrolLabelFree: template(`${enrolNow}: {programme}, मुफ़्त (नए टैब में खुलता है)`),
};

/** The badge on each How to Apply step (as the home page's process steps: "चरण"). */
export const stepLabel: InternshipWords["stepLabel"] = template("चरण {number}");
