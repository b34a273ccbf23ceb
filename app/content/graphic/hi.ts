/**
 * Hindi twin of ./en.ts: /hi/services/graphic-designing's service cards, social media
 * posts, UI/UX samples and school flex boards. The words drawn inside the sample artwork are
 * Hindi too; the artwork, the figures on the posts and the schools' names are those of
 * ./facts.ts.
 */
import { formatters } from "~/base/format";
import { servicePageEyebrow } from "../services/hi";
import { contactLabels } from "../shell/hi";
import { annualDayYear, flexBoardFacts, posterFigures } from "./facts";
import type { GraphicWords } from "./schema";

const format = formatters.hi;

export const cards: GraphicWords["cards"] = {
  "logo-design": {
    title: "लोगो डिज़ाइन",
    description:
      "रंगों और फ़ॉन्ट के चुनाव के साथ एक अलग पहचान वाला लोगो, आपकी ज़रूरत के फ़ॉर्मैट में — विज़िटिंग कार्ड से लेकर दुकान के बोर्ड तक।",
  },
  "print-design": {
    title: "प्रिंट डिज़ाइन",
    description:
      "ब्रोशर, विज़िटिंग कार्ड, पोस्टर, बैनर, फ़्लेक्स बोर्ड और मेन्यू, छपाई के लिए तैयार फ़ाइलों में, ताकि आपका प्रिंटर उन्हें सीधे छाप सके।",
  },
  "digital-design": {
    title: "डिजिटल डिज़ाइन",
    description:
      "सोशल मीडिया पोस्ट, विज्ञापन, स्टोरी, थंबनेल और ईमेल बैनर, हर प्लेटफ़ॉर्म के साइज़ में और आपके ब्रांड से मेल खाते हुए।",
  },
  "ui-ux-design": {
    title: "UI/UX डिज़ाइन",
    description:
      "वेबसाइट, ऐप और गेम की स्क्रीन, वायरफ़्रेम से लेकर तैयार, क्लिक करने लायक प्रोटोटाइप तक, जिनसे आपके डेवलपर सीधे काम कर सकें।",
  },
};

