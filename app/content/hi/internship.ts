/**
 * Hindi twin of ../internship (/hi/internship). Fees, durations in numbers and the scholarship
 * facts come from the English module, so both languages always quote the same figures.
 */
import type { Reason } from "../app-services.schema";
import { formatInr } from "../format";
import * as en from "../internship";
import type { ApplyStep, InternTestimonial, Programme } from "../internship.schema";
import type { Widen } from "../twins";

const { scholarship } = en;
const [enFull, enJs, enFree] = en.programmes;

/** The programme cards' Enroll Now button; How to Apply step 2 names it with these words. */
const enrolNow = "अभी एनरोल करें";

export const programmes = [
  {
    ...enFull,
    name: "वेबसाइट डेवलपमेंट",
    summary:
      "हमारा पूरा प्रोग्राम: असली प्रोजेक्ट्स पर फ्रंटएंड और बैकएंड डेवलपमेंट, साथ में मॉक इंटरव्यू ताकि आप नौकरी के लिए तैयार हों।",
    duration: "3 महीने",
  },
  {
    ...enJs,
    name: "वेबसाइट डिज़ाइन + JavaScript",
    summary:
      "शुरुआत से HTML, CSS और JavaScript सीखें और उन्हें चार फ्रंटएंड प्रोजेक्ट्स में इस्तेमाल करें, जिन्हें आप अपने पोर्टफ़ोलियो में दिखा सकें।",
    duration: "45 दिन",
  },
  {
    ...enFree,
    name: "वेबसाइट डिज़ाइन",
    summary: "HTML और CSS से वेब पेज डिज़ाइन करने और बनाने की मुफ़्त शुरुआत, दो गाइडेड प्रोजेक्ट्स के साथ।",
    duration: "30 दिन",
  },
] as const satisfies readonly Programme[];

const [fullProgramme, jsProgramme, freeProgramme] = programmes;
const paidRegistration = `${formatInr(fullProgramme.registrationFee)} या ${formatInr(jsProgramme.registrationFee)}`;
const paidFees = `${formatInr(fullProgramme.fee)} या ${formatInr(jsProgramme.fee)}`;

/** A scholarship fact card: the same ids as the English, the words in Hindi. */
export interface ScholarshipFact {
  readonly id: (typeof en.scholarshipFacts)[number]["id"];
  readonly value: string;
  readonly label: string;
  readonly text: string;
}

export const scholarshipFacts: readonly ScholarshipFact[] = [
  {
    id: "duration",
    value: `${scholarship.durationWeeks} हफ़्ते`,
    label: `हर हफ़्ते ${scholarship.hoursPerWeek} घंटे`,
    text: `${fullProgramme.name} प्रोग्राम ${scholarship.durationWeeks} हफ़्ते (${fullProgramme.duration}) का है। क्लास और प्रोजेक्ट वर्क के लिए हर हफ़्ते ${scholarship.hoursPerWeek} घंटे का समय रखें।`,
  },
  {
    id: "test-fee",
    value: formatInr(scholarship.testFee),
    label: "स्कॉलरशिप टेस्ट रजिस्ट्रेशन",
    text: `वैकल्पिक स्कॉलरशिप टेस्ट के रजिस्ट्रेशन की फ़ीस ${formatInr(scholarship.testFee)} है, जो वापस नहीं होती। यह हर कार्ड पर दी गई प्रोग्राम रजिस्ट्रेशन फ़ीस (${paidRegistration}) से अलग है।`,
  },
  {
    id: "discount",
    value: `${scholarship.testQuestions} प्रश्न`,
    label: "स्कोर के आधार पर छूट",
    text: `${scholarship.testQuestions} प्रश्नों वाले टेस्ट में आपका स्कोर प्रोग्राम फ़ीस (${paidFees}) पर मिलने वाली छूट तय करता है। जितना ज़्यादा स्कोर, उतनी बड़ी छूट।`,
  },
  {
    id: "demo",
    value: `${scholarship.demoDays} दिन का डेमो`,
    label: "पहले आज़माएँ, फिर तय करें",
    text: `हर पेड प्रोग्राम ${scholarship.demoDays} दिन के डेमो पीरियड से शुरू होता है, ताकि आगे बढ़ने से पहले आप देख सकें कि क्लास, मेंटर और प्रोजेक्ट कैसे चलते हैं।`,
  },
  {
    id: "refund",
    value: `${scholarship.refundPercent}% रिफ़ंड`,
    label: `प्रोग्राम शुरू होने के ${scholarship.refundWindowDays} दिन के अंदर`,
    text: `मन बदल गया? अपना प्रोग्राम शुरू होने की तारीख से ${scholarship.refundWindowDays} दिन के अंदर बताएँ, और आपने जो प्रोग्राम फ़ीस दी है उसका ${scholarship.refundPercent}% हम लौटा देंगे। स्कॉलरशिप टेस्ट की फ़ीस वापस नहीं होती।`,
  },
];

