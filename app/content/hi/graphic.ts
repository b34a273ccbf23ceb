/**
 * Hindi twin of ../graphic: /hi/services/graphic-designing's service cards, social media posts,
 * UI/UX samples and school flex boards. The words drawn inside the sample artwork are Hindi too;
 * the schools' names are the English module's, not retyped.
 */
import * as en from "../graphic";
import type { FlexBoard, GraphicItem } from "../graphic.schema";
import type { Widen } from "../twins";
import type { Offering } from "../web-services.schema";
import { contactLabels } from "./sections";
import { servicePageEyebrow } from "./services";

export const graphicServices = [
  {
    id: "logo-design",
    title: "लोगो डिज़ाइन",
    description:
      "रंगों और फ़ॉन्ट के चुनाव के साथ एक अलग पहचान वाला लोगो, हर ज़रूरी फ़ॉर्मैट में — विज़िटिंग कार्ड से लेकर दुकान के बोर्ड तक।",
    icon: "feather",
  },
  {
    id: "print-design",
    title: "प्रिंट डिज़ाइन",
    description:
      "ब्रोशर, विज़िटिंग कार्ड, पोस्टर, बैनर, फ़्लेक्स बोर्ड और मेन्यू, आपके लोकल प्रिंटर के लिए प्रिंट-रेडी फ़ाइलों में।",
    icon: "printer",
  },
  {
    id: "digital-design",
    title: "डिजिटल डिज़ाइन",
    description:
      "सोशल मीडिया पोस्ट, विज्ञापन, स्टोरी, थंबनेल और ईमेल बैनर, हर प्लेटफ़ॉर्म के साइज़ में और आपके ब्रांड से मेल खाते हुए।",
    icon: "image",
  },
  {
    id: "ui-ux-design",
    title: "UI/UX डिज़ाइन",
    description:
      "वेबसाइट, ऐप और गेम की स्क्रीन, वायरफ़्रेम से लेकर तैयार, क्लिक करने लायक प्रोटोटाइप तक, जिनसे आपके डेवलपर सीधे काम कर सकें।",
    icon: "pen",
  },
] as const satisfies readonly Offering[];