export const posts: GraphicWords["posts"] = {
  "diwali-sale": {
    graphicTitle: "त्योहारी सेल पोस्ट",
    lines: ["दिवाली", "मेगा सेल"],
    footer: `${format.number(posterFigures["diwali-sale"].percentOff)}% तक की छूट`,
    graphicImageAlt: `दिवाली मेगा सेल की घोषणा करती नारंगी रंग की त्योहार वाली सोशल मीडिया पोस्ट, ${format.number(posterFigures["diwali-sale"].percentOff)}% तक की छूट`,
  },
  "cafe-launch": {
    graphicTitle: "कैफ़े ओपनिंग पोस्ट",
    lines: ["ग्रैंड", "ओपनिंग"],
    footer: "पहले दिन मुफ़्त कॉफ़ी",
    graphicImageAlt: "कैफ़े की ग्रैंड ओपनिंग की घोषणा करती सुनहरे-पीले रंग की पोस्ट, पहले दिन मुफ़्त कॉफ़ी",
  },
  "gym-offer": {
    graphicTitle: "फ़िटनेस ऑफ़र पोस्ट",
    lines: ["जमकर", "वर्कआउट"],
    footer: `${format.duration({ months: posterFigures["gym-offer"].months })} सिर्फ़ ${format.price(posterFigures["gym-offer"].price)} में`,
    graphicImageAlt: `गुलाबी-लाल रंग की दमदार जिम पोस्ट, जिस पर लिखा है “जमकर वर्कआउट”, साथ में ${format.countWord(posterFigures["gym-offer"].months)} महीने की मेंबरशिप का ऑफ़र`,
  },
  "coaching-admission": {
    graphicTitle: "कोचिंग एडमिशन पोस्ट",
    lines: ["एडमिशन", "शुरू"],
    footer: "JEE · NEET · बोर्ड",
    graphicImageAlt: "कोचिंग इंस्टीट्यूट की नीले रंग की पोस्ट: JEE, NEET और बोर्ड परीक्षाओं के लिए एडमिशन शुरू",
  },
  "real-estate": {
    graphicTitle: "रियल एस्टेट पोस्ट",
    lines: [`${posterFigures["real-estate"].bedrooms.map(format.number).join(" और ")} BHK`, "घर"],
    footer: `इस ${format.weekday(posterFigures["real-estate"].visitDay)} साइट विज़िट`,
    graphicImageAlt: `${posterFigures["real-estate"].bedrooms.map(format.number).join(" और ")} BHK घरों का विज्ञापन करती हरे-नीले रंग की रियल एस्टेट पोस्ट, ${format.weekday(posterFigures["real-estate"].visitDay)} को साइट विज़िट के साथ`,
  },
  "salon-offer": {
    graphicTitle: "सैलून ऑफ़र पोस्ट",
    lines: ["ग्लो अप", "वीकेंड"],
    footer: "आज ही स्लॉट बुक करें",
    graphicImageAlt: "ग्लो अप वीकेंड ऑफ़र की बैंगनी रंग की ब्यूटी सैलून पोस्ट, जो लोगों से स्लॉट बुक करने को कहती है",
  },
  "restaurant-menu": {
    graphicTitle: "रेस्टोरेंट मेन्यू पोस्ट",
    lines: ["मंगलवार", "थाली स्पेशल"],
    footer: `अनलिमिटेड सिर्फ़ ${format.price(posterFigures["restaurant-menu"].price)} में`,
    graphicImageAlt: `मंगलवार थाली स्पेशल की पीले रंग की रेस्टोरेंट पोस्ट, ${format.price(posterFigures["restaurant-menu"].price)} में अनलिमिटेड थाली`,
  },
  "independence-day": {
    graphicTitle: "स्वतंत्रता दिवस पोस्ट",
    lines: ["स्वतंत्रता दिवस", "की हार्दिक", "शुभकामनाएँ"],
    footer: format.dayMonth(posterFigures["independence-day"].date),
    graphicImageAlt: `${format.dayMonth(posterFigures["independence-day"].date)} पर स्वतंत्रता दिवस की शुभकामनाएँ देती हरे रंग की पोस्ट`,
  },
  webinar: {
    graphicTitle: "वेबिनार आमंत्रण पोस्ट",
    lines: ["मुफ़्त", "वेबिनार"],
    footer: `${format.weekday(posterFigures.webinar.day)}, ${format.time(posterFigures.webinar.time)}`,
    graphicImageAlt: `${format.weekday(posterFigures.webinar.day)} ${format.time(posterFigures.webinar.time)} मुफ़्त वेबिनार में बुलाती आसमानी नीले रंग की पोस्ट`,
  },
  hiring: {
    graphicTitle: "भर्ती पोस्ट",
    lines: ["हम भर्ती", "कर रहे हैं"],
    footer: "React · Node · डिज़ाइन",
    graphicImageAlt:
      "नीले रंग की भर्ती पोस्ट, जिस पर लिखा है “हम भर्ती कर रहे हैं”, React, Node और डिज़ाइन के पदों के लिए",
  },
  "product-launch": {
    graphicTitle: "प्रोडक्ट लॉन्च पोस्ट",
    lines: ["नया", "कलेक्शन"],
    footer: "अभी शॉपिंग करें",
    graphicImageAlt: "नए कलेक्शन की घोषणा करती गुलाबी रंग की फ़ैशन पोस्ट, जो लोगों को शॉपिंग के लिए बुलाती है",
  },
};