export const internshipWhyChoose = [
  {
    id: "real-projects",
    title: "सिर्फ़ पढ़ाई नहीं, असली प्रोजेक्ट्स",
    text: "आप उसी तरह की वेबसाइट और डैशबोर्ड बनाते हैं जो हमारी टीम क्लाइंट्स को देती है, और आख़िर में आपके पास दिखाने के लिए एक पोर्टफ़ोलियो होता है।",
  },
  {
    id: "mentors",
    title: "इंडस्ट्री में काम करने वाले मेंटर",
    text: "हमारे डेवलपर आपका कोड रिव्यू करते हैं, आपके सवालों के जवाब देते हैं और दिखाते हैं कि एक असली एजेंसी में काम कैसे होता है।",
  },
  {
    id: "interviews",
    title: "मॉक इंटरव्यू और फ़ीडबैक",
    text: `${fullProgramme.name} प्रोग्राम में ईमानदार फ़ीडबैक के साथ ${fullProgramme.mockInterviews} मॉक इंटरव्यू शामिल हैं, ताकि असली इंटरव्यू जाने-पहचाने लगें।`,
  },
  {
    id: "certificate",
    title: "कोर्स पूरा करने पर सर्टिफ़िकेट",
    text: `${fullProgramme.name} प्रोग्राम के प्रोजेक्ट्स पूरे करें और एजेंसी से सर्टिफ़िकेट पाएँ, जिसे आप अपने CV और LinkedIn पर जोड़ सकते हैं।`,
  },
  {
    id: "flexible",
    title: "कॉलेज के साथ-साथ",
    text: `हर हफ़्ते लगभग ${scholarship.hoursPerWeek} घंटे, ताकि आप पढ़ाई या नौकरी के साथ-साथ सीख सकें।`,
  },
  {
    id: "fair-fees",
    title: "सही फ़ीस, साथ में स्कॉलरशिप",
    text: `${freeProgramme.name} से मुफ़्त शुरुआत करें, या स्कॉलरशिप टेस्ट देकर किसी पेड प्रोग्राम की फ़ीस कम करें।`,
  },
] as const satisfies readonly Reason[];

/**
 * PLACEHOLDERS: invented people and words, listed in the English module's `placeholders`.
 * Names stay as written in English; replace them here when the English ones are replaced.
 */