export const socialPosts = [
  {
    id: "diwali-sale",
    graphicTitle: "त्योहार सेल पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "orange",
      motif: "burst",
      lines: ["दिवाली", "मेगा सेल"],
      footer: "50% तक की छूट",
    },
    graphicImageAlt:
      "दिवाली मेगा सेल की घोषणा करती नारंगी रंग की त्योहार वाली सोशल मीडिया पोस्ट, 50% तक की छूट",
  },
  {
    id: "cafe-launch",
    graphicTitle: "कैफ़े ओपनिंग पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "amber",
      motif: "arch",
      lines: ["ग्रैंड", "ओपनिंग"],
      footer: "पहले दिन कॉफ़ी फ़्री",
    },
    graphicImageAlt: "कैफ़े की ग्रैंड ओपनिंग की घोषणा करती सुनहरे-पीले रंग की पोस्ट, पहले दिन कॉफ़ी फ़्री",
  },
  {
    id: "gym-offer",
    graphicTitle: "फ़िटनेस ऑफ़र पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "rose",
      motif: "grid",
      lines: ["जमकर", "वर्कआउट"],
      footer: "3 महीने सिर्फ़ ₹2,999 में",
    },
    graphicImageAlt:
      "गुलाबी-लाल रंग की दमदार जिम पोस्ट, जिस पर लिखा है “जमकर वर्कआउट”, साथ में तीन महीने की मेंबरशिप का ऑफ़र",
  },
  {
    id: "coaching-admission",
    graphicTitle: "कोचिंग एडमिशन पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "indigo",
      motif: "circles",
      lines: ["एडमिशन", "शुरू"],
      footer: "JEE · NEET · बोर्ड",
    },
    graphicImageAlt: "कोचिंग इंस्टीट्यूट की नीले रंग की पोस्ट: JEE, NEET और बोर्ड परीक्षाओं के लिए एडमिशन शुरू",
  },
  {
    id: "real-estate",
    graphicTitle: "रियल एस्टेट पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "teal",
      motif: "arch",
      lines: ["2 और 3 BHK", "घर"],
      footer: "इस रविवार साइट विज़िट",
    },
    graphicImageAlt:
      "2 और 3 BHK घरों का विज्ञापन करती हरे-नीले रंग की रियल एस्टेट पोस्ट, रविवार को साइट विज़िट के साथ",
  },
  {
    id: "salon-offer",
    graphicTitle: "सैलून ऑफ़र पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "violet",
      motif: "waves",
      lines: ["ग्लो अप", "वीकेंड"],
      footer: "आज ही स्लॉट बुक करें",
    },
    graphicImageAlt: "ग्लो अप वीकेंड ऑफ़र की बैंगनी रंग की ब्यूटी सैलून पोस्ट, जो लोगों से स्लॉट बुक करने को कहती है",
  },
  {
    id: "restaurant-menu",
    graphicTitle: "रेस्टोरेंट मेन्यू पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "amber",
      motif: "circles",
      lines: ["मंगलवार", "थाली स्पेशल"],
      footer: "अनलिमिटेड सिर्फ़ ₹199 में",
    },
    graphicImageAlt: "मंगलवार थाली स्पेशल की पीले रंग की रेस्टोरेंट पोस्ट, ₹199 में अनलिमिटेड थाली",
  },
  {
    id: "independence-day",
    graphicTitle: "स्वतंत्रता दिवस पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "emerald",
      motif: "burst",
      lines: ["स्वतंत्रता दिवस", "की हार्दिक", "शुभकामनाएँ"],
      footer: "15 अगस्त",
    },
    graphicImageAlt: "15 अगस्त पर स्वतंत्रता दिवस की शुभकामनाएँ देती हरे रंग की पोस्ट",
  },
  {
    id: "webinar",
    graphicTitle: "वेबिनार इनवाइट पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "sky",
      motif: "grid",
      lines: ["फ़्री", "वेबिनार"],
      footer: "शनिवार, सुबह 11 बजे",
    },
    graphicImageAlt: "शनिवार सुबह 11 बजे फ़्री वेबिनार में बुलाती आसमानी नीले रंग की पोस्ट",
  },
  {
    id: "hiring",
    graphicTitle: "भर्ती पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "indigo",
      motif: "waves",
      lines: ["हम भर्ती", "कर रहे हैं"],
      footer: "React · Node · डिज़ाइन",
    },
    graphicImageAlt:
      "नीले रंग की भर्ती पोस्ट, जिस पर लिखा है “हम भर्ती कर रहे हैं”, React, Node और डिज़ाइन के पदों के लिए",
  },
  {
    id: "product-launch",
    graphicTitle: "प्रोडक्ट लॉन्च पोस्ट",
    graphicImage: {
      kind: "poster",
      hue: "rose",
      motif: "circles",
      lines: ["नया", "कलेक्शन"],
      footer: "अभी शॉपिंग करें",
    },
    graphicImageAlt: "नए कलेक्शन की घोषणा करती गुलाबी रंग की फ़ैशन पोस्ट, जो लोगों को शॉपिंग के लिए बुलाती है",
  },
] as const satisfies readonly GraphicItem[];

export const uiUxItems = [
  {
    id: "ludo-game",
    graphicTitle: "लूडो गेम",
    graphicImage: { kind: "phone", screen: "ludo" },
    graphicImageAlt: "लूडो गेम की फ़ोन स्क्रीन, चार रंगों के घर और पासे के बटन के साथ",
  },
  {
    id: "colour-prediction-game",
    graphicTitle: "कलर प्रेडिक्शन गेम",
    graphicImage: { kind: "phone", screen: "colour" },
    graphicImageAlt: "कलर प्रेडिक्शन गेम की फ़ोन स्क्रीन, काउंटडाउन और लाल, हरे व बैंगनी रंग के विकल्पों के साथ",
  },
  {
    id: "institute-website",
    graphicTitle: "इंस्टीट्यूट वेबसाइट",
    graphicImage: { kind: "browser", browser: { layout: "school", hue: "indigo" } },
    graphicImageAlt: "इंस्टीट्यूट की वेबसाइट का डिज़ाइन, एडमिशन बैनर, कोर्स कार्ड और नेविगेशन बार के साथ",
  },
  {
    id: "food-delivery-app",
    graphicTitle: "फ़ूड डिलीवरी ऐप",
    graphicImage: { kind: "phone", screen: "food" },
    graphicImageAlt: "फ़ूड डिलीवरी ऐप की फ़ोन स्क्रीन, सर्च बार, खाने की कैटेगरी और रेस्टोरेंट कार्ड के साथ",
  },
  {
    id: "fitness-tracker",
    graphicTitle: "फ़िटनेस ट्रैकर",
    graphicImage: { kind: "phone", screen: "fitness" },
    graphicImageAlt:
      "फ़िटनेस ट्रैकर की फ़ोन स्क्रीन, रोज़ के कदमों की रिंग और हफ़्ते भर की एक्टिविटी के चार्ट के साथ",
  },
  {
    id: "banking-dashboard",
    graphicTitle: "फ़ाइनेंस ऐप",
    graphicImage: { kind: "phone", screen: "bank" },
    graphicImageAlt: "फ़ाइनेंस ऐप की फ़ोन स्क्रीन, जिसमें बैलेंस कार्ड, क्विक एक्शन और हाल के पेमेंट दिख रहे हैं",
  },
] as const satisfies readonly GraphicItem[];