export const screens: GraphicWords["screens"] = {
  "ludo-game": {
    graphicTitle: "लूडो गेम",
    graphicImageAlt: "लूडो गेम की फ़ोन स्क्रीन, चार रंगों के घर और पासे के बटन के साथ",
  },
  "colour-prediction-game": {
    graphicTitle: "कलर प्रेडिक्शन गेम",
    graphicImageAlt: "कलर प्रेडिक्शन गेम की फ़ोन स्क्रीन, काउंटडाउन और लाल, हरे व बैंगनी रंग के विकल्पों के साथ",
  },
  "institute-website": {
    graphicTitle: "इंस्टीट्यूट वेबसाइट",
    graphicImageAlt: "इंस्टीट्यूट की वेबसाइट का डिज़ाइन, एडमिशन बैनर, कोर्स कार्ड और नेविगेशन बार के साथ",
  },
  "food-delivery-app": {
    graphicTitle: "फ़ूड डिलीवरी ऐप",
    graphicImageAlt: "फ़ूड डिलीवरी ऐप की फ़ोन स्क्रीन, सर्च बार, खाने की कैटेगरी और रेस्टोरेंट कार्ड के साथ",
  },
  "fitness-tracker": {
    graphicTitle: "फ़िटनेस ट्रैकर",
    graphicImageAlt:
      "फ़िटनेस ट्रैकर की फ़ोन स्क्रीन, रोज़ के कदमों की रिंग और हफ़्ते भर की एक्टिविटी के चार्ट के साथ",
  },
  "banking-dashboard": {
    graphicTitle: "फ़ाइनेंस ऐप",
    graphicImageAlt: "फ़ाइनेंस ऐप की फ़ोन स्क्रीन, जिसमें बैलेंस कार्ड, क्विक एक्शन और हाल के पेमेंट दिख रहे हैं",
  },
};

/** The two school flex boards; the schools are the invented ones of ./facts.ts. */
const [admissions, annualDay] = flexBoardFacts;

export const boards: GraphicWords["boards"] = {
  "admissions-flex": {
    title: "स्कूल एडमिशन फ़्लेक्स बोर्ड",
    headline: "एडमिशन शुरू",
    points: ["नर्सरी से कक्षा 12 तक", "स्मार्ट क्लासरूम", "ट्रांसपोर्ट सुविधा"],
    alt: `${admissions.school} का हरे रंग का चौड़ा फ़्लेक्स बोर्ड: एडमिशन शुरू, नर्सरी से कक्षा 12 तक, स्मार्ट क्लासरूम और ट्रांसपोर्ट सुविधा`,
  },
  "annual-day-flex": {
    title: "स्कूल वार्षिकोत्सव फ़्लेक्स बोर्ड",
    headline: `वार्षिकोत्सव ${annualDayYear}`,
    points: ["सांस्कृतिक कार्यक्रम", "पुरस्कार वितरण", "सभी अभिभावक आमंत्रित"],
    alt: `${annualDay.school} के वार्षिकोत्सव ${annualDayYear} का नीले रंग का चौड़ा फ़्लेक्स बोर्ड: सांस्कृतिक कार्यक्रम, पुरस्कार वितरण, सभी अभिभावक आमंत्रित`,
  },
};

/** /hi/services/graphic-designing: hero, section headings and the closing contact band. */
export const graphicDesigningPage: GraphicWords["graphicDesigningPage"] = {
  hero: { eyebrow: servicePageEyebrow },
  sections: {
    services: {
      eyebrow: "हम क्या डिज़ाइन करते हैं",
      title: "ग्राफ़िक डिज़ाइन सेवाएँ",
      intro: "लोग आपके ब्रांड को जहाँ भी देखें, उसकी पहचान एक जैसी रहे।",
    },
    socialPosts: {
      eyebrow: "प्रोजेक्ट",
      title: "सोशल मीडिया पोस्ट",
      intro: "दुकानों, इंस्टीट्यूट, रेस्टोरेंट और ब्रांड के लिए सैंपल पोस्ट।",
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
    text: "अपनी ज़रूरत बताने के लिए हमें कॉल, ईमेल या मैसेज करें। हम कीमत और डिलीवरी की तारीख के साथ जवाब देते हैं।",
    ...contactLabels,
  },
};