export const internTestimonials = [
  {
    id: 1,
    image: { initials: "PS", hue: "indigo" },
    alt: "Priya Sharma के नाम के पहले अक्षरों वाला अवतार",
    title: "Priya Sharma",
    role: "वेबसाइट डेवलपमेंट, 2024",
    pragraph:
      "पहले मैंने सिर्फ़ ट्यूटोरियल ही किए थे। यहाँ मैंने असली फ्रंटएंड और बैकएंड प्रोजेक्ट्स बनाए, और मॉक इंटरव्यू से साफ़ पता चला कि मुझे किस चीज़ पर काम करना है।",
  },
  {
    id: 2,
    image: { initials: "RV", hue: "teal" },
    alt: "Rahul Verma के नाम के पहले अक्षरों वाला अवतार",
    title: "Rahul Verma",
    role: "वेबसाइट डिज़ाइन + JavaScript, 2024",
    pragraph:
      "मेंटर्स ने मेरी JavaScript की हर लाइन रिव्यू की और सिर्फ़ ‘क्या’ नहीं, ‘क्यों’ भी समझाया। पैंतालीस दिन कम लगे, क्योंकि मुझे इतना मज़ा आ रहा था।",
  },
  {
    id: 3,
    image: { initials: "AK", hue: "orange" },
    alt: "Ananya Kapoor के नाम के पहले अक्षरों वाला अवतार",
    title: "Ananya Kapoor",
    role: "वेबसाइट डिज़ाइन, 2023",
    pragraph:
      "वेब डिज़ाइन मेरे लिए है या नहीं, यह देखने के लिए मैंने मुफ़्त कोर्स से शुरुआत की। दो प्रोजेक्ट्स के बाद मुझे यक़ीन हो गया, और मैंने पूरा प्रोग्राम जॉइन कर लिया।",
  },
  {
    id: 4,
    image: { initials: "MA", hue: "violet" },
    alt: "Mohd Arif के नाम के पहले अक्षरों वाला अवतार",
    title: "Mohd Arif",
    role: "वेबसाइट डेवलपमेंट, 2023",
    pragraph:
      "स्कॉलरशिप टेस्ट देना पूरी तरह फ़ायदेमंद रहा। असली डेटाबेस वाले बैकएंड प्रोजेक्ट्स से मैंने जितना सीखा, उतना पहले किसी कोर्स से नहीं सीखा था।",
  },
  {
    id: 5,
    image: { initials: "SG", hue: "rose" },
    alt: "Sneha Gupta के नाम के पहले अक्षरों वाला अवतार",
    title: "Sneha Gupta",
    role: "वेबसाइट डेवलपमेंट, 2024",
    pragraph:
      "क्लाइंट जैसे प्रोजेक्ट्स पर काम करके मैंने डेडलाइन, Git और टीमवर्क सीखा। अब मेरे पोर्टफ़ोलियो में ऐसे डैशबोर्ड हैं जिन्हें दिखाने पर मुझे गर्व होता है।",
  },
  {
    id: 6,
    image: { initials: "VS", hue: "sky" },
    alt: "Vikas Singh के नाम के पहले अक्षरों वाला अवतार",
    title: "Vikas Singh",
    role: "वेबसाइट डिज़ाइन + JavaScript, 2023",
    pragraph:
      "आसानी से समझ आने वाली क्लासेज़, चैट पर जल्दी डाउट सॉल्विंग और मेरे प्रोजेक्ट्स पर ईमानदार फ़ीडबैक। वेब डेवलपमेंट शुरू करने वाले हर दोस्त को मैं यही सलाह देता हूँ।",
  },
] as const satisfies readonly InternTestimonial[];

export const applySteps = [
  {
    id: 1,
    icon: "list",
    title: "अपना प्रोग्राम चुनें",
    description: `ऊपर दिए तीनों प्रोग्राम की तुलना करें। ${freeProgramme.name} मुफ़्त है; बाकी दो की रजिस्ट्रेशन फ़ीस और प्रोग्राम फ़ीस उनके कार्ड पर दी गई है।`,
  },
  {
    id: 2,
    icon: "pointer",
    // Names the programme cards' Enroll Now button, so it quotes that button's Hindi label.
    title: `‘${enrolNow}’ पर क्लिक करें`,
    description:
      "हमारे एनरोलमेंट पेज पर अपनी जानकारी भरें। आपका बैच पक्का करने के लिए हम एक कामकाजी दिन के अंदर आपको कॉल या मैसेज करेंगे।",
  },
  {
    id: 3,
    icon: "ticket",
    title: "स्कॉलरशिप टेस्ट के लिए रजिस्टर करें",
    description: `पेड प्रोग्राम के लिए, वैकल्पिक: टेस्ट की रजिस्ट्रेशन फ़ीस ${formatInr(scholarship.testFee)} है और यह वापस नहीं होती।`,
  },
  {
    id: 4,
    icon: "clipboard",
    title: `${scholarship.testQuestions} प्रश्नों का टेस्ट दें`,
    description:
      "एप्टीट्यूड और वेब की बुनियादी बातों का ऑनलाइन टेस्ट। इसे देने के लिए पहले से कोडिंग का कोई अनुभव ज़रूरी नहीं है।",
  },
  {
    id: 5,
    icon: "percent",
    title: "अपनी छूट पाएँ",
    description:
      "आपका स्कोर प्रोग्राम फ़ीस पर मिलने वाली छूट तय करता है। हम आपको आपका स्कोर और छूट के बाद की फ़ीस भेजते हैं।",
  },
  {
    id: 6,
    icon: "badge",
    title: "फ़ीस भरें और जॉइनिंग लेटर पाएँ",
    description: `प्रोग्राम रजिस्ट्रेशन फ़ीस (${paidRegistration}) और छूट के बाद की प्रोग्राम फ़ीस भरें, और अपना जॉइनिंग लेटर पाएँ।`,
  },
  {
    id: 7,
    icon: "rocket",
    title: "सीखना शुरू करें",
    description: `${scholarship.demoDays} दिन के डेमो पीरियड से शुरुआत करें। प्रोग्राम फ़ीस का ${scholarship.refundPercent}% रिफ़ंड पाने के लिए, शुरू होने की तारीख से ${scholarship.refundWindowDays} दिन के अंदर बताएँ।`,
  },
] as const satisfies readonly ApplyStep[];