/**
 * PLACEHOLDERS (listed by the English module's `placeholders`): the two schools are invented.
 * Their names are read from ../graphic, so replacing them there replaces them here.
 */
const [admissionsBoard, annualDayBoard] = en.flexBoards;
const admissionsSchool = admissionsBoard.school;
const annualDaySchool = annualDayBoard.school;
/** The year of the annual day, as the English board gives it. */
const annualDayYear = annualDayBoard.headline.replace(/\D/g, "");

export const flexBoards = [
  {
    id: "admissions-flex",
    title: "स्कूल एडमिशन फ़्लेक्स बोर्ड",
    school: admissionsSchool,
    headline: "एडमिशन शुरू",
    points: ["नर्सरी से कक्षा 12 तक", "स्मार्ट क्लासरूम", "ट्रांसपोर्ट सुविधा"],
    hue: "emerald",
    alt: `${admissionsSchool} का हरे रंग का चौड़ा फ़्लेक्स बोर्ड: एडमिशन शुरू, नर्सरी से कक्षा 12 तक, स्मार्ट क्लासरूम और ट्रांसपोर्ट सुविधा`,
  },
  {
    id: "annual-day-flex",
    title: "स्कूल वार्षिकोत्सव फ़्लेक्स बोर्ड",
    school: annualDaySchool,
    headline: `वार्षिकोत्सव ${annualDayYear}`,
    points: ["सांस्कृतिक कार्यक्रम", "पुरस्कार वितरण", "सभी अभिभावक आमंत्रित"],
    hue: "indigo",
    alt: `${annualDaySchool} के वार्षिकोत्सव ${annualDayYear} का नीले रंग का चौड़ा फ़्लेक्स बोर्ड: सांस्कृतिक कार्यक्रम, पुरस्कार वितरण, सभी अभिभावक आमंत्रित`,
  },
] as const satisfies readonly FlexBoard[];

/** /hi/services/graphic-designing: hero, section headings and the closing contact band. */
export const graphicDesigningPage: Widen<typeof en.graphicDesigningPage> = {
  hero: { eyebrow: servicePageEyebrow },
  sections: {
    services: {
      eyebrow: "हम क्या डिज़ाइन करते हैं",
      title: "ग्राफ़िक डिज़ाइन सेवाएँ",
      intro: "आपके ब्रांड की एक जैसी पहचान, लोग उसे जहाँ भी देखें।",
    },
    socialPosts: {
      eyebrow: "प्रोजेक्ट",
      title: "सोशल मीडिया पोस्ट",
      intro: "भारत भर की दुकानों, इंस्टीट्यूट, रेस्टोरेंट और ब्रांड के लिए हमारे डिज़ाइन किए पोस्ट।",
    },
    uiUx: {
      eyebrow: "प्रोजेक्ट",
      title: "UI/UX डिज़ाइन",
      intro: "असली फ़ोन पर असली यूज़र के लिए डिज़ाइन की गई गेम, ऐप और वेबसाइट की स्क्रीन।",
    },
    flexBoards: {
      eyebrow: "प्रिंट",
      title: "स्कूल के फ़्लेक्स बोर्ड",
      intro: "बड़े साइज़ के बोर्ड, जिन्हें सड़क के उस पार से भी पढ़ा जा सके।",
    },
  },
  contact: {
    title: "लोगो, पोस्ट या फ़्लेक्स बोर्ड चाहिए?",
    text: "अपनी ज़रूरत बताने के लिए हमें कॉल, ईमेल या मैसेज करें। हम एक कामकाजी दिन के अंदर कीमत और डिलीवरी की तारीख के साथ जवाब देते हैं।",
    ...contactLabels,
  },
};