const countWords = ["शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ"];
/** "सात" for 7: counts in headings are derived from the lists they count, as in English. */
const countWord = (n: number) => countWords[n] ?? String(n);

/** The section copy of /hi/internship, in page order (the heading and intro live in pages.ts). */
export const internshipPage: Widen<typeof en.internshipPage> = {
  heroEyebrow: "इंटर्नशिप",
  heroActions: { programmes: "प्रोग्राम देखें", apply: "आवेदन कैसे करें" },
  programmes: {
    eyebrow: "प्रोग्राम",
    title: "अपना प्रोग्राम चुनें",
    intro: `हमारे साथ सीखने के ${countWord(programmes.length)} तरीके: ${Number.parseInt(freeProgramme.duration, 10)} दिन की मुफ़्त शुरुआत से लेकर ${countWord(Number.parseInt(fullProgramme.duration, 10))} महीने के पूरे प्रोग्राम तक।`,
  },
  fees: {
    eyebrow: "फ़ीस और स्कॉलरशिप टेस्ट",
    title: "पहले से जानें, कितनी फ़ीस लगेगी",
    intro:
      "रजिस्ट्रेशन फ़ीस और प्रोग्राम फ़ीस वही है जो हर कार्ड पर दी गई है। स्कॉलरशिप टेस्ट वैकल्पिक है और इससे आपकी प्रोग्राम फ़ीस कम हो सकती है।",
  },
  whyChoose: {
    artLabel: "कोड दिखाता लैपटॉप, रिबन वाला सर्टिफ़िकेट और ग्रेजुएशन कैप का चित्र",
    eyebrow: "हमें क्यों चुनें",
    title: "वैसे सीखें, जैसे असली टीमें काम करती हैं",
  },
  testimonials: {
    eyebrow: "इंटर्न्स की राय",
    title: "हमारे इंटर्न क्या कहते हैं",
    intro: "हमारे साथ सीख चुके छात्र और ग्रेजुएट।",
    label: "इंटर्न्स के अनुभव",
  },
  apply: {
    eyebrow: "आवेदन कैसे करें",
    title: `पहली क्लास तक ${countWord(applySteps.length)} चरण`,
  },
  contact: {
    title: "दाखिले से पहले कोई सवाल?",
    intro: "कॉल, ईमेल या मैसेज करें — सही प्रोग्राम चुनने में आपकी मदद करके हमें ख़ुशी होगी।",
    hours: (officeHours: string) => `${officeHours}।`,
    enrol: enrolNow,
    /** Visually hidden words before the phone number and the address. */
    call: "कॉल करें ",
    email: "ईमेल करें ",
  },
};

/** The internship testimonial carousel's controls (app/components/internship/testimonial-carousel.tsx). */
export const testimonialCarouselCopy: Widen<typeof en.testimonialCarouselCopy> = {
  previous: "पिछली राय",
  next: "अगली राय",
  /** Visually hidden before "2 / 3". */
  page: "पेज ",
};

/** The words of a programme card (app/components/internship/programme-card.tsx). */
export const programmeCardCopy: Widen<typeof en.programmeCardCopy> = {
  popular: "सबसे संपूर्ण",
  duration: "अवधि: ",
  fee: "प्रोग्राम फ़ीस",
  free: "मुफ़्त",
  registrationFee: "रजिस्ट्रेशन फ़ीस",
  none: "कोई नहीं",
  frontendProjects: (n) => `${n} फ्रंटएंड प्रोजेक्ट`,
  backendProjects: (n) => (n > 0 ? `${n} बैकएंड प्रोजेक्ट` : "बैकएंड प्रोजेक्ट"),
  mockInterviews: (n) => (n > 0 ? `${n} मॉक इंटरव्यू` : "मॉक इंटरव्यू"),
  certificate: "कोर्स पूरा करने पर सर्टिफ़िकेट",
  enrol: enrolNow,
  enrolLabel: (name, free) => `${enrolNow}: ${name}${free ? ", मुफ़्त" : ""} (नए टैब में खुलता है)`,
};

/** The badge on each How to Apply step (as the home page's process steps: "चरण"). */
export const stepLabel: typeof en.stepLabel = (id) => `चरण ${id}`;
